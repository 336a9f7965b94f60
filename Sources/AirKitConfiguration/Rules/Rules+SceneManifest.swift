/// Rules on the scene manifest's shape: is the external-display role there, with a delegate, of
/// the right types.
extension Rules {
    /// AK002 and AK003: the product's manifest must declare the external non-interactive role for
    /// the rows that take their scene from the Info.plist.
    static func externalRoleMissing(_ context: RuleContext) -> [Finding] {
        let rows = context.manifestRows
        guard !rows.isEmpty else { return [] }
        return context.manifests.compactMap { product in
            let manifest = product.manifest
            if manifest?.entries(for: .externalDisplayNonInteractive).isEmpty == false { return nil }
            if let deprecated = manifest?.roles.first(where: { $0.role == .externalDisplay && !$0.entries.isEmpty }) {
                return deprecatedRoleOnly(deprecated, in: product, rows: rows)
            }
            if droppedByXcode(product, context) || isMalformed(product) || !context.sceneSuppliers.isEmpty { return nil }
            return missingRole(in: product, rows: rows, runsWithoutScenes: context.adoption.status == .notAdopted)
        }
    }

    /// Whether AK014 already explains the missing role: the manifest, its configurations or the
    /// role's value has the wrong type.
    private static func isMalformed(_ product: ProductManifest) -> Bool {
        let rolePath = PlistKeyPath.configurations(forRoleNamed: SceneRole.externalDisplayNonInteractive.rawValue)
        return (product.plistEvidence?.plist.problems ?? []).contains { problem in
            [PlistKeyPath.sceneManifest, .sceneConfigurations].contains(problem.keyPath)
                || problem.keyPath.components.starts(with: rolePath.components)
        }
    }

    /// Whether AK008 or AK009 already explain the missing role: the source plist has configurations
    /// the product lost.
    private static func droppedByXcode(_ product: ProductManifest, _ context: RuleContext) -> Bool {
        switch product.origin {
        case .built:
            return context.sourceInfoPlists.contains { $0.plist.sceneManifest?.hasConfigurations == true }
        case .generated(_, let source):
            return source?.plist.sceneManifest?.hasConfigurations == true
        case .copiedFromSource, .generatedWithoutManifest:
            return false
        }
    }

    private static func missingRole(in product: ProductManifest, rows: [CompatibilityRow], runsWithoutScenes: Bool) -> Finding {
        let role = SceneRole.externalDisplayNonInteractive.rawValue
        let whatIsThere: String
        let keyPath: PlistKeyPath
        switch product.manifest {
        case nil:
            whatIsThere = "has no UIApplicationSceneManifest"
            keyPath = .sceneManifest
        case let manifest? where manifest.declares(.externalDisplayNonInteractive):
            whatIsThere = "declares \(role) with no configuration in its array"
            keyPath = .configurations(forRoleNamed: role)
        case let manifest? where manifest.declaresConfigurations:
            whatIsThere = "has no \(role) entry in UISceneConfigurations"
            keyPath = .sceneConfigurations
        default:
            whatIsThere = "has a UIApplicationSceneManifest without UISceneConfigurations"
            keyPath = .sceneManifest
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
            id: .missingExternalRole, location: product.location(of: keyPath), affectedRows: rows,
            message: "\(product.description.capitalizedFirst) \(whatIsThere). \(consequence)",
            fix: fix
        )
    }

    private static func deprecatedRoleOnly(_ role: RoleConfigurations, in product: ProductManifest, rows: [CompatibilityRow])
        -> Finding
    {
        Finding(
            id: .deprecatedExternalRoleOnly, location: product.location(of: role.keyPath), affectedRows: rows,
            message: "\(product.description.capitalizedFirst) declares only \(role.roleName), the role iOS 16 renamed to "
                + "\(SceneRole.externalDisplayNonInteractive.rawValue). UIKit in iOS 26.1 still falls back to the old key "
                + "when the new one has no entry, but Apple does not document it, and a later release may stop.",
            fix: "Declare the same configuration under \(SceneRole.externalDisplayNonInteractive.rawValue) "
                + "(keep the old key only if you support iOS 15 or earlier)."
        )
    }

