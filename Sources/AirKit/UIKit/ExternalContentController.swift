#if canImport(UIKit) || AIRKIT_STANDIN
/// The root of AirKit's external window: it contains the content of one request as a child, sized to
/// the window, so that AirKit decides when the content comes and goes, and it reports the window's safe
/// area to AirKit's core as it changes.
///
/// The content gets the standard containment calls: `willMove(toParent:)`, its view added,
/// `didMove(toParent:)` when shown; `willMove(toParent: nil)`, its view removed (so it sees
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` while AirKit's window is still on the external
/// scene), `removeFromParent()` when it leaves. New content replaces the old at once: the old content's
/// views are out of the window before the call returns.
final class ExternalContentController: UIViewController {
    /// The content shown, and the request it belongs to.
    private(set) var content: UIViewController?
    private var contentID: ContentID?
    /// The `additionalSafeAreaInsets` AirKit gave the content, so that it can take them back.
    private var appliedInsets: UIEdgeInsets?
    private let reportSafeArea: @MainActor (UIEdgeInsets) -> Void
    private var reportedSafeArea: UIEdgeInsets?

    init(reportSafeArea: @escaping @MainActor (UIEdgeInsets) -> Void) {
        self.reportSafeArea = reportSafeArea
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `controller`, the content of request `id`, in place of the current content. The same
    /// controller again stays as it is. A controller that is still a child of another container leaves
    /// it first: a view controller has one parent.
    func show(_ controller: UIViewController, content id: ContentID) {
        contentID = id
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
    }

    /// Takes the content out: its insets back, `willMove(toParent: nil)`, its view removed,
    /// `removeFromParent()`.
    func removeContent() {
        guard let content else { return }
        setInsets(nil, for: contentID)
        self.content = nil
        contentID = nil
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }

    /// Gives the content of request `id` these `additionalSafeAreaInsets`, or takes back what AirKit gave
    /// it (`nil`). Insets the app set itself meanwhile are left alone.
    func setInsets(_ insets: UIEdgeInsets?, for id: ContentID?) {
        guard let content, id == contentID else { return }
        if let insets {
            content.additionalSafeAreaInsets = insets
            appliedInsets = insets
        } else if let applied = appliedInsets {
            if content.additionalSafeAreaInsets == applied { content.additionalSafeAreaInsets = .zero }
            appliedInsets = nil
        }
    }

    /// Keeps the content the size of the window as the window resizes, and reports a new safe area.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content?.viewIfLoaded?.frame = view.bounds
        let safeArea = view.safeAreaInsets
        guard safeArea != reportedSafeArea else { return }
        reportedSafeArea = safeArea
        reportSafeArea(safeArea)
    }
}

/// A view controller whose view contains one view of the app's: how ``AirContent/view(_:)`` shows a
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
