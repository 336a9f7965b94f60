/// Rules on the names UIKit resolves at run time: build variables left in the product, module
/// names, and whether the executable defines the delegate class.
extension Rules {
    /// AK005: a `$(…)` left in a built Info.plist is read literally.
    static func unexpandedVariables(_ context: RuleContext) -> [Finding] {
        guard let built = context.evidence.builtInfoPlist else { return [] }
        return built.plist.expandableStrings.compactMap { keyPath, value in
            let references = BuildVariables.references(in: value)
            guard let first = references.first else { return nil }
            let inManifest = keyPath.components.first == .key(InfoPlistKey.sceneManifest)
            return .unexpandedBuildVariable(
                at: built.location(of: keyPath), affecting: inManifest ? context.manifestRows : context.rows,
                keyPath: keyPath, value: value, reference: first, inSceneManifest: inManifest)
        }
    }

    /// AK006: `Module.Class` with a module name outside ASCII.
    static func nonASCIIModules(_ context: RuleContext) -> [Finding] {
        context.externalDelegateNames.compactMap { name, product, entry in
            guard name.hasNonASCIIModule, let module = name.moduleName else { return nil }
            let written = product.plistEvidence == nil ? name.written : (sourceValue(of: entry, in: product) ?? name.written)
            return .nonASCIIModuleName(
                at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                affecting: context.manifestRows, name: name, module: module, sourceValue: written)
        }
    }

    /// The delegate value as the source Info.plist writes it, before expansion.
    private static func sourceValue(of entry: SceneConfigurationEntry, in product: ProductManifest) -> String? {
        let entries = product.plistEvidence?.plist.sceneManifest?.externalEntries ?? []
        return entries.first { $0.keyPath == entry.keyPath }?.delegateClassName
    }

    /// AK007: the built product's external delegate must be a class the executable defines; and
    /// without an executable, AirKit's delegate must come with AirKit, linked or imported.
    static func delegateClassesUndefined(_ context: RuleContext) -> [Finding] {
        guard let executable = context.evidence.executable, let defined = executable.definedClassNames else {
            return airKitDelegatesWithoutAirKit(context)
        }
        return context.externalDelegateNames.compactMap { name, product, entry in
            guard product.isObserved, let candidates = name.runtimeNameCandidates,
                !candidates.contains(where: defined.contains)
            else { return nil }
            return .delegateClassNotDefined(
                at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                affecting: context.manifestRows, name: name, executable: executable.path, candidates: candidates)
        }
    }

    /// AK007 from the project and sources: the manifest names `AirKitSceneDelegate`, but the
    /// target links no AirKit package product and no source imports AirKit, so the class is not in
    /// the app (`airkit setup` without `--add-package` leaves it so). Only when every source could
    /// be read: an import may hide in the rest.
    static func airKitDelegatesWithoutAirKit(_ context: RuleContext) -> [Finding] {
        guard context.evidence.executable == nil, let project = context.evidence.project,
            !project.linkedPackageProducts.contains("AirKit"), let code = context.evidence.code, code.fileCount > 0,
            !code.isIncomplete, !code.externalDisplaySignals.contains(where: { $0.kind == .airKit }),
            !code.accessorySources.contains(where: { $0.kind == .airPlaySource })
        else { return [] }
        return context.externalDelegateNames.compactMap { name, product, entry in
            guard name.className == "AirKitSceneDelegate" else { return nil }
            return .airKitDelegateWithoutAirKit(
                at: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                affecting: context.manifestRows, name: name, target: project.targetName, fileCount: code.fileCount)
        }
    }
}
