/// AK008: a generated scene manifest replaces the hand-written configurations.
extension FindingDeclaration {
    static let ak008 = FindingDeclaration(
        .generatedManifestDropsConfigurations, .error,
        title: "Generated scene manifest replaces the hand-written configurations",
        summary: "`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` on a target whose Info.plist hand-writes "
            + "`UISceneConfigurations`: they are dropped from the product.",
        verdictClause: "the generated scene manifest replaces the hand-written configurations",
        consequence: """
            the configurations you wrote in the Info.plist never reach the app, and
            the external display mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            With GENERATE_INFOPLIST_FILE = YES and
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES (the default of Xcode's
            SwiftUI templates), Xcode generates UIApplicationSceneManifest at build time and it
            replaces the hand-written one. The built product then holds only

                UIApplicationSceneManifest = {
                    UIApplicationSupportsMultipleScenes = true
                    UISceneConfigurations = {}
                }

            The source file looks right, the product is not: check it with
            `plutil -p App.app/Info.plist | grep -A12 UIApplicationSceneManifest`.
            """,
        fix: .any(
            "in every configuration of the target (Build Settings → \"Application Scene\nManifest (Generation)\" → No)",
            code: FixSnippet.generationOff),
        sources: [.infoPlistValuesArticle, .sceneManifestReference],
        readsFrom: [[.xcodeProject]]
    )
}

extension Finding {
    /// AK008 for one configuration of `target` whose generated manifest drops `roles` of `sourcePlist`.
    static func generatedManifestDropsConfigurations(
        at location: SourceLocation, affecting rows: [CompatibilityRow], target: String, configuration: String,
        sourcePlist: String, roles: String
    ) -> Finding {
        Finding(
            id: .generatedManifestDropsConfigurations, location: location, affectedRows: rows,
            message: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES in \(target) (\(configuration)) "
                + "makes Xcode generate UIApplicationSceneManifest, which replaces the one hand-written in "
                + "\(sourcePlist): the product gets an empty UISceneConfigurations and loses \(roles).",
            fix: "Set \(FixSnippet.generationOff) in every configuration of \(target), so the "
                + "hand-written manifest reaches the product."
        )
    }
}
