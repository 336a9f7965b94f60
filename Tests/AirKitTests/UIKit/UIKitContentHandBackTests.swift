import AirKit
import AirKitStandIn
import Testing

/// A player screen, as UIKitContent.md's recipe writes it: its movie view goes to the TV with
/// `Air.play(.view(_:))` and comes back to the screen whenever AirKit no longer shows it there.
@MainActor
final class MovieScreenController: UIViewController {
    let movieView = UILabel(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
        movieView.text = "Movie"
        view.addSubview(movieView)
    }

    func showOnTV() {
        Air.play(.view(movieView))
    }

    override func updateProperties() {
        super.updateProperties()
        // Read, so that a change runs this again: a request ended, or the TV stopped showing it.
        _ = Air.shared.lastPlaybackEnd
        _ = Air.shared.connection.isViewAdded
        // A view AirKit does not show has no superview: the screen takes it back.
        if movieView.superview == nil { view.addSubview(movieView) }
    }
}

/// Taking UIKit content back after `Air.play(.viewController(_:))` or `Air.play(.view(_:))`: after each
/// moment a request can end or leave its display, the app can put its controller or view in its own
/// hierarchy, and AirKit's window no longer has it; under `.resume` AirKit still holds the request and
/// takes the content back when a display shows it again.
@MainActor
@Suite("Handing UIKit content back", .behaviorMatrix)
struct UIKitContentHandBackTests {
    /// The app's own screen on the device.
    /// The app launched with a source at its root, and `display` connected.
    private func launchWithDisplay(
        _ platform: Platform, _ answers: BehaviorRow, _ display: SimulatedDisplay.Description
    ) -> (SimulatedDevice, SimulatedDisplay) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(display)
        device.runUntilIdle()
        return (device, tv)
    }

    /// A view of the app's own, a label saying `text`.
    private func label(_ text: String) -> UILabel {
        let view = UILabel(frame: .zero)
        view.text = text
        return view
    }

    private func appScreen(_ device: SimulatedDevice) throws -> UIViewController {
        try #require(device.mainWindow?.rootViewController)
    }

    /// Whether `view` is in a window on an external display's scene.
    private func isOnTheTV(_ view: UIView?) -> Bool {
        view?.window?.windowScene?.session.role == .windowExternalDisplayNonInteractive
    }

    /// Adopts `controller` as a child of the app's own screen, as a UIKit container would.
    private func adopt(_ controller: UIViewController, into screen: UIViewController) {
        screen.addChild(controller)
        screen.view.addSubview(controller.view)
        controller.didMove(toParent: screen)
    }

    @Test(
        "After stop(), AirKit has let go of the controller: the app adds it to its own screen and the TV mirrors",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func stopHandsTheControllerBack(platform: Platform, answers: BehaviorRow) throws {
        let (device, tv) = launchWithDisplay(platform, answers, .airPlay)
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])

        Air.stop()
        // At once, as stop() returns: the containment calls ran and the window is hidden.
        #expect(movie.parent == nil)
        #expect(movie.viewIfLoaded?.superview == nil)
        #expect(movie.events.suffix(2) == ["viewDidDisappear, window still shown", "didMove(toParent: nil)"])
        #expect(tv.isMirroring)

        let screen = try appScreen(device)
        adopt(movie, into: screen)
        device.runUntilIdle()
        #expect(movie.parent === screen)
        #expect(movie.view.window === device.mainWindow)
        #expect(tv.isMirroring, "AirKit does not take it again")
        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "After stop(), the app's view is out of AirKit's window and the app can show it on the device",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func stopHandsTheViewBack(platform: Platform, answers: BehaviorRow) throws {
        let (device, tv) = launchWithDisplay(platform, answers, .cable)
        let movieView = label("Movie")
        Air.play(.view(movieView))
        device.runUntilIdle()
        #expect(isOnTheTV(movieView))

        Air.stop()
        #expect(movieView.superview == nil, "out of AirKit's window as stop() returns")
        let screen = try appScreen(device)
        screen.view.addSubview(movieView)
        device.runUntilIdle()
        #expect(movieView.window === device.mainWindow)
        #expect(tv.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Unplugged under a policy that ends the request, the content is the app's again and a new display does not take it",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func unplugUnderAStopPolicyHandsItBack(platform: Platform, answers: BehaviorRow) throws {
        for policy in [ReconnectPolicy.stop, .stopWithItsDisplay] {
            let device = SimulatedDevice.airKitApp(platform, answers)
            device.launch(rootViewController: SourceRootController())
            Air.shared.reconnectPolicy = policy
            let tv = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            var movie: LabelController? = LabelController("Movie")
            weak let weakMovie = movie
            Air.play(.viewController(movie!))
            device.runUntilIdle()
            #expect(tv.shownTexts == ["Movie"])

            device.disconnect(tv)
            device.runUntilIdle()
            #expect(Air.shared.lastPlaybackEnd?.reason == .displayUnplugged, "\(policy)")
            #expect(!Air.shared.isPlaybackRequested)
            #expect(movie?.parent == nil, "\(policy)")
            #expect(movie?.viewIfLoaded?.superview == nil, "\(policy)")

            let screen = try appScreen(device)
            adopt(movie!, into: screen)
            let next = device.connectDisplay(.cable)
            device.runUntilIdle()
            #expect(movie?.parent === screen, "\(policy): the ended request holds nothing")
            #expect(movie?.view.window === device.mainWindow)
            #expect(next.isMirroring)
            expectConsistent(.shared, on: device)

            movie?.willMove(toParent: nil)
            movie?.view.removeFromSuperview()
            movie?.removeFromParent()
            movie = nil
            #expect(weakMovie == nil, "\(policy): AirKit kept no reference")
        }
    }

    @Test(
        "Unplugged under .resume, the request waits holding the content: the app may show it meanwhile, and AirKit takes it back",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func unplugUnderResumeLendsTheContent(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        #expect(Air.shared.reconnectPolicy == .resume)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(Air.shared.isPlaybackRequested, "the request waits for a display")
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.lastPlaybackEnd == nil, "nothing ended")
        #expect(movie.parent == nil)
        #expect(movie.viewIfLoaded?.superview == nil)

        let screen = try appScreen(device)
        adopt(movie, into: screen)
        device.runUntilIdle()
        #expect(movie.view.window === device.mainWindow, "the app may show it while the request waits")

        let next = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(next.shownTexts == ["Movie"], "the waiting request takes its content back")
        #expect(movie.parent !== screen)
        #expect(!screen.children.contains(movie), "it left the app's screen with the containment calls")
        #expect(isOnTheTV(movie.view))
        #expect(movie.events.filter { $0 == "viewDidLoad" }.count == 1)

        Air.stop()
        adopt(movie, into: screen)
        device.runUntilIdle()
        #expect(movie.view.window === device.mainWindow, "after stop() it is the app's for good")
        #expect(next.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A view lent back while the request waits under .resume goes to the next display",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func viewUnderResumeGoesBackToTheTV(platform: Platform, answers: BehaviorRow) throws {
        let (device, tv) = launchWithDisplay(platform, answers, .airPlay)
        let movieView = label("Movie")
        Air.play(.view(movieView))
        device.runUntilIdle()

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(movieView.superview == nil)
        let screen = try appScreen(device)
        screen.view.addSubview(movieView)
        device.runUntilIdle()
        #expect(movieView.window === device.mainWindow)

        let next = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(next.shownTexts == ["Movie"])
        #expect(movieView.superview !== screen.view)
        #expect(isOnTheTV(movieView))
        expectConsistent(.shared, on: device)
    }

    @Test(
        "An app that plays other content from an observer as its request ends gets it shown, and its own back",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func playFromAnObserverOfTheEnd(platform: Platform, answers: BehaviorRow) throws {
        let (device, tv) = launchWithDisplay(platform, answers, .airPlay)
        let movie = LabelController("Movie")
        Air.play(.viewController(movie))
        device.runUntilIdle()
        let scores = LabelController("Scores")
        var movieWasOutWhenTold: Bool?
        withObservationTracking {
            _ = Air.shared.lastPlaybackEnd
        } onChange: {
            MainActor.assumeIsolated {
                movieWasOutWhenTold = movie.parent == nil && movie.viewIfLoaded?.superview == nil
                Air.play(.viewController(scores))
            }
        }

        Air.stop()
        #expect(movieWasOutWhenTold == true, "the observer is told once the controller has left AirKit's window")
        #expect(Air.shared.isPlaybackRequested, "the observer's request was handled before stop() returned")
        #expect(movie.parent == nil)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Scores"])
        #expect(Air.shared.lastPlaybackEnd?.reason == .stopped)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A later request replaces the content: the first controller and view are the app's again at once",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func replacementHandsItBack(platform: Platform, answers: BehaviorRow) throws {
        let (device, tv) = launchWithDisplay(platform, answers, .airPlay)
        let first = LabelController("First")
        Air.play(.viewController(first))
        device.runUntilIdle()
        let secondView = UILabel(frame: .zero)
        secondView.text = "Second"

        Air.play(.view(secondView))
        #expect(first.parent == nil, "out as play(_:) returns")
        #expect(first.viewIfLoaded?.superview == nil)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Second"])
        #expect(Air.shared.lastPlaybackEnd?.reason == .replaced)

        let screen = try appScreen(device)
        adopt(first, into: screen)
        Air.play { Text("Third") }
        #expect(secondView.superview == nil, "the view too")
        screen.view.addSubview(secondView)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Third"])
        #expect(first.view.window === device.mainWindow)
        #expect(secondView.window === device.mainWindow)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "The article's player screen gets its movie view back on stop, on unplug under every policy, and on replacement",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func recipeTakesTheMovieViewBack(platform: Platform, answers: BehaviorRow) throws {
        enum Moment {
            case stop, replaced
            case unplugged(ReconnectPolicy)
        }
        let moments: [Moment] = [.stop, .replaced] + ReconnectPolicy.allCases.map(Moment.unplugged)
        for moment in moments {
            let device = SimulatedDevice.airKitApp(platform, answers)
            let screen = MovieScreenController()
            device.launch(rootViewController: screen)
            if case .unplugged(let policy) = moment { Air.shared.reconnectPolicy = policy }
            let tv = device.connectDisplay(.airPlay)
            device.runUntilIdle()
            screen.showOnTV()
            device.runUntilIdle()
            #expect(tv.shownTexts == ["Movie"], "\(moment)")
            #expect(isOnTheTV(screen.movieView), "\(moment)")

            switch moment {
            case .stop: Air.stop()
            case .replaced: Air.play { Text("Scores") }
            case .unplugged: device.disconnect(tv)
            }
            device.runUntilIdle()
            #expect(screen.movieView.superview === screen.view, "\(moment): the movie view is back on the device")
            #expect(screen.movieView.window === device.mainWindow, "\(moment)")
            expectConsistent(.shared, on: device)

            if case .unplugged(let policy) = moment {
                let next = device.connectDisplay(.cable)
                device.runUntilIdle()
                let resumes = policy == .resume
                #expect(isOnTheTV(screen.movieView) == resumes, "\(moment): only .resume shows it again")
                #expect(next.shownTexts == (resumes ? ["Movie"] : []), "\(moment)")
            }
        }
    }
}
