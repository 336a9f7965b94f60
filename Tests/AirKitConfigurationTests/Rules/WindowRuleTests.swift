import AirKitConfiguration
import Testing

@Suite("AK011, AK012, AK013: external windows and scene lookups")
struct WindowRuleTests {
    private func app(delegate: CodeEvidence.SceneDelegateCode, plistName: String = "ExternalSceneDelegate") -> AppEvidence {
        var entry = Fake.airKitEntry
        entry["UISceneDelegateClassName"] = plistName
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.built(manifest: Fake.manifest([Fake.externalRole: [entry]]))
        evidence.executable = Fake.executable(classes: nil)
        evidence.code = Fake.code(delegates: [delegate])
        return evidence
    }

    @Test("AK011 fires when the external delegate creates a window and never unhides it")
    func neverUnhiddenFires() throws {
        let diagnosis = Rules.diagnose(app(delegate: Fake.delegate("ExternalSceneDelegate", unhide: [])))
        let finding = try #require(diagnosis.findings(.externalWindowNeverUnhidden).first)
        #expect(finding.location == SourceLocation(path: "Banner/ExternalSceneDelegate.swift", line: 10))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
        #expect(diagnosis.verdict(.upToIOS26)?.causes == [.externalWindowNeverUnhidden])
    }

    @Test(
        "AK011 matches the delegate through @objc and module-qualified names",
        arguments: [
            ("ExternalSceneDelegate", nil, "Banner.ExternalSceneDelegate"),
            ("ExternalSceneDelegate", "ExternalDisplay", "ExternalDisplay"),
        ] as [(String, String?, String)])
    func matchesDelegateNames(name: String, objcName: String?, plistName: String) {
        let evidence = app(delegate: Fake.delegate(name, objcName: objcName, unhide: []), plistName: plistName)
        #expect(Rules.diagnose(evidence).findings(.externalWindowNeverUnhidden).count == 1)
    }

    @Test("AK011 does not fire once the window is unhidden")
    func unhiddenIsQuiet() {
        #expect(Rules.diagnose(app(delegate: Fake.delegate("ExternalSceneDelegate"))).findings.isEmpty)
    }

    @Test("AK011 ignores delegates the manifest does not name for the external role")
    func otherDelegatesAreQuiet() {
        let evidence = app(delegate: Fake.delegate("SceneDelegate", unhide: []))
        #expect(Rules.diagnose(evidence).findings(.externalWindowNeverUnhidden).isEmpty)
    }

    @Test("AK012 warns when the external window is made key")
    func madeKeyWarns() throws {
        let delegate = Fake.delegate("ExternalSceneDelegate", unhide: [14], makeKey: [14])
        let finding = try #require(Rules.diagnose(app(delegate: delegate)).findings(.externalWindowMadeKey).first)
        #expect(finding.severity == .warning)
        #expect(finding.location.line == 14)
    }

    @Test("AK012 does not fire for a shared delegate that branches on the role and unhides the external window")
    func sharedDelegateIsQuiet() {
        let delegate = Fake.delegate("ExternalSceneDelegate", unhide: [12, 16], makeKey: [16], checksRole: true)
        #expect(Rules.diagnose(app(delegate: delegate)).findings(.externalWindowMadeKey).isEmpty)
    }

    @Test("AK012 does not fire when the window is only unhidden")
    func unhideOnlyIsQuiet() {
        #expect(Rules.diagnose(app(delegate: Fake.delegate("ExternalSceneDelegate"))).findings(.externalWindowMadeKey).isEmpty)
    }

    @Test("AK013 warns at each connectedScenes.first without a role filter")
    func unfilteredFirstWarns() {
        var evidence = Fake.healthyApp()
        evidence.code = Fake.code(unfilteredFirstScenes: [7, 19])
        let findings = Rules.diagnose(evidence).findings(.unfilteredFirstScene)
        #expect(findings.map(\.location.line) == [7, 19])
        #expect(findings.allSatisfy { $0.severity == .warning && $0.affectedRows == [.upToIOS26, .iOS27BuiltWithSDK27] })
    }

    @Test("AK013 does not fire without such lookups")
    func filteredLookupsAreQuiet() {
        #expect(Rules.diagnose(Fake.healthyApp()).findings(.unfilteredFirstScene).isEmpty)
    }
}
