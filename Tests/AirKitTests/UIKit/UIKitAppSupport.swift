import AirKit
import AirKitStandIn
import Testing

/// A UIKit screen that shows one line of text in a `UILabel`, and records what UIKit tells it.
@MainActor
final class LabelController: UIViewController {
    let text: String
    private(set) var events: [String] = []
    /// The window the controller last appeared in, held weakly.
    private weak var lastWindow: UIWindow?

    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds)
        label.text = text
        view.addSubview(label)
        events.append("viewDidLoad")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lastWindow = view.window
        events.append("viewDidAppear")
    }

    /// Records whether the window it left was still shown on a scene at that moment.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let windowStillShown = lastWindow.map { $0.windowScene != nil && !$0.isHidden } ?? false
        events.append(windowStillShown ? "viewDidDisappear, window still shown" : "viewDidDisappear, window gone")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
    }
}

/// A root view controller that makes itself a source in `viewDidLoad`, as a UIKit app would.
@MainActor
final class SourceRootController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
    }
}
