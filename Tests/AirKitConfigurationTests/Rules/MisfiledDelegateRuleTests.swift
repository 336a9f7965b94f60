import AirKitConfiguration
import Testing

@Suite("AK020: AirKit's scene delegate under a role that is not an external display")
struct MisfiledDelegateRuleTests {
    private static let delegateLine = PlistKeyPath.configurations(forRoleNamed: Fake.applicationRole)
        .appending(index: 0).appending(key: "UISceneDelegateClassName")

    /// A configuration entry naming `delegate`.
    private static func entry(_ delegate: String) -> [String: Any] {
        ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate]
    }

    /// The healthy app with this built manifest and no project.
    private func app(builtManifest: [String: Any], lines: [PlistKeyPath: Int] = [:]) -> AppEvidence {
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(Fake.builtDictionary(manifest: builtManifest), lines: lines)
        evidence.project = nil
        return evidence
    }

    @Test("AK020 fires at the delegate's line, as an error on every row the app runs in, naming the role")
    func applicationRoleFires() throws {
        let manifest = Fake.manifest([Fake.applicationRole: [Self.entry("AirKitSceneDelegate")]])
        let diagnosis = Rules.diagnose(app(builtManifest: manifest, lines: [Self.delegateLine: 21]))
        let finding = try #require(diagnosis.findings(.airKitDelegateUnderOtherRole).first)
        #expect(finding.severity == .error)
        #expect(finding.location == SourceLocation(path: Fake.builtPath, line: 21))
        #expect(finding.affectedRows == diagnosis.verdicts.map(\.row))
        #expect(finding.affectedRows.contains(.iOS27BuiltWithSDK27), "the app's own scene comes from the Info.plist there too")
        #expect(finding.message.contains(Fake.applicationRole))
        #expect(finding.message.hasPrefix("The built Info.plist names AirKitSceneDelegate under"))
        #expect(finding.fix.contains(Fake.externalRole))
    }

    @Test(
        "AK020 recognises AirKit's delegate however it is qualified",
        arguments: ["AirKitSceneDelegate", "Banner.AirKitSceneDelegate", "$(PRODUCT_MODULE_NAME).AirKitSceneDelegate"])
    func qualifiedNamesFire(delegate: String) {
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = nil
        evidence.project = nil
        evidence.sourceInfoPlist = Fake.source(
            manifest: Fake.manifest([Fake.externalRole: [Fake.airKitEntry], Fake.applicationRole: [Self.entry(delegate)]]))
        let findings = Rules.diagnose(evidence).findings(.airKitDelegateUnderOtherRole)
        #expect(findings.map(\.location.path) == [Fake.sourcePath])
        #expect(findings.first?.message.contains(delegate) == true)
    }

    @Test("AK020 fires for any role but the external-display ones, CarPlay's included")
    func otherRolesFire() {
        let carPlayRole = "CPTemplateApplicationSceneSessionRoleApplication"
        let manifest = Fake.manifest([
            Fake.externalRole: [Fake.airKitEntry], carPlayRole: [Self.entry("AirKitSceneDelegate")],
        ])
        let findings = Rules.diagnose(app(builtManifest: manifest)).findings(.airKitDelegateUnderOtherRole)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(carPlayRole) == true)
    }

    @Test("AK020 stays quiet for AirKit under either external-display role and for the app's own delegate")
    func correctEntriesAreQuiet() {
        let manifest = Fake.manifest([
            Fake.externalRole: [Fake.airKitEntry], Fake.deprecatedRole: [Fake.airKitEntry],
            Fake.applicationRole: [Self.entry("Banner.SceneDelegate")],
        ])
        let diagnosis = Rules.diagnose(app(builtManifest: manifest))
        #expect(diagnosis.findings(.airKitDelegateUnderOtherRole).isEmpty)
    }

    @Test("AK020 leaves the external display's verdict to the external entry")
    func verdictFollowsTheExternalEntry() {
        let manifest = Fake.manifest([
            Fake.externalRole: [Fake.airKitEntry], Fake.applicationRole: [Self.entry("AirKitSceneDelegate")],
        ])
        let diagnosis = Rules.diagnose(app(builtManifest: manifest))
        #expect(diagnosis.findings(.airKitDelegateUnderOtherRole).count == 1)
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .shown)
    }

    @Test("An Info.plist that names AirKit's delegate anywhere shows intent, with nothing else to go on")
    func misfiledEntryIsIntent() throws {
        let manifest = Fake.manifest([Fake.applicationRole: [Self.entry("AirKitSceneDelegate")]])
        let evidence = AppEvidence(builtInfoPlist: Fake.plist(Fake.builtDictionary(manifest: manifest)))
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.intent.isPresent)
        #expect(diagnosis.intent.signals.first?.description.contains(Fake.applicationRole) == true)
        #expect(diagnosis.findings(.noExternalDisplayIntent).isEmpty)
        #expect(diagnosis.findings(.airKitDelegateUnderOtherRole).count == 1)
    }

    @Test("The startup self-check's evidence raises AK020 from the running app's Info.plist")
    func runtimeEvidenceFires() throws {
        let manifest = Fake.manifest([
            Fake.externalRole: [Fake.airKitEntry], Fake.applicationRole: [Self.entry("AirKitSceneDelegate")],
        ])
        let evidence = AppEvidence.runningApp(
            infoDictionary: ["UIApplicationSceneManifest": manifest], linkedSDK: OSVersion(26), hasRegisteredSource: false)
        let finding = try #require(Rules.diagnose(evidence).findings(.airKitDelegateUnderOtherRole).first)
        #expect(finding.location == SourceLocation(path: "Info.plist"))
        #expect(finding.affectedRows.contains(.upToIOS26))
    }
}
