/// AK019: the app shows no sign of using an external display, so it mirrors, as every app does.
extension FindingDeclaration {
    static let ak019 = FindingDeclaration(
        .noExternalDisplayIntent, .note,
        title: "The app shows no sign of using an external display, so it mirrors as every app does",
        summary: "The app shows no sign of using an external display, so it mirrors, as every app does. Besides "
            + "AK021, the only finding such an app gets.",
        verdictClause: "the app does not ask for an external-display scene",
        consequence: """
            nothing. A connected display mirrors the device, as it does for every
            app that asks for nothing else.
            """,
        affects: "every row; reported once, as a note, so the doctor's exit status stays 0.",
        background: """
            Mirroring is the system's default. The doctor reports "it mirrors" as an error only for
            an app that shows it means to use an external display: an external-display role
            (UIWindowSceneSessionRoleExternalDisplayNonInteractive, or the deprecated
            UIWindowSceneSessionRoleExternalDisplay) in any Info.plist; AirKit linked or imported;
            code that names an external-display role, observes UIScreen connections, calls
            registerSceneAccessory(_:), uses SwiftUI's sceneAccessory with
            ExternalNonInteractiveAccessory, or returns a configuration for an external role from
            application(_:configurationForConnecting:options:); or an executable that refers to
            the scene-accessory API. None was found. Documentation/doctor.md lists the signals.
            """,
        fix: FindingFix(
            [.way(nil, "nothing to fix. To show your own content on the display instead, follow one of these")]
                + FixSnippet.sceneAccessoryWays),
        sources: [.connectedDisplayArticle, .mirroringThread]
    )
}

extension Finding {
    /// AK019 for the app named `appName`.
    static func noExternalDisplayIntent(at location: SourceLocation, appName: String?, audience: FindingFix.Audience?)
        -> Finding
    {
        Finding(
            id: .noExternalDisplayIntent, location: location, affectedRows: [],
            message: "Nothing in \(appName ?? "the app") asks for an external-display scene: no "
                + "external-display role in an Info.plist, no AirKit, no scene accessory, and no code that handles "
                + "external screens or scenes. A connected display mirrors the device, which is the system's default.",
            fix: "Nothing to fix for the display. To show your own content on it, "
                + FindingDeclaration.registeringASceneAccessory(for: audience)
        )
    }
}
