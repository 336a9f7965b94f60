/// AK013: `connectedScenes.first` without a role filter.
extension FindingDeclaration {
    static let ak013 = FindingDeclaration(
        .unfilteredFirstScene, .warning,
        title: "connectedScenes.first without a role filter",
        summary: "`connectedScenes.first` without a role filter may pick the external-display scene.",
        consequence: """
            code that takes UIApplication.shared.connectedScenes.first (or
            first(where:) without a role check) can get the external-display scene instead of the
            app's own, and then presents alerts, reads orientation or attaches windows on the TV.
            """,
        affects: "every OS with an external display connected.",
        background: """
            connectedScenes is a set: Apple defines no order, and with a display connected the
            external-display scene does come first in some launches (in about a third of them, one
            public app measured).
            """,
        fix: .any("take the app's own scene by its role", code: FixSnippet.roleFilter),
        sources: [
            .uiKitHeader("UIApplication.h"),
            .init(
                "ARMSX2 pull request 687 (the TV's scene listed first in about a third of launches)",
                "https://github.com/ARMSX2/ARMSX2/pull/687"),
            .init(
                "getsentry/sentry-cocoa pull request 8071 (a feedback form shown on the external display)",
                "https://github.com/getsentry/sentry-cocoa/pull/8071"),
        ],
        readsFrom: [[.sources]]
    )
}

extension Finding {
    /// AK013 for the lookup at `location`.
    static func unfilteredFirstScene(at location: SourceLocation, affecting rows: [CompatibilityRow]) -> Finding {
        Finding(
            id: .unfilteredFirstScene, location: location, affectedRows: rows,
            message: "connectedScenes.first has no role filter. With a display connected, the external-display "
                + "scene may come first (one app reported it in about a third of launches), and the code then works on the "
                + "wrong scene.",
            fix: "Take the app's own scene by its role:\n" + FixSnippet.roleFilter
        )
    }
}
