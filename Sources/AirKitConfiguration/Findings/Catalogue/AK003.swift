/// AK003: only the deprecated external-display role is declared.
extension FindingDeclaration {
    static let ak003 = FindingDeclaration(
        .deprecatedExternalRoleOnly, .warning,
        title: "Only the deprecated external-display role is declared",
        summary: "Only the deprecated `UIWindowSceneSessionRoleExternalDisplay` role is declared. UIKit falls back to "
            + "it (observed in iOS 26.1), but Apple does not document the fallback.",
        risk: .mayGoWrong,
        consequence: "the external display may only mirror the device.",
        affects: "iOS 16–26, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            UIWindowSceneSessionRoleExternalDisplay is the iOS 13–15 name of the role. iOS 16
            renamed it UIWindowSceneSessionRoleExternalDisplayNonInteractive and deprecated the old
            constant; sessions on iOS 16 and later report the new name. Whether UIKit still matches
            a manifest entry keyed by the old name is not documented. UIKit in iOS 26.1 does: when
            the new role has no entry, it takes the old role's (observed in the decompiled
            UIKitCore of build 23B85, UISceneConfiguration.mm), so the doctor shows the display as
            working and warns that a later release may stop.
            """,
        fix: .any(
            "declare the configuration under the current key (keep the old one too only if you\nstill support iOS 15)",
            code: FixSnippet.externalRoleEntry),
        sources: [
            .uiKitHeader("UISceneSession.h"),
            .init(
                "UIKitCore of iOS 26.1 (23B85), decompiled, UISceneConfiguration.mm",
                "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore"),
        ]
    )

    /// The verdict reason for a row that shows the display through the deprecated role.
    static func shownUnderDeprecatedRole(_ product: ProductManifest, handler: String) -> String {
        "\(product.description) declares only the deprecated \(SceneRole.externalDisplay.rawValue) with \(handler), "
            + "which UIKit falls back to (\(FindingID.deprecatedExternalRoleOnly.rawValue))"
    }
}

extension Finding {
    /// AK003 for the deprecated role's configurations in one product.
    static func deprecatedExternalRoleOnly(
        at location: SourceLocation, affecting rows: [CompatibilityRow], in product: ProductManifest,
        role: RoleConfigurations
    ) -> Finding {
        Finding(
            id: .deprecatedExternalRoleOnly, location: location, affectedRows: rows,
            message: "\(product.description.capitalizedFirst) declares only \(role.roleName), the role iOS 16 renamed to "
                + "\(SceneRole.externalDisplayNonInteractive.rawValue). UIKit in iOS 26.1 still falls back to the old key "
                + "when the new one has no entry, but Apple does not document it, and a later release may stop.",
            fix: "Declare the same configuration under \(SceneRole.externalDisplayNonInteractive.rawValue) "
                + "(keep the old key only if you support iOS 15 or earlier)."
        )
    }
}
