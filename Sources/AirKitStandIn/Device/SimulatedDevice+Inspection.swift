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

    /// The strings of the `Text` views a window shows, in order, from every hosting controller in it,
    /// then the text of every `UILabel` in the window that no hidden view hides (UIKit content).
    public func texts(in window: UIWindow) -> [String] {
        renderedNodes(in: window).flatMap(\.texts) + labelTexts(in: window)
    }

    private func labelTexts(in view: UIView) -> [String] {
        guard !view.isHidden || view is UIWindow else { return [] }
        let own = (view as? UILabel)?.text.map { [$0] } ?? []
        return own + view.subviews.flatMap(labelTexts(in:))
    }

    /// The windows a user can touch: the unhidden windows of the app's own scenes (the main one, and
    /// any Stage Manager put on an extended display), the main window first. Each window's presented
    /// controllers (a sheet) are part of it.
    public var interactiveWindows: [UIWindow] {
        let windows = applicationScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).filter { !$0.isHidden }
        let main = mainWindow.map { main in windows.filter { $0 === main } } ?? []
        return main + windows.filter { $0 !== mainWindow }
    }

    /// Taps the button titled `title` (a SwiftUI `Button`, else a `UIButton`) in any window a user can
    /// touch (``interactiveWindows``), if the
    /// user could: it must be enabled and not under `.allowsHitTesting(false)`. The topmost presented
    /// content of a window (a sheet) is searched before what it covers. Returns whether the action ran.
    @discardableResult
    public func tapButton(_ title: String) -> Bool {
        makeCurrent()
        guard let (node, action) = interactiveNode(matching: { if case .button(title, let action) = $0 { action } else { nil } })
        else { return tapUIKitButton(title) }
        guard node.isEnabled, node.allowsHitTesting else { return false }
        action()
        return true
    }

    /// Taps the `UIButton` titled `title` in a window a user can touch, topmost window first, if it is
    /// enabled, shown and takes touches: it sends `.touchUpInside` and `.primaryActionTriggered`.
    private func tapUIKitButton(_ title: String) -> Bool {
        for window in interactiveWindows.reversed() {
            guard let button = touchableButtons(in: window).last(where: { $0.title(for: .normal) == title }) else { continue }
            guard button.isEnabled else { return false }
            button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            return true
        }
        return false
    }

    private func touchableButtons(in view: UIView) -> [UIButton] {
        guard !view.isHidden || view is UIWindow, view.isUserInteractionEnabled else { return [] }
        return ((view as? UIButton).map { [$0] } ?? []) + view.subviews.flatMap(touchableButtons(in:))
    }

    /// Sets the toggle titled `title` in any window a user can touch to `isOn`, as a user's tap would.
    /// Returns whether there was an enabled toggle to set.
    @discardableResult
    public func setToggle(_ title: String, isOn: Bool) -> Bool {
        makeCurrent()
        guard let (node, setOn) = interactiveNode(matching: { if case .toggle(title, _, let setOn) = $0 { setOn } else { nil } })
        else { return false }
        guard node.isEnabled, node.allowsHitTesting else { return false }
        setOn(isOn)
        return true
    }

    /// Whether the toggle titled `title` is on; `nil` when no window a user can touch shows one.
    public func isToggleOn(_ title: String) -> Bool? {
        interactiveNode(matching: { if case .toggle(title, let isOn, _) = $0 { isOn } else { nil } })?.1
    }

    /// The user swipes down the topmost sheet of the main window: SwiftUI dismisses it and sets its
    /// `isPresented` back to `false`. Returns whether there was a sheet to swipe.
    @discardableResult
    public func swipeDownSheet() -> Bool {
        makeCurrent()
        var layer = mainWindow?.rootViewController.map { $0.controllerSubtreeWithoutPresentations } ?? []
        var topmost: UIViewController?
        while let presented = layer.lazy.compactMap(\.presentedViewController).first {
            topmost = presented
            layer = presented.controllerSubtreeWithoutPresentations
        }
        guard let dismissal = topmost?.interactiveDismissal else { return false }
        dismissal()
        return true
    }

    /// Types `text` into the `index`th text editor of the windows a user can touch, replacing what it
    /// held, as a user would. Returns whether there was an enabled editor to type into.
    @discardableResult
    public func enterText(_ text: String, intoTextEditorAt index: Int = 0) -> Bool {
        makeCurrent()
        let editors = interactiveWindows.flatMap(frontmostNodes(in:)).flatMap(\.subtree).compactMap {
            node -> (ViewNode, @MainActor (String) -> Void)? in
            if case .textEditor(_, let setText) = node.kind { (node, setText) } else { nil }
        }
        guard editors.indices.contains(index), editors[index].0.isEnabled, editors[index].0.allowsHitTesting else { return false }
        editors[index].1(text)
        return true
    }

    /// Whether the button titled `title` is enabled; `nil` when no window a user can touch shows one.
    public func isButtonEnabled(_ title: String) -> Bool? {
        interactiveNode(matching: { if case .button(title, _) = $0 { true } else { nil } })?.0.isEnabled
    }

    /// The first node, frontmost first, whose kind `match` accepts, with what it extracted.
    private func interactiveNode<Value>(matching match: (ViewNode.Kind) -> Value?) -> (ViewNode, Value)? {
        for node in interactiveWindows.flatMap(frontmostNodes(in:)).flatMap(\.subtree) {
            if let value = match(node.kind) { return (node, value) }
        }
        return nil
    }

    /// A window's hosted nodes, layer by layer from the topmost presentation down to the root's: a
    /// layer is a controller tree without what it presents, and what any controller of it presents is
    /// the next layer up.
    private func frontmostNodes(in window: UIWindow) -> [ViewNode] {
        var layers: [[UIViewController]] = []
        var layer = window.rootViewController.map { $0.controllerSubtreeWithoutPresentations } ?? []
        while !layer.isEmpty {
            layers.insert(layer, at: 0)
            layer = layer.compactMap(\.presentedViewController).flatMap(\.controllerSubtreeWithoutPresentations)
        }
        return layers.flatMap { $0.compactMap { $0 as? any HostingContent }.flatMap(\.hostedNodes) }
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

extension SimulatedDevice {
    /// The AirPlay buttons (`AVRoutePickerView`) a window shows, in view order, hidden ones left out.
    public func routePickers(in window: UIWindow) -> [AVRoutePickerView] {
        shownViews(of: AVRoutePickerView.self, in: window)
    }

    private func shownViews<V: UIView>(of type: V.Type, in view: UIView) -> [V] {
        guard !view.isHidden || view is UIWindow else { return [] }
        return ((view as? V).map { [$0] } ?? []) + view.subviews.flatMap { shownViews(of: type, in: $0) }
    }
}
