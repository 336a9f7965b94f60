// The Swift code of the article "UIKit content and UIKit sources" (UIKitContent.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit

/// The app's own controller the article shows on the TV.
final class ScoreboardViewController: UIViewController {}

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
