import AirKitConfiguration
import Testing

@Suite("AK002, AK003, AK004, AK014, AK016, AK017: the scene manifest")
struct SceneManifestRuleTests {
    private let configurationsLine = PlistKeyPath.sceneConfigurations

    /// The healthy app with this built manifest and no project (so nothing explains a loss).
    private func app(builtManifest: [String: Any]?, lines: [PlistKeyPath: Int] = [:]) -> AppEvidence {
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(Fake.builtDictionary(manifest: builtManifest), lines: lines)
        evidence.project = nil
        return evidence
    }

    @Test("AK002 fires at UISceneConfigurations when the built manifest lacks the external role")
    func missingRoleFires() throws {
        let manifest = Fake.manifest([Fake.applicationRole: [["UISceneConfigurationName": "Default Configuration"]]])
        let diagnosis = Rules.diagnose(app(builtManifest: manifest, lines: [configurationsLine: 14]))
        let finding = try #require(diagnosis.findings(.missingExternalRole).first)
        #expect(finding.location == SourceLocation(path: Fake.builtPath, line: 14))
        #expect(finding.affectedRows == [.upToIOS26])
        #expect(finding.fix.contains("AirKitSceneDelegate"))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
        #expect(diagnosis.verdict(.upToIOS26)?.reason.hasSuffix("(AK002)") == true)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .shown)
    }

    @Test("AK002 names a missing UIApplicationSceneManifest")
    func missingManifestFires() throws {
        let finding = try #require(Rules.diagnose(app(builtManifest: nil)).findings(.missingExternalRole).first)
        #expect(finding.message.contains("has no UIApplicationSceneManifest"))
        #expect(finding.location == SourceLocation(path: Fake.builtPath))
    }

