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
        let keyPath: PlistKeyPath
        switch product.manifest {
        case nil: keyPath = .sceneManifest
        case let manifest? where manifest.declares(.externalDisplayNonInteractive): keyPath = .configurations(forRoleNamed: role)
        case let manifest? where manifest.declaresConfigurations: keyPath = .sceneConfigurations
        default: keyPath = .sceneManifest
        }
        return .missingExternalRole(
            at: product.location(of: keyPath), affecting: rows, in: product, runsWithoutScenes: runsWithoutScenes)
    }

    private static func deprecatedRoleOnly(_ role: RoleConfigurations, in product: ProductManifest, rows: [CompatibilityRow])
        -> Finding
    {
        .deprecatedExternalRoleOnly(at: product.location(of: role.keyPath), affecting: rows, in: product, role: role)
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
                return .externalRoleWithoutDelegate(
                    at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                    affecting: affected(rows, in: context), configuration: entry.name, in: product)
            }
        }
    }

    /// AK014: values of the wrong type inside `UIApplicationSceneManifest`.
    static func malformedManifests(_ context: RuleContext) -> [Finding] {
        context.inspectedInfoPlists.flatMap { plist in
            plist.plist.problems.filter { $0.keyPath.components.first == .key(InfoPlistKey.sceneManifest) }.map { problem in
                Finding.malformedSceneManifest(
                    at: plist.location(of: problem.keyPath), affecting: context.manifestRows, keyPath: problem.keyPath,
                    found: problem.found, expected: problem.expected, plist: plist.path)
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
                return .externalSceneClassNotWindowScene(
                    at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.sceneClassName)),
                    affecting: context.manifestRows, in: product, sceneClass: sceneClass)
            }
        }
    }

    /// AK017: `UIRequiresFullScreen = YES`, in an Info.plist file or, where Xcode generates the
    /// Info.plist and no built product shows it, through `INFOPLIST_KEY_UIRequiresFullScreen = YES`.
    static func fullScreenRequirements(_ context: RuleContext) -> [Finding] {
        let files = context.inspectedInfoPlists.filter { $0.plist.requiresFullScreen == true }.map { plist in
            Finding.requiresFullScreen(
                at: plist.location(of: PlistKeyPath(keys: InfoPlistKey.requiresFullScreen)), affecting: context.rows,
                plist: plist.path)
        }
        guard context.evidence.builtInfoPlist == nil, let project = context.evidence.project else { return files }
        var settings: [(setting: BuildSettingValue, configurations: [String])] = []
        for configuration in project.configurations where configuration.isInfoPlistGenerated {
            guard let setting = configuration.requiresFullScreen, setting.isYes else { continue }
            if let index = settings.firstIndex(where: { $0.setting.location == setting.location }) {
                settings[index].configurations.append(configuration.name)
            } else {
                settings.append((setting, [configuration.name]))
            }
        }
        return files
            + settings.map { setting, configurations in
                Finding.requiresFullScreen(
                    at: setting.location, affecting: context.rows, target: project.targetName, configurations: configurations)
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
