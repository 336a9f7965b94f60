import AirKit
import AirKitStandIn
import Testing

private enum SourceNameKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var sourceName: String {
        get { self[SourceNameKey.self] }
        set { self[SourceNameKey.self] = newValue }
    }
}

/// External content that shows which source's environment it inherited.
private struct SourceNameView: View {
    @Environment(\.sourceName) private var sourceName

    var body: some View {
        Text("from \(sourceName)")
    }
}

@MainActor
@Observable
private final class Screen {
    var showsSource = true
}

/// `.airPlaySource()` on iOS 27 with the iOS 27 SDK, where the registration is everything.
@MainActor
@Suite("AirKit sources on iOS 27", .behaviorMatrix)
struct SourceTests {
    @Test(
        "The source keeps one enabled registration: the scene connects and mirrors before play, the window follows playback",
        arguments: BehaviorRow.pairwise)
    func registrationStaysEnabledAndTheWindowFollowsPlayback(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let registration = try #require(device.sceneAccessoryRegistrations.first)
        #expect(device.sceneAccessoryRegistrations.count == 1)
        #expect(registration.isEnabled, "enabled while playback is off, so that availability is reported")
        #expect(registration.isAvailable)
        #expect(Air.shared.connection.isAvailable)
        #expect(tv.isMirroring, "a scene without a window mirrors")
        #expect(device.sceneRoles.last == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")

        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(registration.isEnabled)
        #expect(tv.shownTexts == ["Movie"])

        Air.stop()
        device.runUntilIdle()
        #expect(registration.isEnabled)
        #expect(tv.isMirroring)
        #expect(Air.shared.connection.isAvailable)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "The source registers on the presented container, not on its own child controller, and unregisters from it",
        arguments: BehaviorRow.pairwise)
    func sourceRegistersOnThePresentedContainer(answers: BehaviorRow) throws {
        let screen = Screen()
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch {
            VStack {
                Text("Remote")
                if screen.showsSource { Text("Player").airPlaySource() }
            }
        }
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let root = try #require(device.mainWindow?.rootViewController)
        #expect(device.presentedRegistration != nil)
        #expect(device.sceneAccessoryRegistrations.count == 1)
        #expect(device.sceneAccessoryRegistrations.allSatisfy { device.registeringController(of: $0) === root })

        screen.showsSource = false
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.isEmpty)
        #expect(device.faults.isEmpty, "unregistered from the controller that owns the registration")
    }

    @Test(
        "A source whose hosting controller moves from a presentation into a container moves its one registration",
        arguments: BehaviorRow.pairwise)
    func sourceFollowsItsContainer(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        let container = UIViewController()
        device.launch(rootViewController: container)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let player = UIHostingController(rootView: Text("Player").airPlaySource())
        container.present(player, animated: true)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.map { device.registeringController(of: $0) } == [player])

        player.dismiss(animated: true)
        device.runUntilIdle()
        container.addChild(player)
        container.view.addSubview(player.view)
        player.didMove(toParent: container)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.count == 1)
        #expect(device.sceneAccessoryRegistrations.allSatisfy { device.registeringController(of: $0) === container })
        #expect(Air.shared.connection.isAvailable)

        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("Whatever the system's default for isEnabled, the source sets it explicitly", arguments: [true, false])
    func sourceSetsIsEnabledExplicitly(startsEnabled: Bool) {
        let device = SimulatedDevice.airKitApp(.iOS27, behavior: .init([.registrationsStartEnabled: startsEnabled]))
        device.launch { PlayerView() }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.sceneAccessoryRegistrations.allSatisfy { $0.isEnabled })
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Without a source, iOS 27 never offers the scene: never available, and play logs a warning",
        arguments: BehaviorRow.pairwise)
    func noSourceIsNeverAvailable(answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch { Text("No source here") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        #expect(!Air.shared.connection.isAvailable)
        #expect(tv.isMirroring)
        #expect(device.log.contains { $0.level == .error && $0.message.contains(".airPlaySource()") })
        #expect(device.faults.isEmpty)
    }

    @Test(
        "A source that leaves the hierarchy unregisters; the display mirrors until one comes back",
        arguments: BehaviorRow.pairwise)
    func sourceLeavingUnregisters(answers: BehaviorRow) throws {
        let screen = Screen()
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch {
            VStack {
                Text("Remote")
                if screen.showsSource { Text("Player").airPlaySource() }
            }
        }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        screen.showsSource = false
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.isEmpty)
        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isAvailable)
        #expect(Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)

        screen.showsSource = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
    }

    @Test(
        "Two sources: the topmost wins, and the covered one takes over when the top is dismissed", arguments: BehaviorRow.pairwise
    )
    func topmostSourceWins(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch { PlayerView().environment(\.sourceName, "main") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { SourceNameView() }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["from main"])

        let modal = UIHostingController(rootView: Text("Modal").airPlaySource().environment(\.sourceName, "modal"))
        let root = try #require(device.mainWindow?.rootViewController)
        root.present(modal, animated: true)
        device.runUntilIdle()
        #expect(device.sceneAccessoryRegistrations.count == 2)
        #expect(tv.shownTexts == ["from modal"])
        expectConsistent(.shared, on: device)

        modal.dismiss(animated: true)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["from main"])
        expectConsistent(.shared, on: device)
    }

    @Test("A model of one's own works through the environment, apart from Air.shared", arguments: BehaviorRow.pairwise)
    func injectedModel(answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        let air = Air()
        device.launch { Text("Player").airPlaySource().environment(\.air, air) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(air.connection.isAvailable)
        #expect(!Air.shared.connection.isAvailable)

        air.play { Text("Own model") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Own model"])
        #expect(air.connection.isViewAdded)
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(air, on: device)
    }

    @Test(
        "A model that shows SwiftUI content is not kept alive by it: it goes with its device",
        arguments: BehaviorRow.pairwise)
    func modelShowingContentIsReleasedWithItsDevice(answers: BehaviorRow) throws {
        weak var gone: Air?
        do {
            let device = SimulatedDevice.airKitApp(.iOS27, answers)
            let air = Air()
            gone = air
            device.launch { Text("Player").airPlaySource().environment(\.air, air) }
            let tv = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            air.play { Text("Own model") }
            device.runUntilIdle()
            try #require(tv.shownTexts == ["Own model"])
        }
        #expect(gone == nil, "the content AirKit shows does not keep its model")
    }

    @Test("A source inside the external content is reported: it can never be presented", arguments: BehaviorRow.pairwise)
    func sourceInExternalContentIsWarned(answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch { PlayerView() }
        _ = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Nested").airPlaySource() }
        device.runUntilIdle()
        #expect(
            device.log.contains {
                $0.level == .error && $0.message.contains("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
            })
    }
}

/// The environment of the source reaches the external content, with the display's own traits.
@MainActor
@Suite("AirKit environment forwarding", .behaviorMatrix)
struct EnvironmentForwardingTests {
    @Test("External content inherits the source's environment", arguments: BehaviorRow.crossed(with: Platform.all))
    func contentInheritsSourceEnvironment(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView().environment(\.sourceName, "player") }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { SourceNameView() }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["from player"])
    }

    @Test(
        "The display scale inside external content is the display's, not the phone's",
        arguments: BehaviorRow.crossed(with: Platform.all))
    func displayScaleIsTheDisplays(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch { PlayerView().environment(\.displayScale, 3) }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { ScaleView() }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["scale 2.0"])
    }

    @Test("Forwarding can be turned off", arguments: BehaviorRow.pairwise)
    func forwardingCanBeTurnedOff(answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(.iOS27, answers)
        device.launch { PlayerView().environment(\.sourceName, "player") }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.shared.forwardsSourceEnvironment = false
        Air.play { SourceNameView() }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["from none"])
    }
}

private struct ScaleView: View {
    @Environment(\.displayScale) private var scale

    var body: some View {
        Text("scale \(scale)")
    }
}