    @Test("AK002 treats a role with an empty array as missing")
    func emptyRoleArrayFires() throws {
        let finding = try #require(
            Rules.diagnose(app(builtManifest: Fake.manifest([Fake.externalRole: []]))).findings(.missingExternalRole).first
        )
        #expect(finding.message.contains("with no configuration in its array"))
    }

    @Test("AK002 does not fire when the role is declared")
    func declaredRoleIsQuiet() {
        #expect(Rules.diagnose(app(builtManifest: Fake.manifest())).findings(.missingExternalRole).isEmpty)
    }

    @Test("AK002 does not fire when the deployment target leaves out iOS 26 and earlier")
    func deploymentTarget27SkipsManifestRows() {
        var evidence = app(builtManifest: Fake.manifest([:]))
        evidence.builtInfoPlist = Fake.built(minimumOS: "27.0", manifest: Fake.manifest([:]))
        evidence.executable = Fake.executable(minimumOS: OSVersion(27))
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.missingExternalRole).isEmpty)
        #expect(diagnosis.verdicts.map(\.row) == [.iOS27BuiltWithSDK27])
    }

    @Test("AK002 fires at the source Info.plist when the product is predicted from it")
    func predictedMissingRoleFiresAtSource() throws {
        let source = Fake.plist(
            ["UIApplicationSceneManifest": Fake.manifest([:])], path: Fake.sourcePath, lines: [configurationsLine: 7])
        let project = Fake.project([
            Fake.configuration("Debug", source: .loaded(source)), Fake.configuration("Release", source: .loaded(source)),
        ])
        let diagnosis = Rules.diagnose(AppEvidence(project: project, code: Fake.code()))
        let findings = diagnosis.findings(.missingExternalRole)
        #expect(findings.count == 1)
        #expect(findings.first?.location == SourceLocation(path: Fake.sourcePath, line: 7))
        #expect(findings.first?.message.contains("(Debug, Release)") == true)
        #expect(diagnosis.verdict(.upToIOS26)?.isPredicted == true)
    }

    @Test("AK003 warns when only the deprecated role is declared; UIKit falls back to it, so the rows show")
    func deprecatedOnlyWarns() throws {
        let diagnosis = Rules.diagnose(app(builtManifest: Fake.manifest([Fake.deprecatedRole: [Fake.airKitEntry]])))
        let finding = try #require(diagnosis.findings(.deprecatedExternalRoleOnly).first)
        #expect(finding.severity == .warning)
        #expect(diagnosis.findings(.missingExternalRole).isEmpty)
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .shown)
        #expect(diagnosis.verdict(.upToIOS26)?.causes == [.deprecatedExternalRoleOnly])
    }

    @Test("AK003 does not fire when the current role sits next to the deprecated one")
    func bothRolesAreQuiet() {
        let manifest = Fake.manifest([Fake.deprecatedRole: [Fake.airKitEntry], Fake.externalRole: [Fake.airKitEntry]])
        #expect(Rules.diagnose(app(builtManifest: manifest)).findings.isEmpty)
    }

    @Test("AK004 fires for an external configuration without a delegate")
    func entryWithoutDelegateFires() throws {
        let entry: [String: Any] = ["UISceneConfigurationName": "AirPlay", "UISceneClassName": "UIWindowScene"]
        let entryPath = PlistKeyPath.configurations(forRoleNamed: Fake.externalRole).appending(index: 0)
        let diagnosis = Rules.diagnose(app(builtManifest: Fake.manifest([Fake.externalRole: [entry]]), lines: [entryPath: 20]))
        let finding = try #require(diagnosis.findings(.externalRoleWithoutDelegate).first)
        #expect(finding.location == SourceLocation(path: Fake.builtPath, line: 20))
        #expect(finding.message.contains("\"AirPlay\""))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
    }

    @Test("AK004 fires for an empty delegate name too")
    func blankDelegateFires() {
        let entry: [String: Any] = ["UISceneDelegateClassName": "  "]
        #expect(
            Rules.diagnose(app(builtManifest: Fake.manifest([Fake.externalRole: [entry]]))).findings(.externalRoleWithoutDelegate)
                .count == 1)
    }

    @Test(
        "AK004 does not fire when the configuration names a delegate or a storyboard",
        arguments: [
            "UISceneDelegateClassName", "UISceneStoryboardFile",
        ])
    func delegateOrStoryboardIsQuiet(key: String) {
        let entry: [String: Any] = [key: "AirKitSceneDelegate"]
        #expect(
            Rules.diagnose(app(builtManifest: Fake.manifest([Fake.externalRole: [entry]]))).findings(.externalRoleWithoutDelegate)
                .isEmpty)
    }

    @Test("AK014 fires for a manifest value of the wrong type, at its key")
    func wrongTypeFires() throws {
        let manifest: [String: Any] = ["UISceneConfigurations": "AirPlay"]
        let diagnosis = Rules.diagnose(app(builtManifest: manifest, lines: [configurationsLine: 9]))
        let finding = try #require(diagnosis.findings(.malformedSceneManifest).first)
        #expect(finding.location == SourceLocation(path: Fake.builtPath, line: 9))
        #expect(finding.message.contains("is a string"))
        #expect(finding.message.contains("expects a dictionary"))
        #expect(diagnosis.verdict(.upToIOS26)?.causes.first == .malformedSceneManifest)
    }

    @Test("AK014 fires for a role that is not an array")
    func roleNotArrayFires() {
        let manifest = ["UISceneConfigurations": [Fake.externalRole: Fake.airKitEntry]]
        let findings = Rules.diagnose(app(builtManifest: manifest)).findings(.malformedSceneManifest)
        #expect(findings.map(\.message).contains { $0.contains("expects an array") })
    }

    @Test("AK014 does not fire for a well-formed manifest")
    func wellFormedIsQuiet() {
        #expect(Rules.diagnose(app(builtManifest: Fake.manifest())).findings(.malformedSceneManifest).isEmpty)
    }

    @Test("AK016 warns when the external configuration's scene class is not UIWindowScene")
    func wrongSceneClassWarns() throws {
        var entry = Fake.airKitEntry
        entry["UISceneClassName"] = "UIScene"
        let finding = try #require(
            Rules.diagnose(app(builtManifest: Fake.manifest([Fake.externalRole: [entry]]))).findings(
                .externalSceneClassNotWindowScene
            ).first
        )
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("\"UIScene\""))
    }

    @Test("AK016 does not fire for UIWindowScene")
    func windowSceneIsQuiet() {
        #expect(Rules.diagnose(app(builtManifest: Fake.manifest())).findings(.externalSceneClassNotWindowScene).isEmpty)
    }

    @Test("AK017 notes UIRequiresFullScreen = YES, and not NO", arguments: [true, false])
    func requiresFullScreen(isSet: Bool) {
        var dictionary = Fake.builtDictionary()
        dictionary["UIRequiresFullScreen"] = isSet
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(dictionary)
        let findings = Rules.diagnose(evidence).findings(.requiresFullScreen)
        #expect(findings.count == (isSet ? 1 : 0))
        #expect(findings.allSatisfy { $0.severity == .note })
    }
}

@Suite("AK014 explains a missing role")
struct MalformedRoleTests {
    @Test("a role value of the wrong type gives AK014, not AK002 as well")
    func malformedRoleIsNotAlsoMissing() {
        var evidence = Fake.healthyApp()
        evidence.project = nil
        evidence.builtInfoPlist = Fake.built(manifest: ["UISceneConfigurations": [Fake.externalRole: Fake.airKitEntry]])
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings.map(\.id) == [.malformedSceneManifest])
        #expect(diagnosis.verdict(.upToIOS26)?.causes == [.malformedSceneManifest])
    }
}
