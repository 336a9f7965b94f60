/// AK020: AirKit's scene delegate is filed under a role that is not an external display.
extension FindingDeclaration {
    static let ak020 = FindingDeclaration(
        .airKitDelegateUnderOtherRole, .error,
        title: "AirKit's scene delegate is filed under a role that is not an external display",
        summary: "An Info.plist names `AirKitSceneDelegate` (or `Module.AirKitSceneDelegate`) under a role other than "
            + "the external-display ones, e.g. `UIWindowSceneSessionRoleApplication`: AirKit refuses that scene, so it "
            + "gets no window. Such an entry also counts as a sign the app means to use a display.",
        consequence: """
            the scene of that role gets no window from AirKit. Filed under
            UIWindowSceneSessionRoleApplication, the app's own interface gets none.
            """,
        affects: "every OS and SDK; the system reads the Info.plist for the app's own scene on all of them.",
        background: """
            UIKit makes the delegate an Info.plist configuration names for every scene of its role.
            AirKitSceneDelegate puts AirKit's window only on external-display scenes
            (UIWindowSceneSessionRoleExternalDisplayNonInteractive, or the deprecated
            UIWindowSceneSessionRoleExternalDisplay). Given any other scene, it attaches nothing
            and logs a warning that names the role: otherwise its window would cover the app's
            interface on the device, and Air.shared.connection would report a display that is not
            there. The same applies to an application(_:configurationForConnecting:options:) that
            returns AirKitSceneDelegate for every session; the doctor cannot see that, but the
            warning in the log names the role.
            """,
        fix: .any(
            """
            file AirKit's entry only under the external-display role, and give the
            application role your own scene delegate (a SwiftUI app needs no entry for it)
            """,
            code: FixSnippet.externalRoleEntry),
        sources: [.sceneConfigurationsReference, .connectedDisplayArticle]
    )
}

extension Finding {
    /// AK020 for the entry in `product` that names AirKit's delegate, `written`, under `role`.
    static func airKitDelegateUnderOtherRole(
        at location: SourceLocation, affecting rows: [CompatibilityRow], in product: ProductManifest, written: String,
        role: RoleConfigurations
    ) -> Finding {
        let consequence =
            role.role == .application
            ? "the app's own scene gets AirKit's delegate instead of the app's, and no window from it"
            : "a scene of that role gets no window from it"
        return Finding(
            id: .airKitDelegateUnderOtherRole, location: location, affectedRows: rows,
            message: "\(product.description.capitalizedFirst) names \(written) under \(role.roleName). AirKit's scene "
                + "delegate serves only external-display scenes: it refuses this one and logs a warning, and "
                + "\(consequence).",
            fix: "Move AirKit's entry under \(SceneRole.externalDisplayNonInteractive.rawValue) and give "
                + "\(role.roleName) your app's own scene delegate (or none, for a SwiftUI app):\n"
                + FixSnippet.externalRoleEntry
        )
    }
}
