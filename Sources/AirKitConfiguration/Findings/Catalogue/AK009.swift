/// AK009: the built product's scene configurations are empty while its source's are not.
extension FindingDeclaration {
    static let ak009 = FindingDeclaration(
        .productConfigurationsEmpty, .error,
        title: "Built product has empty scene configurations; its source Info.plist does not",
        summary: "The built product's `UISceneConfigurations` is empty while its source Info.plist's is not.",
        verdictClause: "the built product lost its scene configurations",
        consequence: """
            the built app declares no scene configurations, so no external-display
            delegate exists for the system to use, and the display mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            The doctor found the built Info.plist's UISceneConfigurations empty (or missing) while
            the source Info.plist of the same target declares configurations: the build dropped
            them. The usual cause is a generated scene manifest (AK008), which leaves the product
            with UISceneConfigurations = {}.
            """,
        fix: .any(
            """
            set INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO for the target,
            rebuild, and confirm with `plutil -p App.app/Info.plist`
            """),
        sources: [.infoPlistValuesArticle, .sceneManifestReference],
        readsFrom: [[.builtProduct, .xcodeProject]]
    )
}

extension Finding {
    /// AK009 for a built product whose source `sourcePlist` declares configurations; `generated`
    /// when the target generates its scene manifest.
    static func productConfigurationsEmpty(
        at location: SourceLocation, affecting rows: [CompatibilityRow], sourcePlist: String, generated: Bool
    ) -> Finding {
        Finding(
            id: .productConfigurationsEmpty, location: location, affectedRows: rows,
            message: "The built Info.plist has no scene configurations, but its source \(sourcePlist) declares some: "
                + "the build dropped them\(generated ? " (the target generates its scene manifest, see AK008)" : ""). "
                + "The system finds no external-display delegate and the display mirrors.",
            fix: "Set \(FixSnippet.generationOff) for the target, rebuild, and check the product with "
                + "`plutil -p App.app/Info.plist`."
        )
    }
}
