import AirKit
import AirKitStandIn
import Foundation
import Testing

/// `Air.diagnostics()` reports what UIKit and AirKit see, so a developer whose TV mirrors can tell
/// which of the usual causes it is without logging scenes and windows by hand.
@MainActor
@Suite("The diagnostics snapshot")
struct DiagnosticsTests {
    /// Launches PlayerView with a display connected and asks for playback.
    private func playingDevice(_ platform: Platform) -> SimulatedDevice {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        return device
    }

    @Test("While playing: two displays, the TV's scene with AirKit's window shown and not key", arguments: Platform.all)
    func playingSnapshot(platform: Platform) throws {
        let device = playingDevice(platform)
        let snapshot = Air.diagnostics()
        withExtendedLifetime(device) {}

        #expect(snapshot.osVersion.hasPrefix("\(platform.os)"))
        #expect(snapshot.path == (platform.usesSceneAccessories ? .sceneAccessory : .infoPlist))
        #expect(snapshot.displays.count == 2)
        #expect(snapshot.displays.filter(\.isMain).count == 1)
        #expect(
            snapshot.scenes.map(\.role) == [
                "UIWindowSceneSessionRoleApplication", "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
            ])

        let external = try #require(snapshot.scenes.last)
        #expect(external.delegateClass == "AirKitSceneDelegate")
        #expect(external.display != snapshot.scenes.first?.display)
        let airKitWindows = external.windows.filter(\.isAirKit)
        #expect(airKitWindows.count == 1)
        #expect(airKitWindows.allSatisfy { !$0.isHidden && !$0.isKey })
        #expect(snapshot.scenes.first?.windows.contains(where: \.isKey) == true, "the app keeps the key window")
        #expect(snapshot.isPlaybackRequested && snapshot.isViewAdded)
        #expect(snapshot.selfCheck.isEmpty)
    }

    @Test("On iOS 27 with the iOS 27 SDK the source's registration is listed, available and enabled")
    func registrationIsListed() throws {
        let device = playingDevice(.iOS27)
        let source = try #require(Air.diagnostics().sources.first)
        withExtendedLifetime(device) {}
        #expect(source.isAvailable == true)
        #expect(source.isEnabled == true)
    }

    @Test(
        "On the Info.plist path a source has no registration, and the text says the Info.plist role connects the scene",
        arguments: [Platform.iOS17, .iOS26, .iOS27BuiltWithSDK26])
    func infoPlistPathListsNoRegistration(platform: Platform) throws {
        let device = playingDevice(platform)
        let snapshot = Air.diagnostics()
        withExtendedLifetime(device) {}
        #expect(Air.shared.connection.isAvailable && snapshot.isViewAdded, "a display is available and shows the content")
        #expect(snapshot.path == .infoPlist)
        let source = try #require(snapshot.sources.first)
        #expect(source.isAvailable == nil, "no registration to report availability")
        #expect(source.isEnabled == nil)
        let line = try #require(snapshot.description.split(separator: "\n").first { $0.contains("source \(source.id):") })
        #expect(!line.contains("not available"))
        #expect(!line.contains("registration not set"))
        #expect(
            line.trimmingCharacters(in: .whitespaces)
                == "source \(source.id): needs no registration on this path; "
                + "the system connects the external scene from the Info.plist role")
    }

    @Test("On the scene accessory path the text gives the source's availability and its registration")
    func sceneAccessoryPathListsTheRegistration() throws {
        let device = playingDevice(.iOS27)
        let snapshot = Air.diagnostics()
        withExtendedLifetime(device) {}
        let source = try #require(snapshot.sources.first)
        #expect(snapshot.description.contains("  source \(source.id): available, registration enabled\n"))
    }

    @Test("After stop the TV's scene has no shown AirKit window and the view is not added")
    func stoppedSnapshot() {
        let device = playingDevice(.iOS26)
        Air.stop()
        device.runUntilIdle()
        let snapshot = Air.diagnostics()

        #expect(!snapshot.isViewAdded && !snapshot.isPlaybackRequested)
        #expect(snapshot.scenes.flatMap(\.windows).allSatisfy { !($0.isAirKit && !$0.isHidden) })
    }

    @Test("A missing Info.plist role shows up as a self-check finding, beside a TV scene with no delegate or window")
    func selfCheckFindingsAreIncluded() {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        device.launch { PlayerView() }
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let snapshot = Air.diagnostics()

        #expect(snapshot.selfCheck.contains { $0.id == "AK002" && $0.severity == .error })
        let external = snapshot.scenes.filter { $0.role == "UIWindowSceneSessionRoleExternalDisplayNonInteractive" }
        #expect(external.count == 1, "iOS 26 connects the scene anyway")
        #expect(external.first?.delegateClass == nil)
        #expect(external.first?.windows.isEmpty == true, "so nothing ends mirroring")
        #expect(snapshot.description.contains("no delegate, 0 window(s), 0 shown"))
    }

    @Test("The snapshot survives a JSON round trip and prints one line per screen, scene and window")
    func encodingAndText() throws {
        let device = playingDevice(.iOS27)
        let snapshot = Air.diagnostics()
        withExtendedLifetime(device) {}
        let decoded = try JSONDecoder().decode(AirDiagnostics.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)

        let lines = snapshot.description.split(separator: "\n").map(String.init)
        #expect(lines.contains("displays: 2"))
        #expect(lines.contains("scenes: 2"))
        #expect(
            lines.contains { $0.contains("UIWindowSceneSessionRoleExternalDisplayNonInteractive: ") && $0.contains("1 shown") })
        #expect(lines.contains { $0.contains("AirKit window: shown, level 0") })
        #expect(lines.contains("playback: requested, view added"))
    }

    @Test("The debugging view shows the snapshot's text and follows a display connecting")
    func debuggingViewFollowsTheConnection() throws {
        let device = SimulatedDevice.airKitApp(.iOS26)
        device.launch { AirDiagnosticsView() }
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        #expect(device.texts(in: window).contains { $0.contains("displays: 1") })

        device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(device.texts(in: window).contains { $0.contains("displays: 2") })
    }

    @Test("The snapshot names the display showing the content, the chosen one, and both policies")
    func displaysAndPolicies() throws {
        let device = SimulatedDevice.airKitApp(.iOS27, idiom: .pad)
        device.launch { PlayerView() }
        device.connectDisplay(.cable)
        device.runUntilIdle()
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        Air.shared.reconnectPolicy = .stop
        Air.shared.stageManagerPolicy = .stopPlayback
        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()

        let snapshot = Air.diagnostics()
        #expect(snapshot.presentedDisplayID == displays[1].id)
        #expect(snapshot.preferredDisplayID == displays[1].id)
        #expect(snapshot.reconnectPolicy == .stop)
        #expect(snapshot.stageManagerPolicy == .stopPlayback)
        #expect(snapshot.description.contains("policies: reconnect stop, Stage Manager stopPlayback"))
    }

    @Test(
        "The presented display's id leads to its display and its scene, on both paths",
        arguments: [Platform.iOS26, .iOS27])
    func presentedDisplayCrossReferences(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform, idiom: .pad)
        device.launch { PlayerView() }
        device.connectDisplay(.cable)
        device.runUntilIdle()
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)
        Air.play(on: displays[1]) { Text("Movie") }
        device.runUntilIdle()
        try #require(tv.shownTexts == ["Movie"])

        let snapshot = Air.diagnostics()
        let shown = try #require(snapshot.displays.first { $0.id == snapshot.presentedDisplayID })
        let scenes = snapshot.scenes.filter { $0.display == shown.number }
        #expect(snapshot.presentedDisplayID == displays[1].id)
        #expect(Set(snapshot.displays.compactMap(\.id)) == Set(displays.map(\.id)))
        #expect(snapshot.displays.first(where: \.isMain)?.id == nil)
        #expect(scenes.count == 1)
        #expect(scenes.first?.windows.contains { $0.isAirKit && !$0.isHidden } == true)
        #expect(snapshot.description.contains("id \(displays[1].id)"))
    }

    @Test("Policies, the path and severities encode by the names the text form prints")
    func enumsEncodeByName() throws {
        let snapshot = AirDiagnostics(
            osVersion: "27.0", linkedSDK: "27.0", path: .sceneAccessory, displays: [], scenes: [], sources: [],
            isPlaybackRequested: false, isViewAdded: false, reconnectPolicy: .stop, stageManagerPolicy: .stopPlayback,
            selfCheck: [AirDiagnostics.Finding(id: "AK002", severity: .warning, message: "m", fix: "f")])
        let json = try #require(String(data: JSONEncoder().encode(snapshot), encoding: .utf8))

        #expect(json.contains(#""reconnectPolicy":"stop""#))
        #expect(json.contains(#""stageManagerPolicy":"stopPlayback""#))
        #expect(json.contains(#""path":"scene accessory""#))
        #expect(json.contains(#""severity":"warning""#))
    }
}
