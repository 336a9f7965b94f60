import AirKit
import AirKitStandIn
import Foundation
import TestSupport
import Testing

@MainActor
@Observable
private final class RandomScreen {
    var showsSource = true
}

/// Long random sequences of what users and the system do (launch a SwiftUI or a UIKit tab bar app with
/// or without a display, hot-plug over AirPlay or cable, play SwiftUI or UIKit content, stop, sources
/// coming and going, a SwiftUI or UIKit modal source on top, tab switches, policy changes,
/// with the main queue drained at random points) on every row of the matrix, checking after every
/// settled step that AirKit's state and what the displays show agree.
///
/// `AIRKIT_RANDOM_SEQUENCES=N swift test --filter RandomizedPlaybackTests` runs N sequences
/// (10,000 by default); `AIRKIT_RANDOM_SEED` replays a run.
@MainActor
@Suite("Randomized playback sequences", .behaviorMatrix)
struct RandomizedPlaybackTests {
    private enum Action: CaseIterable {
        case connectDisplay, disconnectDisplay, play, playViewController, stop, toggleSource, presentModalSource, dismissModal
        case switchPolicy, switchTab
    }

    /// The UIKit half of a run: a tab bar controller whose first tab is a source while
    /// ``RandomScreen/showsSource`` holds (`Air.addSource(_:)` and `removeSource(_:)`).
    @MainActor
    private struct UIKitApp {
        let tabs = UITabBarController()
        let player = UIViewController()

        init() {
            tabs.viewControllers = [player, UIViewController()]
        }
    }

    @MainActor
    private struct Run {
        let platform: Platform
        let answers: BehaviorRow
        let device: SimulatedDevice
        let screen = RandomScreen()
        var displays: [SimulatedDisplay] = []
        var modal: UIViewController?
        var lastContent: String?
        /// `nil` for a SwiftUI app.
        var uiKit: UIKitApp?
        var trace: [String] = []
    }

    /// The sequences are shared among the rows, so that the whole run stays as long as one row's was.
    @Test("Random sequences keep AirKit and the displays consistent", arguments: BehaviorRow.pairwise)
    func randomSequences(answers: BehaviorRow) {
        RandomRunSettings.runSequences(
            named: "randomized playback, answers #\(answers.number) [\(answers.behavior)]",
            defaultSequences: 10_000 / BehaviorRow.pairwise.count
        ) { runSequence(seed: $0, answers: answers) }
    }

    private func runSequence(seed: UInt64, answers: BehaviorRow) -> (steps: Int, failure: String?) {
        var random = SeededGenerator(seed: seed)
        let platform = Platform.all.randomElement(using: &random)!
        let idiom: UIUserInterfaceIdiom = Bool.random(using: &random) ? .pad : .phone
        var run = Run(platform: platform, answers: answers, device: .airKitApp(platform, answers, idiom: idiom))
        run.trace.append("\(platform.testDescription)")
        if Bool.random(using: &random) { connectDisplay(&run, using: &random) }
        let screen = run.screen
        if Bool.random(using: &random) {
            let app = UIKitApp()
            run.uiKit = app
            run.trace.append("UIKit app")
            run.device.launch(rootViewController: app.tabs)
            run.device.runUntilIdle()
            run.device.appStatic(Air.self) { Air() }.addSource(app.player)
        } else {
            run.device.launch {
                VStack {
                    Text("Remote")
                    if screen.showsSource { Text("Player").airPlaySource() }
                }
            }
        }
        run.device.runUntilIdle()
        let length = Int.random(in: 5...25, using: &random)
        for step in 0..<length {
            perform(Action.allCases.randomElement(using: &random)!, in: &run, using: &random)
            if Int.random(in: 0..<4, using: &random) > 0 {
                run.device.runUntilIdle()
                if let violation = violations(in: run).first {
                    return (step + 1, "\(violation)\n  after: \(run.trace.joined(separator: ", "))")
                }
            }
        }
        run.device.runUntilIdle()
        let failure = violations(in: run).first.map { "\($0)\n  after: \(run.trace.joined(separator: ", "))" }
        return (length, failure)
    }

    private func perform(_ action: Action, in run: inout Run, using random: inout SeededGenerator) {
        let air = run.device.appStatic(Air.self) { Air() }
        switch action {
        case .connectDisplay:
            guard run.displays.count < 2 else { return }
            connectDisplay(&run, using: &random)
        case .disconnectDisplay:
            guard let display = run.displays.randomElement(using: &random) else { return }
            run.device.disconnect(display)
            run.displays.removeAll { $0 === display }
            run.trace.append("disconnect")
        case .play:
            let content = "content \(Int.random(in: 1...3, using: &random))"
            air.play { Text(content) }
            run.lastContent = content
            run.trace.append("play \(content)")
        case .playViewController:
            let content = "controller \(Int.random(in: 1...3, using: &random))"
            air.play(.viewController(LabelController(content)))
            run.lastContent = content
            run.trace.append("play view controller \(content)")
        case .stop:
            air.stop()
            run.trace.append("stop")
        case .toggleSource:
            run.screen.showsSource.toggle()
            if let app = run.uiKit {
                if run.screen.showsSource { air.addSource(app.player) } else { air.removeSource(app.player) }
            }
            run.trace.append(run.screen.showsSource ? "show source" : "hide source")
        case .presentModalSource:
            guard run.modal == nil, let root = run.device.mainWindow?.rootViewController else { return }
            let modal: UIViewController
            if Bool.random(using: &random) {
                modal = UIHostingController(rootView: Text("Modal").airPlaySource())
            } else {
                modal = UIViewController()
                air.addSource(modal)
            }
            root.present(modal, animated: true)
            run.modal = modal
            run.trace.append("present modal source")
        case .dismissModal:
            guard let modal = run.modal else { return }
            modal.dismiss(animated: true)
            run.modal = nil
            run.trace.append("dismiss modal")
        case .switchPolicy:
            air.reconnectPolicy = air.reconnectPolicy == .resume ? .stop : .resume
            run.trace.append("policy \(air.reconnectPolicy)")
        case .switchTab:
            guard let tabs = run.uiKit?.tabs else { return }
            tabs.selectedIndex = 1 - tabs.selectedIndex
            run.trace.append("select tab \(tabs.selectedIndex)")
        }
    }

    private func connectDisplay(_ run: inout Run, using random: inout SeededGenerator) {
        let connection = Connection.allCases.randomElement(using: &random)!
        run.displays.append(run.device.connectDisplay(connection.display))
        run.trace.append("connect \(connection.testDescription)")
    }

    /// The general consistency rules plus what must follow from this run's history.
    private func violations(in run: Run) -> [String] {
        let device = run.device
        let air = device.appStatic(Air.self) { Air() }
        var found = consistencyViolations(of: air, on: device)
        let hasDisplay = !device.connectedDisplays.isEmpty
        let hasSource = run.screen.showsSource || run.modal != nil
        let canShow = hasDisplay && (!run.platform.usesSceneAccessories || hasSource)
        if air.connection.isAvailable != canShow {
            found.append("isAvailable \(air.connection.isAvailable), expected \(canShow)")
        }
        if air.isPlaybackRequested && canShow && !air.connection.isViewAdded {
            found.append("playback requested and a display can show it, but nothing is shown")
        }
        if air.connection.isViewAdded, let content = run.lastContent {
            let shown = device.displaysShowingWindows.flatMap(\.shownTexts)
            if shown != [content] { found.append("the display shows \(shown), expected [\(content)]") }
        }
        return found
    }
}
