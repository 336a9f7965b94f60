// The Swift code of the article "UIKit content and UIKit sources" (UIKitContent.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit

/// The app's own controller the article shows on the TV.
final class ScoreboardViewController: UIViewController {}

/// The app's own movie view the article's player screen hands to the TV and takes back.
final class MovieView: UIView {}

// snippet
final class PlayerViewController: UIViewController {
    private let scoreboard = ScoreboardViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
    }

    func showOnTV() {
        Air.play(.viewController(scoreboard))
    }

    func stopTV() {
        Air.stop()
    }
}
// end snippet

/// The context of the article's `updateProperties()` fragment.
final class AvailabilityButtonController: UIViewController {
    let showButton = UIButton(type: .system)

    // snippet
    override func updateProperties() {
        super.updateProperties()
        showButton.isEnabled = Air.shared.connection.isAvailable
    }
    // end snippet
}

// snippet
final class MovieScreenController: UIViewController {
    let movieView = MovieView()

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
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
// end snippet

// snippet
final class TVStatusViewController: UIViewController {
    private let showButton = UIButton(type: .system)
    private let statusLabel = UILabel()
    private var airObserver: Air.ChangeObserver?

    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
        airObserver = Air.shared.observeChanges { [weak self] change in
            guard let self else { return }
            switch change {
            case .availability(let isAvailable):
                showButton.isEnabled = isAvailable
            case .showing(let display):
                statusLabel.text = display == nil ? "On this iPhone" : "On the TV"
            case .playbackEnded(let end):
                if end.reason == .displayUnplugged { statusLabel.text = "The TV was disconnected" }
            }
        }
    }
}
// end snippet
