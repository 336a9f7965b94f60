import Foundation

/// A container that shows one of its view controllers at a time, chosen by a tab.
///
/// `Documentation/StandInSources.md#uikit-containers` (`UITabBarController.h`): `NS_SWIFT_UI_ACTOR @interface
/// UITabBarController : UIViewController`; `viewControllers` (nullable, copy) and
/// `setViewControllers(_:animated:)`; `selectedViewController` and `selectedIndex` (`NSUInteger`,
/// `Int` in Swift). Every view controller of the tabs is a child of the tab bar controller; only the
/// selected one's view is in the tab bar controller's view, so the others are off screen.
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selected = 0

    /// The controllers of the tabs, in order; each is a child of this controller (StandInSources.md#uikit-containers).
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs: controllers that leave stop being children, new ones become children, and the
    /// selection stays on the same index when it still exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for old in tabs ?? [] where !new.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        tabs = viewControllers
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if selected >= new.count { selected = 0 }
        showSelectedTab()
    }

    /// The selected tab's controller; setting one that is not a tab changes nothing.
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selected) else { return nil }
            return tabs[selected]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The index of the selected tab; setting it shows that tab's view in place of the previous one's.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue), newValue != selected else { return }
            selected = newValue
            showSelectedTab()
        }
    }

    open override func loadView() {
        super.loadView()
        showSelectedTab()
    }

    /// Puts the selected controller's view in this controller's view and takes the others' out.
    private func showSelectedTab() {
        guard let container = viewIfLoaded else { return }
        let shown = selectedViewController
        for tab in tabs ?? [] where tab !== shown {
            if tab.viewIfLoaded?.superview === container { tab.viewIfLoaded?.removeFromSuperview() }
        }
        if let shown, shown.view.superview !== container {
            shown.view.frame = container.bounds
            container.addSubview(shown.view)
        }
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors (`UITabBarController.h`,
    /// StandInSources.md#uikit-containers).
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}
