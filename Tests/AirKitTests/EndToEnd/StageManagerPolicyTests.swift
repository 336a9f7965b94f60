import AirKit
import AirKitStandIn
import Testing

/// `Air.stageManagerPolicy` on an iPad whose only display Stage Manager extends.
@MainActor
@Suite("Stage Manager policy")
struct StageManagerPolicyTests {
    /// An iPad app whose one window holds the presenters. A SwiftUI window group would get a second
    /// window on the extended display, bound to the same screen here; this app's root is a hosting
    /// controller, so the extended display gets no window of the app's and the test sees one presenter.
    private func launched(_ platform: Platform) -> (SimulatedDevice, DeclarativeScreen) {
        let screen = DeclarativeScreen()
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch(rootViewController: UIHostingController(rootView: DeclarativeScreenView(screen: screen)))
        return (device, screen)
    }

    @Test("By default a request waits for a display that is not extended", arguments: Platform.all)
    func defaultLeavesTheRequestWaiting(platform: Platform) {
        let (device, screen) = launched(platform)
        let extended = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        #expect(Air.shared.stageManagerPolicy == .leaveExtendedDisplaysAlone)
        screen.showsMovie = true
        device.runUntilIdle()
        #expect(screen.showsMovie)
        #expect(Air.shared.isPlaybackRequested)
        #expect(!device.extendedTexts(on: extended).contains("Movie"))
        expectConsistent(.shared, on: device)
    }

    @Test("stopPlayback ends the request and sets the binding back to false", arguments: Platform.all)
    func stopPlaybackClearsTheBinding(platform: Platform) {
        let (device, screen) = launched(platform)
        Air.shared.stageManagerPolicy = .stopPlayback
        let extended = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        screen.showsMovie = true
        device.runUntilIdle()
        #expect(!screen.showsMovie)
        #expect(!Air.shared.isPlaybackRequested)
        #expect(device.isExtended(extended))
        expectConsistent(.shared, on: device)
    }

    @Test("Switching to stopPlayback ends a request already waiting for the extended display", arguments: Platform.all)
    func switchingEndsAWaitingRequest(platform: Platform) {
        let (device, screen) = launched(platform)
        _ = device.connectExtendedDisplay(.airPlay)
        device.runUntilIdle()
        screen.showsMovie = true
        device.runUntilIdle()
        Air.shared.stageManagerPolicy = .stopPlayback
        device.runUntilIdle()
        #expect(!screen.showsMovie)
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Under stopPlayback, a waiting request ends when the only display becomes extended, with no other event",
        arguments: Platform.all)
    func displayBecomingExtendedEndsAWaitingRequest(platform: Platform) {
        let (device, screen) = launched(platform)
        Air.shared.stageManagerPolicy = .stopPlayback
        screen.showsMovie = true
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested, "with no display at all the request waits")
        _ = device.connectExtendedDisplay(.cable)
        device.runUntilIdle()
        #expect(!Air.shared.isPlaybackRequested)
        #expect(!screen.showsMovie)
        expectConsistent(.shared, on: device)
    }
}
