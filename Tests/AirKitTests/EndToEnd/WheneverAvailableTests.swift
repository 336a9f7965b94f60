import AirKit
import AirKitStandIn
import Testing

/// `Air.playWheneverAvailable(_:on:)`: content on the TV whenever a display is there, from launch, with
/// no button, taken back on unplug and shown again on the next display, whatever the policies say.
@MainActor
@Suite("Content wanted whenever a display is available")
struct WheneverAvailableTests {

    /// An app launched with no display that wants its game on any TV.
    private func launchedDevice(_ platform: Platform, policy: ReconnectPolicy) -> SimulatedDevice {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit))
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.launch { PlayerView() }
        device.runUntilIdle()
        Air.shared.reconnectPolicy = policy
        Air.playWheneverAvailable(.swiftUI { Text("Game") })
        device.runUntilIdle()
        return device
    }

    @Test(
        "Shown on each display that comes, and waiting between them, under every reconnect policy",
        arguments: Platform.all, ReconnectPolicy.allCases)
    func showsOnEveryDisplayThatComes(platform: Platform, policy: ReconnectPolicy) {
        let device = launchedDevice(platform, policy: policy)
        #expect(Air.shared.isPlaybackRequested, "wanted before any display is there")

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Game"])

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested, "an unplug makes it wait, whatever the policy")
        #expect(Air.shared.lastPlaybackEnd == nil)
        expectConsistent(.shared, on: device)

        let monitor = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        #expect(monitor.shownTexts == ["Game"])
        expectConsistent(.shared, on: device)
    }

    @Test("Locked, in the background or under Control Center it waits, and comes back with the app", arguments: Platform.all)
    func comesBackWithTheApp(platform: Platform) {
        let device = launchedDevice(platform, policy: .stop)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        device.lock()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Game"])

        device.moveToBackground()
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Game"])
        expectConsistent(.shared, on: device)
    }

    @Test("Stopping or replacing it ends it, and the policy applies to the request that replaced it", arguments: Platform.all)
    func endsOnlyWhenStoppedOrReplaced(platform: Platform) {
        let device = launchedDevice(platform, policy: .stop)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()

        Air.play { Text("Replay") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Replay"])
        #expect(Air.shared.lastPlaybackEnd?.reason == .replaced)
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!Air.shared.isPlaybackRequested, "a plain request ends on unplug under .stop")
        #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged)

        Air.playWheneverAvailable(.swiftUI { Text("Game") })
        let monitor = device.connectDisplay(.hdmiTelevision)
        device.runUntilIdle()
        #expect(monitor.shownTexts == ["Game"])
        Air.stop()
        device.runUntilIdle()
        #expect(monitor.isMirroring)
        #expect(!Air.shared.isPlaybackRequested)
        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        expectConsistent(.shared, on: device)
    }
}
