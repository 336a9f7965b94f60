import AirKit
import AirKitStandIn
import Testing

/// `Air.play(viewController:)` and `Air.play(view:)`: UIKit content in AirKit's window, on both paths
/// and under every answer of the simulated device.
@MainActor
@Suite("UIKit content", .behaviorMatrix)
struct UIKitContentTests {
    @Test(
        "A view controller shows on the display and leaves it on stop, before the window goes",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27], Connection.allCases))
    func viewControllerShowsAndTearsDownInOrder(platform: Platform, connection: Connection, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(Air.shared.connection.isAvailable)

        var movie: LabelController? = LabelController("Movie")
        weak let weakMovie = movie
        Air.play(.viewController(movie!))
        movie = nil
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(weakMovie?.view.window?.windowScene?.session.role == .windowExternalDisplayNonInteractive)
        #expect(weakMovie?.parent != nil, "a child of AirKit's root controller")
        #expect(device.mainWindow?.rootViewController is SourceRootController, "the app's window is untouched")
        expectConsistent(.shared, on: device)

        let events = weakMovie?.events ?? []
        Air.stop()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(weakMovie == nil, "released once the request ended and the window went")
        expectConsistent(.shared, on: device)
        #expect(events == ["viewDidLoad", "didMove(toParent:)", "viewDidAppear"])
    }

    @Test(
        "The teardown calls reach the controller while AirKit's window is still on the scene",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func teardownOrder(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        Air.stop()
        device.runUntilIdle()
        #expect(
            movie.events == [
                "viewDidLoad", "didMove(toParent:)", "viewDidAppear", "viewDidDisappear, window still shown",
                "didMove(toParent: nil)",
            ])
        #expect(movie.parent == nil)
        #expect(movie.viewIfLoaded?.superview == nil)
        #expect(tv.isMirroring)
    }

    @Test(
        "When its display is unplugged, the next display shows the same controller, which left the first window first",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func controllerMovesToTheNextDisplay(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers, holding: [.externalDisplaysCoexist])
        device.launch(rootViewController: SourceRootController())
        let first = device.connectDisplay(.airPlay)
        let second = device.connectDisplay(.cable)
        device.runUntilIdle()
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()
        #expect(first.shownTexts == ["Movie"])
        #expect(second.isMirroring)

        device.disconnect(first)
        device.runUntilIdle()
        #expect(second.shownTexts == ["Movie"])
        #expect(movie.view.window?.windowScene === second.scenes.first)
        #expect(movie.events.filter { $0 == "viewDidLoad" }.count == 1, "moved, not reloaded")
        #expect(movie.events.suffix(3) == ["didMove(toParent: nil)", "didMove(toParent:)", "viewDidAppear"])
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A UIView fills AirKit's window and is taken out of it on stop", arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func viewShowsAndLeaves(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        let label = UILabel(frame: .zero)
        label.text = "Scoreboard"
        Air.play(.view(label))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Scoreboard"])
        #expect(label.window?.windowScene?.session.role == .windowExternalDisplayNonInteractive)

        Air.stop()
        device.runUntilIdle()
        #expect(label.superview == nil, "the view leaves AirKit's container")
        #expect(tv.isMirroring)

        Air.play(.view(label))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Scoreboard"], "the same view can be shown again")
        expectConsistent(.shared, on: device)
    }

    @Test(
        "UIKit and SwiftUI content replace one another on the same display, one window throughout",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func uiKitAndSwiftUIContentReplaceEachOther(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let first = LabelController("First")
        Air.play(.viewController(first))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["First"])

        Air.play { Text("SwiftUI") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["SwiftUI"])
        #expect(first.parent == nil)

        let second = LabelController("Second")
        Air.play(.viewController(second))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Second"])

        Air.play(.viewController(second))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Second"])
        #expect(second.events.filter { $0 == "viewDidAppear" }.count == 1, "playing it again keeps it on screen")
        #expect(tv.scenes.flatMap(\.windows).filter { !$0.isHidden }.count == 1)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A controller played before any display waits and shows when one connects",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func waitsForADisplay(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        device.runUntilIdle()
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()
        #expect(!movie.isViewLoaded, "nothing is loaded before a display can show it")

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }
}
