/// AK007: the executable does not define the external delegate class.
extension FindingDeclaration {
    static let ak007 = FindingDeclaration(
        .delegateClassNotDefined, .error,
        title: "The executable does not define the scene delegate class",
        summary: "The executable (and its embedded frameworks) do not define the external delegate class.",
        verdictClause: "the executable does not define the external-display delegate class",
        consequence: """
            NSClassFromString returns nil for the delegate, the scene connects
            with no delegate, and the external display mirrors.
            """,
        affects: "iOS 26 and earlier, and iOS 27 for apps built with an SDK older than 27.",
        background: """
            The doctor compares the built Info.plist's UISceneDelegateClassName with the Objective-C
            classes the executable (and its embedded frameworks) define. A plain name must match an
            @objc(Name) export; Module.Class must match the Swift class's mangled runtime name
            (_TtC6Module5Class). Typical causes: a renamed class, a missing @objc(Name), a module
            prefix that is not the product's module, or a delegate in a framework that is not
            embedded. A persisted scene session naming a deleted class shows the same symptom after
            an update.

            Without an executable, the doctor can still tell for AirKit's own delegate:
            AirKitSceneDelegate exists only in an app that has AirKit. A target that names it but
            links no AirKit package product, with no source that imports AirKit (all of them read),
            gets AK007 too; airkit setup without --add-package leaves a project in that state.
            """,
        fix: .any(
            "make the two agree, e.g.", code: objcNamedDelegate("ExternalSceneDelegate"),
            note: "With AirKit, use AirKitSceneDelegate, which AirKit defines."),
        sources: [
            .init(
                "Apple, NSClassFromString(_:)", "https://developer.apple.com/documentation/foundation/nsclassfromstring(_:)"),
            .init(
                "ARMSX2 pull request 591 (a delegate class the executable lacks leaves the app with no window)",
                "https://github.com/ARMSX2/ARMSX2/pull/591"),
        ],
        readsFrom: [[.executable], EvidenceWay([.xcodeProject, .sources], when: .namesAirKitDelegate)]
    )
}

extension Finding {
    /// AK007 for the delegate `name`, looked for in `executable` as each of `candidates`.
    static func delegateClassNotDefined(
        at location: SourceLocation, affecting rows: [CompatibilityRow], name: SceneDelegateClassName, executable: String,
        candidates: [String]
    ) -> Finding {
        Finding(
            id: .delegateClassNotDefined, location: location, affectedRows: rows,
            message: "The external-display delegate \"\(name.written)\" is not a class that \(executable) or "
                + "its embedded frameworks define (looked for \(candidates.joined(separator: ", "))). "
                + "NSClassFromString returns nil, the scene gets no delegate, and the display mirrors.",
            fix: "Match the Info.plist to the class: export it with @objc(\(name.className)) and write "
                + "\"\(name.className)\", or write \"$(PRODUCT_MODULE_NAME).\(name.className)\" in the source Info.plist. "
                + "With AirKit, use \"AirKitSceneDelegate\"."
        )
    }

    /// AK007 for AirKit's delegate `name` in `target`, which neither links AirKit nor imports it in
    /// any of its `fileCount` source files.
    static func airKitDelegateWithoutAirKit(
        at location: SourceLocation, affecting rows: [CompatibilityRow], name: SceneDelegateClassName, target: String,
        fileCount: Int
    ) -> Finding {
        Finding(
            id: .delegateClassNotDefined, location: location, affectedRows: rows,
            message: "The external-display delegate \"\(name.written)\" is AirKit's, but \(target) does not link the AirKit "
                + "package and none of its \(fileCount) source files imports AirKit, so the app has no such class: "
                + "NSClassFromString returns nil, the scene gets no delegate, and the display mirrors.",
            fix: "Add the AirKit package product to \(target) (airkit setup --add-package, or Xcode's File > Add "
                + "Package Dependencies…) and import AirKit where the app starts, or name a delegate class the app defines."
        )
    }
}
