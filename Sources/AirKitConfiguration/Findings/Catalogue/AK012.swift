/// AK012: the external-display window is made key.
extension FindingDeclaration {
    static let ak012 = FindingDeclaration(
        .externalWindowMadeKey, .warning,
        title: "External-display window is made key",
        summary: "The external-display window is made key (`makeKeyAndVisible()`/`makeKey()`).",
        consequence: """
            the external display is not interactive, but its window becomes the
            key window and takes keyboard focus away from the app's own window.
            """,
        affects: "every row where the delegate serves the external-display scene.",
        background: """
            makeKeyAndVisible() both unhides and makes key. The external window only needs to be
            unhidden; a delegate that serves both roles keeps makeKeyAndVisible() for the
            application role (session.role == .windowApplication) and only unhides the external one.
            """,
        fix: .any(
            "for the external-display window, write this instead of window.makeKeyAndVisible()",
            code: "window.isHidden = false"),
        sources: [
            .uiKitHeader("UIWindow.h"),
            .init(
                "tangzzz-fan/ExternalDisplayDemo, README (pitfall: makeKeyAndVisible() on the external window)",
                "https://github.com/tangzzz-fan/ExternalDisplayDemo"),
        ],
        readsFrom: [[.sources]]
    )
}

extension Finding {
    /// AK012 for the delegate `delegate`, which makes its window key at `location`.
    static func externalWindowMadeKey(at location: SourceLocation, affecting rows: [CompatibilityRow], delegate: String)
        -> Finding
    {
        Finding(
            id: .externalWindowMadeKey, location: location, affectedRows: rows,
            message: "\(delegate) makes the external-display window key. The external display is not interactive; "
                + "a key window there takes keyboard focus away from the app's own window.",
            fix: "Replace makeKeyAndVisible() with window.isHidden = false for the external-display window."
        )
    }
}
