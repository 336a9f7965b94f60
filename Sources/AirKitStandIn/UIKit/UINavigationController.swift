import Foundation

/// A container that shows the top of a stack of view controllers.
///
/// `Documentation/StandInSources.md#uikit-containers` (`UINavigationController.h`): `NS_SWIFT_UI_ACTOR @interface
/// UINavigationController : UIViewController`; `initWithRootViewController:` ("also pushes the root
/// view controller without animation"), `initWithNibName:bundle:` ("an empty stack") and
/// `initWithCoder:` are designated; `pushViewController(_:animated:)` ("Has no effect if the view
/// controller is already in the stack"), `popViewController(animated:)` ("Returns the popped
/// controller"), `popToRootViewController(animated:)`, `topViewController`, `viewControllers` and
/// `setViewControllers(_:animated:)`. Every controller on the stack is a child; only the top one's view
/// is in the navigation controller's view.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first (StandInSources.md#uikit-containers).
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// Replaces the stack: controllers that leave it stop being children, new ones become children.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for old in stack where !viewControllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        showTop()
    }

    /// Pushes `viewController` on top; nothing happens if it is already on the stack (StandInSources.md#uikit-containers).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller, unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    open override func loadView() {
        super.loadView()
        showTop()
    }

    /// Puts the top controller's view in this controller's view and takes the others' out.
    private func showTop() {
        guard let container = viewIfLoaded else { return }
        let top = topViewController
        for controller in stack where controller !== top {
            if controller.viewIfLoaded?.superview === container { controller.viewIfLoaded?.removeFromSuperview() }
        }
        if let top, top.view.superview !== container {
            top.view.frame = container.bounds
            container.addSubview(top.view)
        }
    }
}

extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors (`UINavigationController.h`,
    /// StandInSources.md#uikit-containers).
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
