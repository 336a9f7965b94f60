/// AK016: an external-display configuration names a scene class other than `UIWindowScene`.
extension FindingDeclaration {
    static let ak016 = FindingDeclaration(
        .externalSceneClassNotWindowScene, .warning,
        title: "External-display configuration names a scene class other than UIWindowScene",
        summary: "An external-display configuration's `UISceneClassName` is not `UIWindowScene`.",
        risk: .mayGoWrong,
        consequence: """
            the external-display scene is not a UIWindowScene, so no window can
            be attached to it and the display mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            Apple's documentation for UISceneClassName: "Specify UIWindowScene … Don't specify
            UIScene." UIWindow(windowScene:) needs a UIWindowScene.
            """,
        fix: .any("name UIWindowScene", code: sceneClassEntry),
        sources: [.sceneConfigurationsReference, .uiKitHeader("UIWindow.h")]
    )

    static let sceneClassEntry = """
        <key>UISceneClassName</key>
        <string>UIWindowScene</string>
        """
}

extension Finding {
    /// AK016 for the configuration in `product` that names `sceneClass`.
    static func externalSceneClassNotWindowScene(
        at location: SourceLocation, affecting rows: [CompatibilityRow], in product: ProductManifest, sceneClass: String
    ) -> Finding {
        Finding(
            id: .externalSceneClassNotWindowScene, location: location, affectedRows: rows,
            message: "The external-display configuration in \(product.description) names the scene class "
                + "\"\(sceneClass)\". Apple: \"Specify UIWindowScene … Don't specify UIScene\"; a window "
                + "needs a UIWindowScene to attach to.",
            fix: FindingDeclaration.sceneClassEntry
        )
    }
}
