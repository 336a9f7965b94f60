/// AK006: the external delegate is written `Module.Class` with a module name outside ASCII.
extension FindingDeclaration {
    static let ak006 = FindingDeclaration(
        .nonASCIIModuleName, .error,
        title: "Scene delegate qualified by a module name outside ASCII",
        summary: "The external delegate is written `Module.Class` with a module name outside ASCII, which "
            + "`NSClassFromString` does not reliably resolve.",
        verdictClause: "UIKit cannot resolve the delegate's module-qualified name",
        consequence: """
            UIKit may not find the delegate class, and the external display
            mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            The Info.plist names classes as strings, which UIKit resolves with NSClassFromString.
            A Swift class written as Module.Class is found through the Swift runtime's mangled name,
            and Swift mangles an identifier outside ASCII (a target named in Chinese, say) with
            Punycode, so the runtime name is not the text "$(PRODUCT_MODULE_NAME).XXX" expands to.
            Apple does not document whether NSClassFromString translates it. A fixed Objective-C
            name avoids the module entirely.
            """,
        fix: .any(
            "give the class a fixed Objective-C name and use it in the Info.plist",
            code: objcNamedDelegate("ExternalDisplaySceneDelegate"),
            note: """
                Or rename the module with an ASCII PRODUCT_MODULE_NAME. AirKit's own delegate is
                exported as AirKitSceneDelegate and has no module part.
                """),
        sources: [
            .init(
                "Apple, NSClassFromString(_:)", "https://developer.apple.com/documentation/foundation/nsclassfromstring(_:)"),
            .init(
                "Swift, docs/ABI/Mangling.rst (identifiers outside ASCII are mangled with Punycode)",
                "https://github.com/swiftlang/swift/blob/main/docs/ABI/Mangling.rst"),
        ]
    )
}

extension Finding {
    /// AK006 for the delegate `name`, written `sourceValue` in the source Info.plist when that differs.
    static func nonASCIIModuleName(
        at location: SourceLocation, affecting rows: [CompatibilityRow], name: SceneDelegateClassName, module: String,
        sourceValue: String
    ) -> Finding {
        let expansion = sourceValue == name.written ? "" : " (\(sourceValue) with PRODUCT_MODULE_NAME = \(module))"
        return Finding(
            id: .nonASCIIModuleName, location: location, affectedRows: rows,
            message: "The external-display delegate is \"\(name.written)\"\(expansion). UIKit resolves it with "
                + "NSClassFromString, which does not reliably find a class through a module name outside "
                + "ASCII; the scene then has no delegate and the display mirrors.",
            fix: "Give the class a fixed Objective-C name and use it in the Info.plist:\n"
                + "@objc(\(name.className)) final class \(name.className): UIResponder, UIWindowSceneDelegate { … }\n"
                + "<key>UISceneDelegateClassName</key>\n<string>\(name.className)</string>"
        )
    }
}
