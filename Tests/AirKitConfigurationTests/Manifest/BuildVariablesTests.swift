import AirKitConfiguration
import Testing

@Suite("BuildVariables")
struct BuildVariablesTests {
    @Test(
        "finds $(…) and ${…} references, not lone dollars or unterminated ones",
        arguments: [
            ("$(PRODUCT_MODULE_NAME).SceneDelegate", ["$(PRODUCT_MODULE_NAME)"]),
            ("${EXECUTABLE_NAME}", ["${EXECUTABLE_NAME}"]),
            ("$(A)$(B:lower)", ["$(A)", "$(B:lower)"]),
            ("Price $5", []), ("$(", []), ("$(UNTERMINATED", []), ("$()", []), ("AirKitSceneDelegate", []),
        ])
    func references(text: String, expected: [String]) {
        #expect(BuildVariables.references(in: text) == expected)
        #expect(BuildVariables.containsReference(text) == !expected.isEmpty)
    }

    @Test("expands chains the way Xcode derives the module name")
    func expandsChains() {
        let values = [
            "TARGET_NAME": "My App", "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        ]
        #expect(BuildVariables.expand("$(PRODUCT_MODULE_NAME).Delegate", values: values) == "My_App.Delegate")
        #expect(BuildVariables.expand("$(UNKNOWN)/x", values: values) == "$(UNKNOWN)/x")
        #expect(BuildVariables.expand("$(TARGET_NAME:upper)", values: values) == "MY APP")
        #expect(BuildVariables.expand("$(TARGET_NAME:strange)", values: values) == "$(TARGET_NAME:strange)")
    }

    @Test("self-referencing values end, leaving the cycle as written")
    func selfReferenceEnds() {
        #expect(BuildVariables.expand("$(A)", values: ["A": "$(B)x", "B": "$(A)y"]) == "$(A)yx")
        let doubling = BuildVariables.expand("$(A)", values: ["A": "$(A)$(A)x"])
        #expect(doubling == "$(A)$(A)x")
    }

    @Test("long chains and doubling values stay bounded")
    func expansionIsBounded() {
        var values: [String: String] = [:]
        for index in 0..<30 { values["V\(index)"] = "$(V\(index + 1))$(V\(index + 1))" }
        values["V30"] = "x"
        let expanded = BuildVariables.expand("$(V0)", values: values)
        #expect(expanded.count <= BuildVariables.maximumLength)
        #expect(expanded.hasPrefix("$(V8)"))
    }

    @Test("c99extidentifier keeps letters outside ASCII and guards a leading digit")
    func c99Identifier() {
        #expect(BuildVariables.c99ExtendedIdentifier("横幅 App-2") == "横幅_App_2")
        #expect(BuildVariables.c99ExtendedIdentifier("2Banner") == "_2Banner")
    }
}

@Suite("SceneDelegateClassName")
struct SceneDelegateClassNameTests {
    @Test("splits module and class")
    func splits() {
        let name = SceneDelegateClassName("Banner.ExternalSceneDelegate")
        #expect(name.moduleName == "Banner")
        #expect(name.className == "ExternalSceneDelegate")
        #expect(!name.hasNonASCIIModule)
        #expect(SceneDelegateClassName("AirKitSceneDelegate").moduleName == nil)
        #expect(SceneDelegateClassName("横幅.Delegate").hasNonASCIIModule)
    }

    @Test(
        "computes the runtime names a binary may define",
        arguments: [
            ("AirKitSceneDelegate", ["AirKitSceneDelegate"] as [String]?),
            ("Banner.ExternalSceneDelegate", ["_TtC6Banner21ExternalSceneDelegate", "ExternalSceneDelegate"]),
            ("Banner.Outer.Inner", nil), ("横幅.Delegate", nil), ("$(X).Delegate", nil), ("1Bad", nil), ("", nil),
        ])
    func runtimeNames(written: String, expected: [String]?) {
        #expect(SceneDelegateClassName(written).runtimeNameCandidates == expected)
    }
}
