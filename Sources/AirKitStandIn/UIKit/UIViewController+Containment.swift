extension UIViewController {
    func embed(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    func leaveParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// This controller, its children and the controllers they present, depth first.
    var controllerSubtree: [UIViewController] {
        [self] + children.flatMap(\.controllerSubtree) + (presentedViewController?.controllerSubtree ?? [])
    }

    /// This controller and its children's trees, leaving out what any of them presents.
    var controllerSubtreeWithoutPresentations: [UIViewController] {
        [self] + children.flatMap(\.controllerSubtreeWithoutPresentations)
    }

    /// The outermost container of this controller: the window's root or a presented controller.
    var containmentRoot: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }
}
