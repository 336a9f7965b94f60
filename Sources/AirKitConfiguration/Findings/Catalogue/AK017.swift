/// AK017: `UIRequiresFullScreen` is set.
extension FindingDeclaration {
    static let ak017 = FindingDeclaration(
        .requiresFullScreen, .note,
        title: "UIRequiresFullScreen is set",
        summary:
            "`UIRequiresFullScreen` is set, in an Info.plist or, where Xcode generates it, by "
            + "`INFOPLIST_KEY_UIRequiresFullScreen = YES`; developers report it keeps iPhone apps mirrored (undocumented).",
        risk: .mayGoWrong,
        consequence: "on iPhone the external display may stay mirrored.",
        affects: "reported for iPhone; not documented by Apple.",
        background: """
            Developers of external-display apps report that UIRequiresFullScreen = YES keeps iOS
            from giving the app external-display content on iPhone, and on iPad it keeps the app
            from filling an external display. Apple's documentation does not say so; treat this as
            a lead to try when everything else checks out (AirKit's Documentation/doctor.md marks
            it as undocumented too).
            """,
        fix: .any(
            """
            if it applies, remove UIRequiresFullScreen from the Info.plist (or set the
            target's "Requires Full Screen" to No)
            """),
        sources: [
            .init(
                "Apple, Information Property List: UIRequiresFullScreen",
                "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen"),
            .init(
                "tangzzz-fan/ExternalDisplayDemo, README, pitfall 1 (UIRequiresFullScreen on iPhone)",
                "https://github.com/tangzzz-fan/ExternalDisplayDemo"),
            .init(
                "moonlight-stream/moonlight-ios pull request 553 (removing UIRequiresFullScreen for an iPad's external monitor)",
                "https://github.com/moonlight-stream/moonlight-ios/pull/553"),
        ]
    )
}

extension Finding {
    /// AK017 for `plist`, which sets the key.
    static func requiresFullScreen(at location: SourceLocation, affecting rows: [CompatibilityRow], plist: String)
        -> Finding
    {
        Finding(
            id: .requiresFullScreen, location: location, affectedRows: rows,
            message: "\(plist) sets UIRequiresFullScreen. Developers report that iOS then offers no "
                + "external-display scene on iPhone; Apple does not document this.",
            fix: "If the external display stays mirrored on iPhone, try removing UIRequiresFullScreen."
        )
    }

    /// AK017 for `INFOPLIST_KEY_UIRequiresFullScreen = YES` in `configurations` of `target`, which
    /// puts the key in the Info.plist Xcode generates.
    static func requiresFullScreen(
        at location: SourceLocation, affecting rows: [CompatibilityRow], target: String, configurations: [String]
    ) -> Finding {
        Finding(
            id: .requiresFullScreen, location: location, affectedRows: rows,
            message: "INFOPLIST_KEY_UIRequiresFullScreen = YES in \(target) (\(configurations.joined(separator: " and "))) "
                + "sets UIRequiresFullScreen in the Info.plist Xcode generates. Developers report that iOS then offers no "
                + "external-display scene on iPhone; Apple does not document this.",
            fix: "If the external display stays mirrored on iPhone, try setting \"Requires Full Screen\" "
                + "(INFOPLIST_KEY_UIRequiresFullScreen) to No."
        )
    }
}
