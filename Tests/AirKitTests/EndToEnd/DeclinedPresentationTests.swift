import AirKit
import AirKitStandIn
import Testing

/// The system declining to present the app on a display another app or screen mirroring holds.
@MainActor
@Suite("AirKit when the system declines to present")
struct DeclinedPresentationTests {
    @Test("An enabled, topmost source without a scene is never reported as showing", arguments: Platform.all)
    func declinedDisplayIsNotClaimed(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.declineExternalScenes(on: tv)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.connection.presentedDisplay == nil)
        #expect(Air.shared.connection.displays.isEmpty)
        #expect(Air.shared.isPlaybackRequested)
        if platform.usesSceneAccessories {
            let registration = try #require(device.sceneAccessoryRegistrations.first)
            #expect(registration.isEnabled && device.presentedRegistration === registration)
            #expect(Air.shared.connection.isAvailable, "the system reports the display; AirKit passes that on")
        } else {
            #expect(!Air.shared.connection.isAvailable)
        }
        expectConsistent(.shared, on: device)

        device.allowExternalScenes(on: tv)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("A display taken over during playback stops showing the content, and AirKit says so", arguments: Platform.all)
    func displayTakenOverDuringPlayback(platform: Platform) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        device.declineExternalScenes(on: tv)
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }
}
