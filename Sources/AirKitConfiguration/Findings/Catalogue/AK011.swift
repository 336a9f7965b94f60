/// AK011: the external-display delegate creates a window but never unhides it.
extension FindingDeclaration {
    static let ak011 = FindingDeclaration(
        .externalWindowNeverUnhidden, .error,
        title: "External-display window is never unhidden",
        summary: "The external-display delegate creates a `UIWindow` but never unhides it, so mirroring never ends.",
        verdictClause: "the external-display window is never unhidden",
        consequence: """
            the app gets the external-display scene, but the display keeps
            mirroring.
            """,
        affects: "every row where the delegate serves the external-display scene.",
        background: """
            Having the scene does not end mirroring; a window shown on it does. Apple DTS: "If you
            don't [put something in this scene], or you change your mind, the system will mirror
            content into this scene. You express either by adding or removing your UIWindow to this
            scene." A UIWindow starts hidden; a delegate that creates one without unhiding it shows
            nothing.
            """,
        fix: .any("in scene(_:willConnectTo:options:), unhide the window", code: FixSnippet.unhideWindow),
        sources: [.mirroringThread, .connectedDisplayArticle, .uiKitHeader("UIWindow.h")],
        readsFrom: [[.sources]]
    )
}

extension Finding {
    /// AK011 for the delegate `delegate`, whose window is created at `location`.
    static func externalWindowNeverUnhidden(at location: SourceLocation, affecting rows: [CompatibilityRow], delegate: String)
        -> Finding
    {
        Finding(
            id: .externalWindowNeverUnhidden, location: location, affectedRows: rows,
            message: "\(delegate) creates a UIWindow for the external-display scene but never sets isHidden = false. "
                + "The system keeps mirroring until a window on that scene is unhidden.",
            fix: "Unhide the window (do not make it key):\n" + FixSnippet.unhideWindow
        )
    }
}
