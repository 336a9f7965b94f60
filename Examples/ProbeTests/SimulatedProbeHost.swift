import AirKitStandIn
import Foundation

@testable import Probe

/// The probe's host on the simulated device: the test plays the person who connects displays and
/// starts screen recordings, and "settling" runs the device's main queue until idle.
///
/// The app launches with one AirPlay display attached, as the probe's first step asks. The person's
/// answers about what a display showed are read from the simulated display at the moment they look.
@MainActor
final class SimulatedProbeHost: ProbeHost {
    let device: SimulatedDevice
    let infoDictionary: [String: Any]
    private var displays: [SimulatedDisplay] = []
    /// Plays a person who skips every display step.
    var skipsDisplaySteps = false
    /// Makes the system decline to present the app on every display the person connects for the
    /// one-display step, as when another app holds it.
    var declinesExternalScenes = false
    /// Plays a person on an iPad whose Stage Manager is off: the Stage Manager step connects a display
    /// that mirrors instead of one that extends.
    var stageManagerIsOff = false
    /// Turns by which a disconnected display's scenes learn of it; `0` is the device's usual pass.
    var sceneDisconnectDelay = 0
    /// The probe's app delegate, kept as `UIApplicationMain` keeps the adaptor's.
    private let appDelegate = ProbeAppDelegate()
    /// What the display showed while the device was locked, for the question that follows the step.
    private var lockedDisplayShowed: String?

    init(
        os: Int, sdk: Int, idiom: UIUserInterfaceIdiom = .pad, behavior: SimulatedDevice.Behavior = .init(),
        infoPlist: [String: Any], installsAppDelegate: Bool = true
    ) {
        ProbeRuntime.shared.reset()
        infoDictionary = infoPlist
        device = SimulatedDevice(os: os, sdk: sdk, idiom: idiom, infoPlist: infoPlist, behavior: behavior)
        device.classes.register(ProbeExternalSceneDelegate.self, named: "ProbeExternalSceneDelegate") {
            ProbeExternalSceneDelegate()
        }
        displays = [device.connectDisplay(.airPlay)]
        if installsAppDelegate { device.application.delegate = appDelegate }
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

    func letFramesPass(seconds: Double) async {
        device.runDisplayFrames(forSeconds: seconds)
    }

    func arrange(_ setup: DisplaySetup) async -> Bool {
        guard !skipsDisplaySteps else { return false }
        device.stopScreenCapture()
        if !setup.keepsTheDisplays && setup != .stageManagerExtendedDisplay { dropExtendedDisplays() }
        switch setup {
        case .launchedWithDisplay: break
        case .oneDisplay:
            keep(1)
            if declinesExternalScenes { device.declineExternalScenes(on: displays[0]) }
        case .goHomeAndReturn:
            device.moveToBackground()
            device.runUntilIdle()
            device.moveToForeground()
        case .lockAndUnlock:
            device.lock()
            device.runUntilIdle()
            lockedDisplayShowed = displays.first.map(describeLocked)
            device.unlock()
        case .oneAirPlayDisplay: keepOnly(.airPlay)
        case .oneCableDisplay: keepOnly(.cable)
        case .twoDisplays: keep(2)
        case .stageManagerExtendedDisplay:
            keep(0)
            displays = [stageManagerIsOff ? device.connectDisplay(.cable) : device.connectExtendedDisplay(.cable)]
        case .noDisplay: keep(0)
        case .screenRecordingWithoutDisplay:
            keep(0)
            device.startScreenCapture()
        }
        device.runUntilIdle()
        return true
    }

    func ask(_ question: ProbeQuestion) async -> String? {
        guard !skipsDisplaySteps else { return nil }
        switch question {
        case .lockedDisplay: return lockedDisplayShowed
        case .displayDuringExternalPlayback, .displayAfterExternalPlayback:
            return displays.first { $0.description.connection == .airPlay }.map(describePlayback)
        }
    }

    /// What a person sees on `display` while the device is locked: the device's screen, which is the
    /// lock screen, or the probe's own window.
    private func describeLocked(_ display: SimulatedDisplay) -> String {
        if display.isMirroring { return "the lock screen" }
        return display.shownTexts.contains { $0.hasPrefix("AirKit probe") } ? "the probe's content" : "something else"
    }

    /// What a person sees on `display` around a video, in the words of the playback questions.
    private func describePlayback(_ display: SimulatedDisplay) -> String {
        if display.showsExternalPlayback { return "the video only, full screen" }
        if !display.shownPlayers.isEmpty { return "the probe's player with its controls" }
        return display.isMirroring ? "the device's screen" : "something else"
    }

    /// Disconnects displays Stage Manager extends onto, as turning Stage Manager off for the next step would.
    private func dropExtendedDisplays() {
        for display in displays where device.isExtended(display) { device.disconnect(display) }
        displays.removeAll { !$0.isConnected }
        device.runUntilIdle()
    }

    /// Leaves exactly one display attached, connected by `connection`.
    private func keepOnly(_ connection: SimulatedDisplay.Connection) {
        guard displays.count != 1 || displays[0].description.connection != connection else { return }
        keep(0)
        displays = [device.connectDisplay(connection == .airPlay ? .airPlay : .hdmiTelevision)]
    }

    /// Connects or disconnects displays until `count` are attached: AirPlay first, then a cable.
    private func keep(_ count: Int) {
        while displays.count > count {
            let display = displays.removeLast()
            if sceneDisconnectDelay > 0 {
                device.disconnect(display, sceneDisconnectDelay: sceneDisconnectDelay)
            } else {
                device.disconnect(display)
            }
        }
        while displays.count < count {
            displays.append(device.connectDisplay(displays.isEmpty ? .airPlay : .cable))
        }
    }
}
