import AirKit
import AirKitStandIn
import Testing

/// The app going to the background and the device locking, with either answer to what happens to the
/// external scene (it goes to the background, or it is disconnected).
@MainActor
@Suite("AirKit in the background and on a locked device")
struct BackgroundTests {

    private func playingDevice(_ platform: Platform, disconnects: Bool) -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit),
            behavior: .init([.externalScenesGoToTheBackgroundWithTheApp: !disconnects]))
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        return (device, tv)
    }

    @Test(
        "In the background nothing is claimed; back in the foreground the content returns", arguments: Platform.all,
        [false, true])
    func backgroundAndReturn(platform: Platform, disconnects: Bool) {
        let (device, tv) = playingDevice(platform, disconnects: disconnects)
        #expect(tv.shownTexts == ["Movie"])

        device.moveToBackground()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(!Air.shared.connection.isAvailable, "an app in the background cannot present")
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)

        device.moveToForeground()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.connection.isAvailable)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Locking does not end playback, even with the stop policy; unlocking shows the content again", arguments: Platform.all,
        [false, true])
    func lockKeepsTheRequest(platform: Platform, disconnects: Bool) {
        let (device, tv) = playingDevice(platform, disconnects: disconnects)
        Air.shared.reconnectPolicy = .stop

        device.lock()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(Air.shared.isPlaybackRequested, "the display is still there: locking is not an unplug")
        expectConsistent(.shared, on: device)

        device.unlock()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("Stopping in the background leaves the display mirroring on return", arguments: Platform.all, [false, true])
    func stopInTheBackground(platform: Platform, disconnects: Bool) {
        let (device, tv) = playingDevice(platform, disconnects: disconnects)
        device.moveToBackground()
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.connection.isAvailable)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A display unplugged while the app is in the background is gone on return; the request waits", arguments: Platform.all,
        [false, true])
    func unplugInTheBackground(platform: Platform, disconnects: Bool) {
        let (device, tv) = playingDevice(platform, disconnects: disconnects)
        device.moveToBackground()
        device.disconnect(tv)
        device.runUntilIdle()
        device.moveToForeground()
        device.runUntilIdle()
        #expect(!Air.shared.connection.isAvailable)
        #expect(Air.shared.connection.displays.isEmpty)
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)

        let again = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(again.shownTexts == ["Movie"])
    }

    @Test("Control Center over the app keeps the content on the display", arguments: Platform.all)
    func inactiveKeepsShowing(platform: Platform) {
        let (device, tv) = playingDevice(platform, disconnects: false)
        device.resignActive()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.connection.isViewAdded)
        device.becomeActive()
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    /// How the app leaves the front, and comes back.
    enum Away: CaseIterable, CustomTestStringConvertible {
        case controlCenter, background, lock

        @MainActor func leave(_ device: SimulatedDevice) {
            switch self {
            case .controlCenter: device.resignActive()
            case .background: device.moveToBackground()
            case .lock: device.lock()
            }
        }

        @MainActor func comeBack(_ device: SimulatedDevice) {
            switch self {
            case .controlCenter: device.becomeActive()
            case .background: device.moveToForeground()
            case .lock: device.unlock()
            }
        }

        var testDescription: String { "\(self)" }
    }

    @Test(
        "A display unplugged while the app is away is no longer listed once the app is back; the other keeps its id",
        arguments: Platform.all, Away.allCases)
    func unplugWhileAwayIsReconciled(platform: Platform, away: Away) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        let first = device.connectDisplay(.airPlay)
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        let second = try #require(Air.shared.connection.displays.last)
        away.leave(device)
        device.runUntilIdle()
        device.disconnect(first)
        device.runUntilIdle()
        away.comeBack(device)
        device.runUntilIdle()
        #expect(Air.shared.connection.displays.map(\.id) == [second.id], "listed: only the display still connected")
        #expect(Air.shared.connection.displays.allSatisfy { $0.isPresentable })
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Under the stop policy, a request whose display was unplugged while the app was away ends on return; the next display mirrors",
        arguments: Platform.all, Away.allCases)
    func stopPolicyEndsOnReturn(platform: Platform, away: Away) {
        let device = scoreUnpluggedWhileAway(on: platform, away: away, policy: .stop)
        #expect(!Air.shared.isPlaybackRequested)
        #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged)
        #expect(Air.shared.connection.displays.isEmpty)
        let again = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(again.isMirroring, "the request ended: nothing to show until the app plays again")
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Under the resume policy, content whose display was unplugged while the app was away goes to the next display",
        arguments: Platform.all, Away.allCases)
    func resumePolicyShowsOnTheNextDisplay(platform: Platform, away: Away) {
        let device = scoreUnpluggedWhileAway(on: platform, away: away, policy: .resume)
        #expect(Air.shared.isPlaybackRequested)
        let again = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(again.shownTexts == ["Score"])
        expectConsistent(.shared, on: device)
    }

    /// A device whose app played "Score" on an AirPlay display under `policy`, went `away`, had the
    /// display unplugged meanwhile, and came back.
    private func scoreUnpluggedWhileAway(on platform: Platform, away: Away, policy: ReconnectPolicy) -> SimulatedDevice {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        Air.shared.reconnectPolicy = policy
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Score") }
        device.runUntilIdle()
        away.leave(device)
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        away.comeBack(device)
        device.runUntilIdle()
        return device
    }
}
