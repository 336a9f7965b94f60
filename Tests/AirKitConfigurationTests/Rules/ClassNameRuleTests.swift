import AirKitConfiguration
import Testing

@Suite("AK005, AK006, AK007: names UIKit resolves")
struct ClassNameRuleTests {
    private func app(delegate: String, classes: Set<String>? = ["AirKitSceneDelegate"]) -> AppEvidence {
        var entry = Fake.airKitEntry
        entry["UISceneDelegateClassName"] = delegate
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.built(manifest: Fake.manifest([Fake.externalRole: [entry]]))
        evidence.executable = Fake.executable(classes: classes)
        return evidence
    }

    @Test("AK005 fires for a $(…) left in the built manifest")
    func unexpandedDelegateFires() throws {
        let diagnosis = Rules.diagnose(app(delegate: "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate"))
        let finding = try #require(diagnosis.findings(.unexpandedBuildVariable).first)
        #expect(finding.message.contains("did not expand $(PRODUCT_MODULE_NAME)"))
        #expect(finding.affectedRows == [.upToIOS26])
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
    }

    @Test("AK005 fires for an unexpanded top-level key, affecting every row")
    func unexpandedExecutableFires() throws {
        var dictionary = Fake.builtDictionary()
        dictionary["CFBundleExecutable"] = "${EXECUTABLE_NAME}"
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(dictionary)
        let finding = try #require(Rules.diagnose(evidence).findings(.unexpandedBuildVariable).first)
        #expect(finding.affectedRows == [.upToIOS26, .iOS27BuiltWithSDK27])
    }

    @Test("AK005 does not fire for a source Info.plist, where references are expected")
    func sourceReferencesAreQuiet() {
        var entry = Fake.airKitEntry
        entry["UISceneDelegateClassName"] = "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate"
        let source = Fake.source(manifest: Fake.manifest([Fake.externalRole: [entry]]))
        let project = Fake.project([Fake.configuration(source: .loaded(source))])
        #expect(Rules.diagnose(AppEvidence(project: project, code: Fake.code())).findings(.unexpandedBuildVariable).isEmpty)
    }

    @Test("AK006 fires for a built delegate qualified by a module outside ASCII")
    func nonASCIIModuleFires() throws {
        let diagnosis = Rules.diagnose(app(delegate: "横幅.ExternalSceneDelegate", classes: nil))
        let finding = try #require(diagnosis.findings(.nonASCIIModuleName).first)
        #expect(finding.fix.contains("@objc(ExternalSceneDelegate)"))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
    }

    @Test("AK006 fires for $(PRODUCT_MODULE_NAME) when the module name is outside ASCII, at the source")
    func predictedNonASCIIModuleFires() throws {
        var entry = Fake.airKitEntry
        entry["UISceneDelegateClassName"] = "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate"
        let delegatePath = PlistKeyPath.configurations(forRoleNamed: Fake.externalRole).appending(index: 0).appending(
            key: "UISceneDelegateClassName")
        let source = Fake.plist(
            ["UIApplicationSceneManifest": Fake.manifest([Fake.externalRole: [entry]])], path: Fake.sourcePath,
            lines: [delegatePath: 21])
        let project = Fake.project([Fake.configuration(source: .loaded(source), moduleName: "横幅")])
        let finding = try #require(
            Rules.diagnose(AppEvidence(project: project, code: Fake.code())).findings(.nonASCIIModuleName).first)
        #expect(finding.location == SourceLocation(path: Fake.sourcePath, line: 21))
        #expect(finding.message.contains("横幅.ExternalSceneDelegate"))
        #expect(finding.message.contains("PRODUCT_MODULE_NAME = 横幅"))
    }

    @Test(
        "AK006 does not fire for an ASCII module or a plain @objc name",
        arguments: ["Banner.ExternalSceneDelegate", "AirKitSceneDelegate"])
    func asciiNamesAreQuiet(delegate: String) {
        #expect(Rules.diagnose(app(delegate: delegate, classes: nil)).findings(.nonASCIIModuleName).isEmpty)
    }

    @Test("AK007 fires when the executable does not define the delegate class")
    func undefinedDelegateFires() throws {
        let diagnosis = Rules.diagnose(app(delegate: "Banner.ExternalSceneDelegate"))
        let finding = try #require(diagnosis.findings(.delegateClassNotDefined).first)
        #expect(finding.message.contains("_TtC6Banner21ExternalSceneDelegate"))
        #expect(finding.message.contains(Fake.executablePath))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
        #expect(diagnosis.verdict(.upToIOS26)?.causes == [.delegateClassNotDefined])
    }

    @Test(
        "AK007 does not fire when the class is defined under a name UIKit can resolve",
        arguments: [
            ("Banner.ExternalSceneDelegate", "_TtC6Banner21ExternalSceneDelegate"),
            ("Banner.ExternalSceneDelegate", "ExternalSceneDelegate"),
            ("AirKitSceneDelegate", "AirKitSceneDelegate"),
        ])
    func definedDelegateIsQuiet(delegate: String, definedClass: String) {
        #expect(Rules.diagnose(app(delegate: delegate, classes: [definedClass])).findings(.delegateClassNotDefined).isEmpty)
    }

    @Test("AK007 does not fire when an embedded framework defines the class")
    func frameworkClassIsQuiet() {
        var evidence = app(delegate: "AirKitSceneDelegate", classes: [])
        evidence.executable?.frameworkClassNames = ["AirKitSceneDelegate"]
        #expect(Rules.diagnose(evidence).findings(.delegateClassNotDefined).isEmpty)
    }

    @Test("AK007 stays silent when the executable lists no classes or the name is nested")
    func unknownIsQuiet() {
        #expect(Rules.diagnose(app(delegate: "Banner.Outer.Inner", classes: [])).findings(.delegateClassNotDefined).isEmpty)
        #expect(
            Rules.diagnose(app(delegate: "Banner.ExternalSceneDelegate", classes: nil)).findings(.delegateClassNotDefined).isEmpty
        )
    }
}