    /// AK004: an external-display configuration must name the delegate that attaches the window.
    static func delegateMissing(_ context: RuleContext) -> [Finding] {
        let rows = context.manifestRows
        return context.manifests.flatMap { product in
            (product.manifest?.externalEntries ?? []).compactMap { entry -> Finding? in
                let delegate = entry.delegateClassName?.trimmingWhitespace ?? ""
                guard delegate.isEmpty, entry.storyboardName == nil else { return nil }
                // A delegate value of the wrong type is AK014's finding, not a missing delegate.
                let delegatePath = entry.keyPath.appending(key: InfoPlistKey.delegateClassName)
                if product.plistEvidence?.plist.problems.contains(where: { $0.keyPath == delegatePath }) == true {
                    return nil
                }
                let name = entry.name.map { " \"\($0)\"" } ?? ""
                return Finding(
                    id: .externalRoleWithoutDelegate,
                    location: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                    affectedRows: affected(rows, in: context),
                    message: "The external-display configuration\(name) in \(product.description) has no "
                        + "UISceneDelegateClassName. UIKit connects the scene with no delegate, no window is "
                        + "attached, and the display mirrors.",
                    fix:
                        "Name the scene delegate, e.g. AirKit's:\n<key>UISceneDelegateClassName</key>\n<string>AirKitSceneDelegate</string>"
                )
            }
        }
    }

    /// AK014: values of the wrong type inside `UIApplicationSceneManifest`.
    static func malformedManifests(_ context: RuleContext) -> [Finding] {
        context.inspectedInfoPlists.flatMap { plist in
            plist.plist.problems.filter { $0.keyPath.components.first == .key(InfoPlistKey.sceneManifest) }.map { problem in
                Finding(
                    id: .malformedSceneManifest, location: plist.location(of: problem.keyPath),
                    affectedRows: context.manifestRows,
                    message: "\(problem.keyPath) is \(problem.found) in \(plist.path); UIKit expects \(problem.expected) "
                        + "and ignores the value, so the configurations it should hold do not exist for the system.",
                    fix: "Make \(problem.keyPath) \(problem.expected), as in Apple's scene-manifest layout."
                )
            }
        }
    }

    /// AK016: `UISceneClassName` of an external-display entry should be `UIWindowScene`.
    static func externalSceneClasses(_ context: RuleContext) -> [Finding] {
        context.manifests.flatMap { product in
            (product.manifest?.externalEntries ?? []).compactMap { entry -> Finding? in
                guard let sceneClass = entry.sceneClassName, sceneClass != "UIWindowScene" else { return nil }
                // A UIWindowScene subclass the sources define is a window scene too.
                let className = SceneDelegateClassName(sceneClass).className
                if context.evidence.code?.windowSceneSubclasses.contains(className) == true { return nil }
                return Finding(
                    id: .externalSceneClassNotWindowScene,
                    location: product.location(of: entry.keyPath.appending(key: InfoPlistKey.sceneClassName)),
                    affectedRows: context.manifestRows,
                    message: "The external-display configuration in \(product.description) names the scene class "
                        + "\"\(sceneClass)\". Apple: \"Specify UIWindowScene … Don't specify UIScene\"; a window "
                        + "needs a UIWindowScene to attach to.",
                    fix: "<key>UISceneClassName</key>\n<string>UIWindowScene</string>"
                )
            }
        }
    }

    /// AK017: `UIRequiresFullScreen = YES`.
    static func fullScreenRequirements(_ context: RuleContext) -> [Finding] {
        context.inspectedInfoPlists.filter { $0.plist.requiresFullScreen == true }.map { plist in
            Finding(
                id: .requiresFullScreen, location: plist.location(of: PlistKeyPath(keys: InfoPlistKey.requiresFullScreen)),
                affectedRows: context.rows,
                message: "\(plist.path) sets UIRequiresFullScreen. Developers report that iOS then offers no "
                    + "external-display scene on iPhone; Apple does not document this.",
                fix: "If the external display stays mirrored on iPhone, try removing UIRequiresFullScreen."
            )
        }
    }
}

extension String {
    /// `The built Info.plist` from `the built Info.plist`; a path such as `ios/App/Info.plist` is
    /// left as written.
    var capitalizedFirst: String { hasPrefix("the ") ? "The" + dropFirst(3) : self }

    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
