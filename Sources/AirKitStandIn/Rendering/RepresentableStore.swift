/// The live controllers of a hosting controller's `UIViewControllerRepresentable`s, by position.
///
/// Follows `Documentation/StandInSources.md#representable`: `makeCoordinator()` and `makeUIViewController(context:)` when a
/// representable first appears, `updateUIViewController(_:context:)` on every update, and
/// `dismantleUIViewController(_:coordinator:)` before its controller leaves the hierarchy. The controller
/// becomes a child of the hosting controller and its view a subview of the hosting view: that is how a
/// representable's controller ends up "in the main interface". Whether the system then counts it as
/// presented is open: by default it does not (``SimulationAssumption/representableControllersCountAsPresented``).
@MainActor
final class RepresentableStore {
    private struct Live {
        let controller: UIViewController
        let coordinator: Any
        let dismantle: @MainActor () -> Void
    }

    weak var host: UIViewController?
    private var live: [ViewPath: Live] = [:]
    private var seen: Set<ViewPath> = []

    init(host: UIViewController) {
        self.host = host
    }

    func beginUpdate() {
        seen = []
    }

    func resolve<R: UIViewControllerRepresentable>(
        _ representable: R, at position: ViewPath, environment: EnvironmentValues
    ) -> [ViewNode] {
        let path = position.appending(String(describing: R.self))
        seen.insert(path)
        let controller: R.UIViewControllerType
        let coordinator: R.Coordinator
        if let existing = live[path], let typed = existing.controller as? R.UIViewControllerType,
            let kept = existing.coordinator as? R.Coordinator
        {
            controller = typed
            coordinator = kept
        } else {
            live.removeValue(forKey: path)?.dismantle()
            coordinator = representable.makeCoordinator()
            controller = representable.makeUIViewController(context: .init(coordinator: coordinator, environment: environment))
            attach(controller)
        }
        live[path] = Live(controller: controller, coordinator: coordinator) { [weak self] in
            R.dismantleUIViewController(controller, coordinator: coordinator)
            self?.detach(controller)
        }
        representable.updateUIViewController(controller, context: .init(coordinator: coordinator, environment: environment))
        return [ViewNode(kind: .representable(controller), path: path)]
    }

    /// Dismantles every controller whose representable did not appear in the update that just ended.
    func endUpdate() {
        for (path, entry) in live where !seen.contains(path) {
            live[path] = nil
            entry.dismantle()
        }
    }

    /// Dismantles everything, as when the hosting controller's content goes away.
    func dismantleAll() {
        let entries = Array(live.values)
        live = [:]
        for entry in entries { entry.dismantle() }
    }

    private func attach(_ controller: UIViewController) {
        guard let host else { return }
        host.addChild(controller)
        host.view.addSubview(controller.view)
        controller.didMove(toParent: host)
    }

    private func detach(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }
}
