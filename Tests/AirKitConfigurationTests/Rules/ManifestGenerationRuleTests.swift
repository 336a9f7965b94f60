import AirKitConfiguration
import Testing

@Suite("AK008, AK009, AK015: how Xcode makes the product's Info.plist")
struct ManifestGenerationRuleTests {
    private func projectOnly(manifestGeneration: String?, generatesInfoPlist: String? = "YES") -> AppEvidence {
        AppEvidence(
            project: Fake.project([
                Fake.configuration("Debug", generatesInfoPlist: generatesInfoPlist, manifestGeneration: manifestGeneration),
                Fake.configuration("Release", generatesInfoPlist: generatesInfoPlist, manifestGeneration: manifestGeneration),
            ]),
            code: Fake.code()
        )
    }

    @Test("AK008 fires once for the configurations that generate the manifest over a hand-written one, naming them")
    func generationOverHandWrittenFires() {
        let diagnosis = Rules.diagnose(projectOnly(manifestGeneration: "YES"))
        let findings = diagnosis.findings(.generatedManifestDropsConfigurations)
        #expect(findings.map(\.location.line) == [12])
        #expect(findings.first?.message.contains("(Debug and Release)") == true)
        #expect(findings.allSatisfy { $0.location.path == Fake.projectPath })
        #expect(findings.first?.message.contains(Fake.externalRole) == true)
        #expect(findings.first?.fix.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;") == true)
        // The generated manifest's empty configurations are explained by AK008, not reported again.
        #expect(diagnosis.findings(.missingExternalRole).isEmpty)
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
        #expect(diagnosis.verdict(.upToIOS26)?.causes == [.generatedManifestDropsConfigurations])
    }

    @Test(
        "AK008 does not fire when generation is off, or when Xcode does not generate the Info.plist",
        arguments: [
            ("NO", "YES"), ("YES", "NO"), ("YES", nil),
        ] as [(String, String?)])
    func noGenerationIsQuiet(manifestGeneration: String, generatesInfoPlist: String?) {
        let diagnosis = Rules.diagnose(
            projectOnly(manifestGeneration: manifestGeneration, generatesInfoPlist: generatesInfoPlist))
        #expect(diagnosis.findings(.generatedManifestDropsConfigurations).isEmpty)
    }

    @Test("AK008 gives way to a built product that still holds its configurations")
    func builtProductOverridesPrediction() {
        var evidence = projectOnly(manifestGeneration: "YES")
        evidence.builtInfoPlist = Fake.built()
        #expect(Rules.diagnose(evidence).findings(.generatedManifestDropsConfigurations).isEmpty)
    }

    @Test("AK002, not AK008, when the generated manifest replaces a source without configurations")
    func generationWithoutHandWrittenConfigurationsIsAK002() throws {
        let source = Fake.source(manifest: nil)
        let evidence = AppEvidence(
            project: Fake.project([Fake.configuration(manifestGeneration: "YES", source: .loaded(source))]), code: Fake.code()
        )
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.generatedManifestDropsConfigurations).isEmpty)
        let finding = try #require(diagnosis.findings(.missingExternalRole).first)
        #expect(finding.location.line == 12)
        #expect(finding.fix.contains("Generation = NO"))
    }

    @Test("AK009 fires when the product's configurations are empty but the source's are not")
    func emptyProductFires() throws {
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(
            Fake.builtDictionary(manifest: Fake.manifest([:])), lines: [.sceneConfigurations: 30])
        let diagnosis = Rules.diagnose(evidence)
        let finding = try #require(diagnosis.findings(.productConfigurationsEmpty).first)
        #expect(finding.location == SourceLocation(path: Fake.builtPath, line: 30))
        #expect(finding.message.contains(Fake.sourcePath))
        #expect(diagnosis.findings(.missingExternalRole).isEmpty)
        #expect(diagnosis.verdict(.upToIOS26)?.causes.first == .productConfigurationsEmpty)
    }

    @Test("AK009 and AK008 both fire for a product built with generation on")
    func emptyProductWithGenerationNamesAK008() {
        var evidence = projectOnly(manifestGeneration: "YES")
        evidence.builtInfoPlist = Fake.built(manifest: Fake.manifest([:]))
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.productConfigurationsEmpty).first?.message.contains("see AK008") == true)
        #expect(diagnosis.findings(.generatedManifestDropsConfigurations).count == 1)
        #expect(diagnosis.verdict(.upToIOS26)?.causes.first == .generatedManifestDropsConfigurations)
    }

    @Test("AK009 does not fire when the product kept its configurations")
    func keptConfigurationsAreQuiet() {
        #expect(Rules.diagnose(Fake.healthyApp()).findings(.productConfigurationsEmpty).isEmpty)
    }

    @Test("AK015 fires at INFOPLIST_FILE when the file is missing")
    func missingInfoPlistFires() throws {
        var evidence = AppEvidence(project: Fake.project([Fake.configuration(source: .missing(path: "Banner/Info.plist"))]))
        evidence.project?.linkedPackageProducts = ["AirKit"]
        let diagnosis = Rules.diagnose(evidence)
        let finding = try #require(diagnosis.findings(.infoPlistFileMissing).first)
        #expect(finding.location == SourceLocation(path: Fake.projectPath, line: 11))
        #expect(diagnosis.verdict(.upToIOS26)?.causes.first == .infoPlistFileMissing)
    }

    @Test("AK015 is one finding for one missing file, naming every configuration that names it")
    func missingInfoPlistInTwoConfigurationsIsOneFinding() throws {
        let missing = BuildConfigurationEvidence.SourceInfoPlist.missing(path: "Banner/Info.plist")
        var evidence = AppEvidence(
            project: Fake.project([
                Fake.configuration("Debug", infoPlistFile: "$(SRCROOT)/Banner/Info.plist", source: missing),
                Fake.configuration("Release", infoPlistFile: "$(SRCROOT)/Banner/Info.plist", source: missing),
            ]))
        evidence.project?.linkedPackageProducts = ["AirKit"]
        let findings = Rules.diagnose(evidence).findings(.infoPlistFileMissing)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("INFOPLIST_FILE = $(SRCROOT)/Banner/Info.plist (Debug and Release)") == true)
    }

    @Test("AK015 does not fire when the file is there")
    func presentInfoPlistIsQuiet() {
        #expect(Rules.diagnose(AppEvidence(project: Fake.project())).findings(.infoPlistFileMissing).isEmpty)
    }
}
