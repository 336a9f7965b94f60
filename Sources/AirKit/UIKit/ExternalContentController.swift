#if canImport(UIKit) || AIRKIT_STANDIN
import Observation

/// The root of AirKit's external window for UIKit content: it contains the app's view controller as
/// a child, sized to the window, so that AirKit decides when the controller comes and goes.
///
/// The app's controller gets the standard containment calls: `willMove(toParent:)`, its view added,
/// `didMove(toParent:)` when shown; `willMove(toParent: nil)`, its view removed (so it sees
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` while AirKit's window is still on the external
/// scene), `removeFromParent()` when it leaves.
final class ExternalContentController: UIViewController {
    /// The app's controller this container shows.
    private(set) var content: UIViewController?

    init(content: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        show(content)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `controller` in place of the current content. A controller that is still a child of
    /// another container leaves it first: a view controller has one parent.
    func show(_ controller: UIViewController) {
        guard controller !== content else { return }
        removeContent()
        if controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        addChild(controller)
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        content = controller
        applyTVSafeArea()
    }

    /// Takes the content out: `willMove(toParent: nil)`, its view removed, `removeFromParent()`.
    func removeContent() {
        guard let content else { return }
        self.content = nil
        applyTVSafeArea()
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }

    /// The TV-safe layout the content's safe area follows, with the app's margin; `nil` leaves the
    /// content's safe area as UIKit makes it (``Air/uiKitSafeAreaMargin`` is `nil`).
    var tvSafeArea: (layout: ExternalLayout, appMargin: CGFloat)? {
        didSet { applyTVSafeArea() }
    }
    /// The `additionalSafeAreaInsets` AirKit last gave the content, so that it can take them back.
    private var appliedInsets: (controller: UIViewController, insets: UIEdgeInsets)?

    /// Keeps the content the size of the window as the window resizes.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content?.viewIfLoaded?.frame = view.bounds
    }

    /// Gives the content the overscan beyond the window's safe area plus the margin as
    /// `additionalSafeAreaInsets`, and does so again when the user's margin changes (observed, then
    /// applied on the next turn, once the change is made). Insets AirKit set on a controller that has
    /// left are taken back.
    private func applyTVSafeArea() {
        if let applied = appliedInsets, applied.controller !== content || tvSafeArea == nil {
            if applied.controller.additionalSafeAreaInsets == applied.insets {
                applied.controller.additionalSafeAreaInsets = .zero
            }
            appliedInsets = nil
        }
        guard let content, let tvSafeArea else { return }
        let insets = withObservationTracking {
            tvSafeArea.layout.insetsBeyondSafeArea(appMargin: tvSafeArea.appMargin).uiEdgeInsets
        } onChange: { [weak self] in
            MainQueue.run { NextTurn.run { self?.applyTVSafeArea() } }
        }
        content.additionalSafeAreaInsets = insets
        appliedInsets = (content, insets)
    }
}

/// A view controller whose view contains one view of the app's: how ``Air/play(view:)`` shows a
/// `UIView`. The app's view is taken out of it when it leaves AirKit's window.
final class HostedViewController: UIViewController {
    private let heldView: UIView

    init(view: UIView) {
        heldView = view
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        holdView()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        heldView.frame = view.bounds
    }

    /// The app's view leaves with this controller when it leaves AirKit's container, and comes back
    /// when it joins one (another display's window).
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            if heldView.superview === viewIfLoaded { heldView.removeFromSuperview() }
        } else {
            holdView()
        }
    }

    private func holdView() {
        guard heldView.superview !== view else { return }
        heldView.frame = view.bounds
        view.addSubview(heldView)
    }
}
#endif
