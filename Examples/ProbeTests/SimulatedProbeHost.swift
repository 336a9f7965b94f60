import AirKitStandIn
import Foundation

@testable import Probe

/// The probe's host on the simulated device: the test plays the person who connects displays and
/// starts screen recordings, and "settling" runs the device's main queue until idle.
///
/// The app launches with one AirPlay display attached, as the probe's first step asks.
@MainActor
final class SimulatedProbeHost: ProbeHost {
    let device: SimulatedDevice
    let infoDictionary: [String: Any]
    private var displays: [SimulatedDisplay] = []
    /// Plays a person who skips every display step.
    var skipsDisplaySteps = false

    init(os: Int, sdk: Int, behavior: SimulatedDevice.Behavior = .init(), infoPlist: [String: Any]) {
        ProbeRuntime.shared.reset()
        infoDictionary = infoPlist
        device = SimulatedDevice(os: os, sdk: sdk, idiom: .pad, infoPlist: infoPlist, behavior: behavior)
        device.classes.register(ProbeExternalSceneDelegate.self, named: "ProbeExternalSceneDelegate") {
            ProbeExternalSceneDelegate()
        }
        displays = [device.connectDisplay(.airPlay)]
        device.launch { EmbeddedControllerHost() }
        device.runUntilIdle()
    }

    var facts: ProbeFacts {
        ProbeFacts(
            deviceModel: "SimulatedDevice", idiom: device.idiom == .pad ? "pad" : "phone", osVersion: device.systemVersion,
            sdkName: "iphoneos\(device.sdk).0", appBuild: "test")
    }

    func settle() async {
        device.runUntilIdle()
    }

    func arrange(_ setup: DisplaySetup) async -> Bool {
        guard !skipsDisplaySteps else { return false }
        device.stopScreenCapture()
        switch setup {
        case .launchedWithDisplay: break
        case .oneDisplay: keep(1)
        case .twoDisplays: keep(2)
        case .noDisplay: keep(0)
        case .screenRecordingWithoutDisplay:
            keep(0)
            device.startScreenCapture()
        }
        device.runUntilIdle()
        return true
    }

    /// Connects or disconnects displays until `count` are attached: AirPlay first, then a cable.
    private func keep(_ count: Int) {
        while displays.count > count {
            device.disconnect(displays.removeLast())
        }
        while displays.count < count {
            displays.append(device.connectDisplay(displays.isEmpty ? .airPlay : .cable))
        }
    }
}
