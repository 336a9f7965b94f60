/// Rules on what scene delegates do with the external-display window, and on picking a scene.
extension Rules {
    /// AK011 and AK012: the delegate named by the external-display entry must unhide its window
    /// (mirroring ends only then) and must not make it key.
    static func externalWindows(_ context: RuleContext) -> [Finding] {
        let delegates = context.evidence.code?.sceneDelegates ?? []
        let names = context.externalDelegateNames.map(\.name)
        let external = delegates.filter { delegate in names.contains(where: delegate.isNamed(by:)) }
        return external.flatMap { delegate in
            [neverUnhidden(delegate, context), madeKey(delegate, context)].compactMap { $0 }
        }
    }

    private static func neverUnhidden(_ delegate: CodeEvidence.SceneDelegateCode, _ context: RuleContext) -> Finding? {
        guard let creation = delegate.windowCreationLines.first, delegate.unhideLines.isEmpty else { return nil }
        return Finding(
            id: .externalWindowNeverUnhidden, location: SourceLocation(path: delegate.location.path, line: creation),
            affectedRows: context.manifestRows,
            message: "\(delegate.name) creates a UIWindow for the external-display scene but never sets isHidden = false. "
                + "The system keeps mirroring until a window on that scene is unhidden.",
            fix: "Unhide the window (do not make it key):\n" + FixSnippet.unhideWindow
        )
    }

    private static func madeKey(_ delegate: CodeEvidence.SceneDelegateCode, _ context: RuleContext) -> Finding? {
        guard let line = delegate.makeKeyLines.first else { return nil }
        // A delegate that branches on the role and also unhides some window another way probably
        // makes only the app's own window key (a shared SceneDelegate that branches on the role).
        let unhidesOtherwise = delegate.unhideLines.contains { !delegate.makeKeyLines.contains($0) }
        if delegate.checksRole && unhidesOtherwise { return nil }
        return Finding(
            id: .externalWindowMadeKey, location: SourceLocation(path: delegate.location.path, line: line),
            affectedRows: context.manifestRows,
            message: "\(delegate.name) makes the external-display window key. The external display is not interactive; "
                + "a key window there takes keyboard focus away from the app's own window.",
            fix: "Replace makeKeyAndVisible() with window.isHidden = false for the external-display window."
        )
    }

    /// AK013: `connectedScenes.first` may return the external-display scene.
    static func unfilteredFirstScenes(_ context: RuleContext) -> [Finding] {
        (context.evidence.code?.unfilteredFirstScenes ?? []).map { location in
            Finding(
                id: .unfilteredFirstScene, location: location, affectedRows: context.rows,
                message: "connectedScenes.first has no role filter. With a display connected, the external-display "
                    + "scene may come first (one app reported it in about a third of launches), and the code then works on the "
                    + "wrong scene.",
                fix: "Filter by role:\n" + FixSnippet.roleFilter
            )
        }
    }
}
