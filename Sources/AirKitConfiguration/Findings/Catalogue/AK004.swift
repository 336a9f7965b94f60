/// AK004: an external-display configuration names no scene delegate.
extension FindingDeclaration {
    static let ak004 = FindingDeclaration(
        .externalRoleWithoutDelegate, .error,
        title: "External-display configuration names no scene delegate",
        summary: "An external-display configuration names no `UISceneDelegateClassName` (and no storyboard).",
        verdictClause: "the external-display configuration names no scene delegate",
        consequence: "the external display only mirrors the device.",
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            UIKit creates the external-display scene's delegate from UISceneDelegateClassName.
            Without it (and without a storyboard) the scene connects with no delegate, no window is
            attached and unhidden, and the system keeps mirroring. Apple DTS: "the system will mirror
            content into this scene. You express either by adding or removing your UIWindow to this
            scene."
            """,
        fix: .any("name the delegate class in the configuration, e.g. AirKit's", code: delegateEntry),
        sources: [.sceneConfigurationsReference, .mirroringThread]
    )

    static let delegateEntry = """
        <key>UISceneDelegateClassName</key>
        <string>AirKitSceneDelegate</string>
        """
}

extension Finding {
    /// AK004 for the external-display configuration named `name` (if it has a name) in `product`.
    static func externalRoleWithoutDelegate(
        at location: SourceLocation, affecting rows: [CompatibilityRow], configuration name: String?,
        in product: ProductManifest
    ) -> Finding {
        Finding(
            id: .externalRoleWithoutDelegate, location: location, affectedRows: rows,
            message: "The external-display configuration\(name.map { " \"\($0)\"" } ?? "") in \(product.description) "
                + "has no UISceneDelegateClassName. UIKit connects the scene with no delegate, no window is attached, "
                + "and the display mirrors.",
            fix: "Name the scene delegate, e.g. AirKit's:\n" + FindingDeclaration.delegateEntry
        )
    }
}
