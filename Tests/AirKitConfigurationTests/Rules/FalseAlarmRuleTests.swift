import AirKitConfiguration
import Testing

@Suite("Findings that must not fire on healthy shapes seen in real projects")
struct FalseAlarmRuleTests {
    @Test("AK016 stays quiet for a UIWindowScene subclass the sources define, module-qualified or not")
    func windowSceneSubclass() {
        for sceneClass in ["TVScene", "Banner.TVScene"] {
            var entry = Fake.airKitEntry
            entry["UISceneClassName"] = sceneClass
            var evidence = AppEvidence(sourceInfoPlist: Fake.source(manifest: Fake.manifest([Fake.externalRole: [entry]])))
            #expect(Rules.diagnose(evidence).findings(.externalSceneClassNotWindowScene).count == 1)
            evidence.code = CodeEvidence(fileCount: 1, windowSceneSubclasses: ["TVScene"])
            #expect(Rules.diagnose(evidence).findings(.externalSceneClassNotWindowScene).isEmpty)
        }
    }

    @Test("a delegate name of the wrong type is AK014 alone, not AK004 too")
    func wrongTypeDelegateIsOneFinding() {
        var entry = Fake.airKitEntry
        entry["UISceneDelegateClassName"] = 42
        let evidence = AppEvidence(sourceInfoPlist: Fake.source(manifest: Fake.manifest([Fake.externalRole: [entry]])))
        let ids = Rules.diagnose(evidence).findings.map(\.id)
        #expect(ids.contains(.malformedSceneManifest))
        #expect(!ids.contains(.externalRoleWithoutDelegate))
    }

    @Test("AK001 becomes cannot tell when most listed sources are missing or any is unreadable")
    func incompleteSourcesCannotTell() throws {
        var evidence = AppEvidence(sourceInfoPlist: Fake.source())
        evidence.code = CodeEvidence(fileCount: 1, listedFileCount: 137, missingFileCount: 136)
        var diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
        let verdict = try #require(diagnosis.verdict(.iOS27BuiltWithSDK27))
        #expect(verdict.outcome == .undetermined)
        #expect(verdict.reason.contains("137"))
        evidence.code = CodeEvidence(fileCount: 130, listedFileCount: 137, missingFileCount: 7)
        diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).count == 1)
        evidence.code = CodeEvidence(fileCount: 136, listedFileCount: 137, unreadableFileCount: 1)
        #expect(Rules.diagnose(evidence).findings(.sdk27WithoutSceneAccessory).isEmpty)
        var cutShort = CodeEvidence(fileCount: 40)
        cutShort.unlistedFolderCount = 1
        evidence.code = cutShort
        diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.sdk27WithoutSceneAccessory).isEmpty)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.reason.contains("could not be listed in full") == true)
    }

    @Test("an INFOPLIST_FILE known only at build time is cannot check, not AK015")
    func buildTimeInfoPlist() throws {
        var project = Fake.project([
            Fake.configuration(
                infoPlistFile: "$(DERIVED_FILE_DIR)/Info.plist",
                source: .knownOnlyAtBuildTime(value: "$(DERIVED_FILE_DIR)/Info.plist"))
        ])
        project.linkedPackageProducts = ["AirKit"]
        let diagnosis = Rules.diagnose(AppEvidence(project: project))
        #expect(diagnosis.findings(.infoPlistFileMissing).isEmpty)
        let verdict = try #require(diagnosis.verdict(.upToIOS26))
        #expect(verdict.outcome == .undetermined)
        #expect(verdict.reason.contains("DERIVED_FILE_DIR"))
    }
}
