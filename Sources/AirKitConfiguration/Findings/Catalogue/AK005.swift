/// AK005: a built Info.plist still holds a `$(…)` build variable.
extension FindingDeclaration {
    static let ak005 = FindingDeclaration(
        .unexpandedBuildVariable, .error,
        title: "Unexpanded build variable in the built Info.plist",
        summary: "A built Info.plist still holds a `$(…)` build variable, which UIKit reads literally.",
        verdictClause: "the built Info.plist holds an unexpanded build variable",
        consequence: """
            UIKit reads the value literally, e.g. a delegate class named
            "$(PRODUCT_MODULE_NAME).SceneDelegate", finds no such class, and the external display
            mirrors (or, for CFBundleExecutable, the app does not launch).
            """,
        affects: "every OS and SDK the value matters for.",
        background: """
            Xcode expands $(…) references when it processes the file named by INFOPLIST_FILE. A
            plist copied into the bundle another way (for example as a resource in Copy Bundle
            Resources) keeps the references. The doctor checks built products only: in a source
            Info.plist the references are expected.
            """,
        fix: .any(
            """
            let Xcode process the Info.plist (name it in INFOPLIST_FILE and remove it from
            Copy Bundle Resources), or write the final value. For delegate classes, a fixed
            Objective-C name needs no variable
            """,
            code: objcNamedDelegate("ExternalSceneDelegate")),
        sources: [.infoPlistValuesArticle],
        readsFrom: [[.builtProduct]]
    )

    /// A scene delegate with a fixed Objective-C name, and the Info.plist value that names it.
    static func objcNamedDelegate(_ name: String) -> String {
        """
        @objc(\(name))
        final class \(name): UIResponder, UIWindowSceneDelegate { … }

        <key>UISceneDelegateClassName</key>
        <string>\(name)</string>
        """
    }
}

extension Finding {
    /// AK005 for the value at `keyPath` whose first unexpanded reference is `reference`.
    static func unexpandedBuildVariable(
        at location: SourceLocation, affecting rows: [CompatibilityRow], keyPath: PlistKeyPath, value: String,
        reference: String, inSceneManifest: Bool
    ) -> Finding {
        Finding(
            id: .unexpandedBuildVariable, location: location, affectedRows: rows,
            message: "\(keyPath) is \"\(value)\" in the built Info.plist: Xcode did not expand \(reference), so "
                + "UIKit reads the text literally\(inSceneManifest ? " and finds no class or configuration by that name" : "").",
            fix: "Let Xcode process the Info.plist (name it in INFOPLIST_FILE instead of copying it as a resource), "
                + "or write the final value, e.g. an @objc(Name) class name."
        )
    }
}
