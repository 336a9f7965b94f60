import Foundation

/// What a test can look at: the app's scenes and windows, what they show, and its registrations.
extension SimulatedDevice {
    /// The scenes the app has, in connection order (`UIApplication.connectedScenes` is an unordered set).
    public var scenes: [UIScene] { connectedScenes }

    /// The raw role of each connected scene, as an app would log them.
    public var sceneRoles: [String] {
        connectedScenes.map(\.session.role.rawValue)
    }

    /// The app's main window: its main scene's key window, else its first window; in the app-delegate
    /// life cycle, the app delegate's `window`, else the key window.
    public var mainWindow: UIWindow? {
        if runsAppDelegateLifeCycle { return (application.delegate?.window ?? nil) ?? keyWindow }
        return mainScene?.keyWindow ?? mainScene?.windows.first
    }

    /// The window with key status app-wide: the last one made key, while it is alive and on a connected
    /// scene. Only one window receives keyboard and focus events; an external window taking it leaves the
    /// app's own window without them.
    public var keyWindow: UIWindow? {
        guard let window = lastKeyWindow else { return nil }
        guard let scene = window.windowScene else { return runsAppDelegateLifeCycle ? window : nil }
        return connectedScenes.contains(where: { $0 === scene }) ? window : nil
    }

    func windowBecameKey(_ window: UIWindow) {
        lastKeyWindow = window
    }

    /// The strings of the `Text` views a window shows, in order, from every hosting controller in it.
    public func texts(in window: UIWindow) -> [String] {
        renderedNodes(in: window).flatMap(\.texts)
    }

    /// Taps the button titled `title` in the main window, if the user could: it must be enabled and not
    /// under `.allowsHitTesting(false)`. Returns whether the action ran.
    @discardableResult
    public func tapButton(_ title: String) -> Bool {
        makeCurrent()
        guard let window = mainWindow else { return false }
        for node in renderedNodes(in: window).flatMap(\.subtree) {
            guard case .button(let nodeTitle, let action) = node.kind, nodeTitle == title else { continue }
            guard node.isEnabled, node.allowsHitTesting else { return false }
            action()
            return true
        }
        return false
    }

    /// Types `text` into the main window's `index`th text editor, replacing what it held, as a user
    /// would. Returns whether there was an enabled editor to type into.
    @discardableResult
    public func enterText(_ text: String, intoTextEditorAt index: Int = 0) -> Bool {
        makeCurrent()
        guard let window = mainWindow else { return false }
        let editors = renderedNodes(in: window).flatMap(\.subtree).compactMap {
            node -> (ViewNode, @MainActor (String) -> Void)? in
            if case .textEditor(_, let setText) = node.kind { (node, setText) } else { nil }
        }
        guard editors.indices.contains(index), editors[index].0.isEnabled, editors[index].0.allowsHitTesting else { return false }
        editors[index].1(text)
        return true
    }

    /// Whether the button titled `title` in the main window is enabled; `nil` when there is none.
    public func isButtonEnabled(_ title: String) -> Bool? {
        guard let window = mainWindow else { return nil }
        for node in renderedNodes(in: window).flatMap(\.subtree) {
            if case .button(let nodeTitle, _) = node.kind, nodeTitle == title { return node.isEnabled }
        }
        return nil
    }

    /// The registrations the system holds, with what it decided for each.
    public var sceneAccessoryRegistrations: [UISceneAccessoryRegistration] {
        liveRegistrations
    }

    /// The registration whose content the system presents, if any.
    public var presentedRegistration: UISceneAccessoryRegistration? {
        guard offersExternalScenesOnlyToAccessories else { return nil }
        return winningRegistration
    }

    private func renderedNodes(in window: UIWindow) -> [ViewNode] {
        let controllers = window.rootViewController?.controllerSubtree ?? []
        return controllers.compactMap { $0 as? any HostingContent }.flatMap(\.hostedNodes)
    }
}
