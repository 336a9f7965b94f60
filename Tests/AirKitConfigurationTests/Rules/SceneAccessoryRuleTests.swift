import AirKitConfiguration
import Testing

@Suite("AK001, AK010, AK018: the iOS 27 scene accessory")
struct SceneAccessoryRuleTests {
    private func appWithoutAccessory(sdk: Int = 27) -> AppEvidence {
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.built(sdk: "iphoneos\(sdk).0")
        evidence.executable = Fake.executable(sdk: OSVersion(sdk), referencesAccessory: false)
        evidence.code = Fake.code(sources: [])
        return evidence
    }

    @Test("AK001 fires when an SDK 27 executable and the sources register nothing")
    func sdk27WithoutAccessoryFires() throws {
        let diagnosis = Rules.diagnose(appWithoutAccessory())
        let finding = try #require(diagnosis.findings(.sdk27WithoutSceneAccessory).first)
        #expect(finding.severity == .error)
        #expect(finding.location == SourceLocation(path: Fake.executablePath))
        #expect(finding.affectedRows == [.iOS27BuiltWithSDK27])
        #expect(finding.message.contains("iOS 27.0 SDK"))
        #expect(finding.message.contains("none of the 4 source files"))
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .mirrors)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.causes == [.sdk27WithoutSceneAccessory])
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .shown)
    }

    @Test(
        "AK001 does not fire once a source is attached",
        arguments: [
            CodeEvidence.AccessorySource.Kind.airPlaySource, .declarativeAccessory, .registration(isKept: true),
        ])
    func sourceSilencesAK001(kind: CodeEvidence.AccessorySource.Kind) {
        var evidence = appWithoutAccessory()
        evidence.code = Fake.code(sources: [kind])
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .shown)
    }

    @Test("AK001 does not fire when the executable refers to registerSceneAccessory:")
    func executableReferenceSilencesAK001() {
        var evidence = appWithoutAccessory()
        evidence.executable = Fake.executable(referencesAccessory: true)
        evidence.code = nil
        #expect(Rules.diagnose(evidence).findings(.sdk27WithoutSceneAccessory).isEmpty)
    }

    @Test("AK001 fires for a project alone, phrased for an SDK 27 build, at the target")
    func projectWithoutSourceFires() throws {
        let evidence = AppEvidence(name: "Banner", project: Fake.project(), code: Fake.code(sources: []))
        let finding = try #require(Rules.diagnose(evidence).findings(.sdk27WithoutSceneAccessory).first)
        #expect(finding.location == SourceLocation(path: Fake.projectPath, line: 5))
        #expect(finding.message.hasPrefix("Built with the iOS 27 SDK"))
    }

    @Test("with neither executable nor sources, AK001 stays silent and the row cannot be told")
    func unknownAccessoryIsUndetermined() {
        let evidence = AppEvidence(builtInfoPlist: Fake.built())
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .undetermined)
    }

    @Test("AK018 notes a missing source in an SDK 26 build instead of AK001")
    func olderSDKGetsANote() throws {
        let diagnosis = Rules.diagnose(appWithoutAccessory(sdk: 26))
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
        let note = try #require(diagnosis.findings(.olderSDKWithoutSceneAccessory).first)
        #expect(note.severity == .note)
        #expect(note.affectedRows.isEmpty)
        #expect(diagnosis.verdicts.map(\.row) == [.upToIOS26, .iOS27BuiltWithOlderSDK])
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .shown })
    }

    @Test("AK018 does not fire once the SDK 26 build has a source")
    func olderSDKWithSourceIsQuiet() {
        var evidence = appWithoutAccessory(sdk: 26)
        evidence.code = Fake.code()
        #expect(Rules.diagnose(evidence).findings(.olderSDKWithoutSceneAccessory).isEmpty)
    }

    @Test("AK010 warns about a registration that is not stored")
    func registrationNotKeptFires() throws {
        var evidence = Fake.healthyApp()
        evidence.code = Fake.code(sources: [.registration(isKept: false)])
        let diagnosis = Rules.diagnose(evidence)
        let finding = try #require(diagnosis.findings(.registrationNotKept).first)
        #expect(finding.severity == .warning)
        #expect(finding.location == SourceLocation(path: "Banner/ContentView.swift", line: 30))
        #expect(finding.affectedRows == [.iOS27BuiltWithSDK27])
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
    }

    @Test("AK010 does not fire for a kept registration")
    func keptRegistrationIsQuiet() {
        var evidence = Fake.healthyApp()
        evidence.code = Fake.code(sources: [.registration(isKept: true)])
        #expect(Rules.diagnose(evidence).findings.isEmpty)
    }
}
