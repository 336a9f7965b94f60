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
        return .externalWindowNeverUnhidden(
            at: SourceLocation(path: delegate.location.path, line: creation), affecting: context.manifestRows,
            delegate: delegate.name)
    }

    private static func madeKey(_ delegate: CodeEvidence.SceneDelegateCode, _ context: RuleContext) -> Finding? {
        guard let line = delegate.makeKeyLines.first else { return nil }
        // A delegate that branches on the role and also unhides some window another way probably
        // makes only the app's own window key (a shared SceneDelegate that branches on the role).
        let unhidesOtherwise = delegate.unhideLines.contains { !delegate.makeKeyLines.contains($0) }
        if delegate.checksRole && unhidesOtherwise { return nil }
        return .externalWindowMadeKey(
            at: SourceLocation(path: delegate.location.path, line: line), affecting: context.manifestRows,
            delegate: delegate.name)
    }

    /// AK013: `connectedScenes.first` may return the external-display scene.
    static func unfilteredFirstScenes(_ context: RuleContext) -> [Finding] {
        (context.evidence.code?.unfilteredFirstScenes ?? []).map { location in
            .unfilteredFirstScene(at: location, affecting: context.rows)
        }
    }
}
