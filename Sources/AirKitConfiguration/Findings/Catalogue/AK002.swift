/// AK002: the product's scene manifest has no external-display role.
extension FindingDeclaration {
    static let ak002 = FindingDeclaration(
        .missingExternalRole, .error,
        title: "No external-display role in the scene manifest",
        summary: "The product's scene manifest has no `UIWindowSceneSessionRoleExternalDisplayNonInteractive` entry: "
            + "on iOS ≤ 26 (and iOS 27 with an older SDK) the display only mirrors.",
        verdictClause: "the scene manifest declares no external-display role",
        consequence: "the external display only mirrors the device.",
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            Up to iOS 26 the system connects a scene with the role
            UIWindowSceneSessionRoleExternalDisplayNonInteractive when a display connects, and
            takes its delegate from the Info.plist: UIApplicationSceneManifest →
            UISceneConfigurations → the role's first configuration. Apple DTS: the scene "is not
            something that can be blocked", and "if you don't [put something in it] … the system will
            mirror content into this scene". Without the role entry the scene has no delegate, nothing
            attaches a window, and the display mirrors. Check the built product, not the source file:
            Xcode can drop the entry on the way (AK008, AK009): `plutil -p App.app/Info.plist` shows
            what it holds.
            """,
        fix: .any(
            "add AirKit's entry to UISceneConfigurations, keeping the existing ones", code: FixSnippet.externalRoleEntry,
            note: """
                If the target generates its scene manifest, also set
                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO (AK008).
                An app without any UIApplicationSceneManifest runs in the app-delegate life cycle,
                where no scene connects at all: adopt the scene life cycle first (AK021).
                """),
        sources: [.mirroringThread, .connectedDisplayArticle, .sceneConfigurationsReference]
    )
}

extension Finding {
    /// AK002 for one product whose manifest lacks the role; `runsWithoutScenes` when the app does
    /// not adopt the scene life cycle.
    static func missingExternalRole(
        at location: SourceLocation, affecting rows: [CompatibilityRow], in product: ProductManifest,
        runsWithoutScenes: Bool
    ) -> Finding {
        let role = SceneRole.externalDisplayNonInteractive.rawValue
        let whatIsThere: String
        switch product.manifest {
        case nil: whatIsThere = "has no UIApplicationSceneManifest"
        case let manifest? where manifest.declares(.externalDisplayNonInteractive):
            whatIsThere = "declares \(role) with no configuration in its array"
        case let manifest? where manifest.declaresConfigurations:
            whatIsThere = "has no \(role) entry in UISceneConfigurations"
        default: whatIsThere = "has a UIApplicationSceneManifest without UISceneConfigurations"
        }
        var fix: String
        switch product.manifest {
        case nil where runsWithoutScenes:
            fix =
                "Adopt the scene life cycle first (AK021): an app without UIApplicationSceneManifest gets no scenes at all. "
                + "Then add this entry to the new manifest's UISceneConfigurations:\n" + FixSnippet.externalRoleEntry
        case let manifest? where manifest.declaresConfigurations && manifest.hasConfigurations:
            fix =
                "Add this entry to UIApplicationSceneManifest → UISceneConfigurations, keeping the existing ones:\n"
                + FixSnippet.externalRoleEntry
        default:
            fix = "Add this entry to UIApplicationSceneManifest → UISceneConfigurations:\n" + FixSnippet.externalRoleEntry
        }
        switch product.origin {
        case .generatedWithoutManifest:
            fix =
                "Set INFOPLIST_FILE to an Info.plist that holds a UIApplicationSceneManifest, then add:\n"
                + FixSnippet.externalRoleEntry
        case .generated:
            fix = "Set \(FixSnippet.generationOff) and add to the target's Info.plist:\n" + FixSnippet.externalRoleEntry
        case .built, .copiedFromSource:
            break
        }
        let consequence =
            product.manifest == nil && runsWithoutScenes
            ? "So the app runs in the app-delegate life cycle, where the system offers no external-display scene at all: "
                + "the display is only a UIScreen, and without code that puts a window on it, it mirrors."
            : "Up to iOS 26, and on iOS 27 in apps built with an older SDK, the system still connects the "
                + "external-display scene but finds no delegate for it, so nothing draws and the display mirrors."
        return Finding(
            id: .missingExternalRole, location: location, affectedRows: rows,
            message: "\(product.description.capitalizedFirst) \(whatIsThere). \(consequence)", fix: fix)
    }
}
