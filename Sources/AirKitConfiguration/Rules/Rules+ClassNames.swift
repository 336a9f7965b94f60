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
            return Finding(
                id: .unexpandedBuildVariable, location: built.location(of: keyPath),
                affectedRows: inManifest ? context.manifestRows : context.rows,
                message: "\(keyPath) is \"\(value)\" in the built Info.plist: Xcode did not expand \(first), so "
                    + "UIKit reads the text literally\(inManifest ? " and finds no class or configuration by that name" : "").",
                fix: "Let Xcode process the Info.plist (name it in INFOPLIST_FILE instead of copying it as a resource), "
                    + "or write the final value, e.g. an @objc(Name) class name."
            )
        }
    }

    /// AK006: `Module.Class` with a module name outside ASCII.
    static func nonASCIIModules(_ context: RuleContext) -> [Finding] {
        context.externalDelegateNames.compactMap { name, product, entry in
            guard name.hasNonASCIIModule, let module = name.moduleName else { return nil }
            let written = product.plistEvidence == nil ? name.written : (sourceValue(of: entry, in: product) ?? name.written)
            let expansion = written == name.written ? "" : " (\(written) with PRODUCT_MODULE_NAME = \(module))"
            return Finding(
                id: .nonASCIIModuleName,
                location: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                affectedRows: context.manifestRows,
                message: "The external-display delegate is \"\(name.written)\"\(expansion). UIKit resolves it with "
                    + "NSClassFromString, which does not reliably find a class through a module name outside "
                    + "ASCII; the scene then has no delegate and the display mirrors.",
                fix: "Give the class a fixed Objective-C name and use it in the Info.plist:\n"
                    + "@objc(\(name.className)) final class \(name.className): UIResponder, UIWindowSceneDelegate { … }\n"
                    + "<key>UISceneDelegateClassName</key>\n<string>\(name.className)</string>"
            )
        }
    }

    /// The delegate value as the source Info.plist writes it, before expansion.
    private static func sourceValue(of entry: SceneConfigurationEntry, in product: ProductManifest) -> String? {
        let entries = product.plistEvidence?.plist.sceneManifest?.externalEntries ?? []
        return entries.first { $0.keyPath == entry.keyPath }?.delegateClassName
    }

    /// AK007: the built product's external delegate must be a class the executable defines.
    static func delegateClassesUndefined(_ context: RuleContext) -> [Finding] {
        guard let executable = context.evidence.executable, let defined = executable.definedClassNames else { return [] }
        return context.externalDelegateNames.compactMap { name, product, entry in
            guard product.isObserved, let candidates = name.runtimeNameCandidates,
                !candidates.contains(where: defined.contains)
            else { return nil }
            return Finding(
                id: .delegateClassNotDefined,
                location: product.location(of: entry.keyPath.appending(key: InfoPlistKey.delegateClassName)),
                affectedRows: context.manifestRows,
                message: "The external-display delegate \"\(name.written)\" is not a class that \(executable.path) or "
                    + "its embedded frameworks define (looked for \(candidates.joined(separator: ", "))). "
                    + "NSClassFromString returns nil, the scene gets no delegate, and the display mirrors.",
                fix: "Match the Info.plist to the class: export it with @objc(\(name.className)) and write "
                    + "\"\(name.className)\", or write \"$(PRODUCT_MODULE_NAME).\(name.className)\" in the source Info.plist. "
                    + "With AirKit, use \"AirKitSceneDelegate\"."
            )
        }
    }
}
