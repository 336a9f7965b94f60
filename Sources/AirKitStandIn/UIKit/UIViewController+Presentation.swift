extension UIViewController {
    /// How many presentations sit between the window's root and this controller: 0 for the root's
    /// tree, 1 for a controller presented over it, and so on. Topmost means deepest.
    var presentationDepth: Int {
        var depth = 0
        var root = containmentRoot
        while let presenter = root.presentingViewController {
            depth += 1
            root = presenter.containmentRoot
        }
        return depth
    }

    func performPresentation(of presented: UIViewController) {
        var presenter = self
        while let next = presenter.presentedViewController { presenter = next }
        guard presented.presentingViewController == nil, presented !== presenter else {
            device?.recordFault("present(_:animated:completion:) of a controller that is already presented")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            device?.recordFault(
                "present(_:animated:completion:) from a controller whose view is not in a window hierarchy")
            return
        }
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.presentationOrder = window.device?.nextPresentationOrder() ?? 0
        window.addSubview(presented.view)
    }

    func performDismissal() {
        let dismissed: UIViewController
        if let presentedViewController {
            dismissed = presentedViewController
        } else if presentingViewController != nil {
            dismissed = self
        } else {
            return
        }
        if let further = dismissed.presentedViewController {
            further.performDismissal()
        }
        dismissed.presentingViewController?.presentedViewController = nil
        dismissed.presentingViewController = nil
        dismissed.viewIfLoaded?.removeFromSuperview()
    }
}
