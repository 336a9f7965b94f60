import AirKitConfiguration
import Testing

@Suite("Verdicts per OS/SDK row, and gaps")
struct VerdictTests {
    @Test("a project alone shows all three rows, predicted, and says the product was not inspected")
    func projectOnlyShowsThreePredictedRows() throws {
        let diagnosis = Rules.diagnose(AppEvidence(project: Fake.project(), code: Fake.code()))
        #expect(diagnosis.findings.isEmpty)
        #expect(diagnosis.verdicts.map(\.row) == [.upToIOS26, .iOS27BuiltWithOlderSDK, .iOS27BuiltWithSDK27])
        #expect(diagnosis.verdicts.map(\.label) == ["iOS 17–26", "iOS 27+ (SDK ≤ 26)", "iOS 27+ (SDK 27+)"])
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .shown && $0.isPredicted })
        let gap = try #require(diagnosis.gaps.first { $0.part == .builtProduct })
        // AK007 is still checked: without an executable, the project and the sources show it.
        #expect(gap.skippedChecks == [.unexpandedBuildVariable, .productConfigurationsEmpty])
    }

    @Test("a check is skipped only when every way to find it lacks an input, and is named by one gap")
    func skippedChecksFollowTheDeclarations() throws {
        // Project only, no sources: AK001 and AK007 have no way left; AK009 is named once.
        let noCode = Rules.diagnose(AppEvidence(project: Fake.project()))
        let skipped = Dictionary(uniqueKeysWithValues: noCode.gaps.map { ($0.part, $0.skippedChecks) })
        #expect(
            skipped[.builtProduct] == [
                .sdk27WithoutSceneAccessory, .unexpandedBuildVariable, .delegateClassNotDefined,
                .productConfigurationsEmpty,
            ])
        #expect(
            skipped[.sources] == [
                .registrationNotKept, .externalWindowNeverUnhidden, .externalWindowMadeKey, .unfilteredFirstScene,
            ])
        let all = noCode.gaps.flatMap(\.skippedChecks)
        #expect(Set(all).count == all.count, "a check named by two gaps: \(all)")
        // Every skipped check has a way to be found that needs a missing input.
        for id in all {
            #expect(!id.declaration.readsFrom.isEmpty)
        }
    }

    @Test("the shown reason names the role's delegate and the accessory source")
    func shownReasonsNameTheEvidence() {
        let diagnosis = Rules.diagnose(Fake.healthyApp())
        #expect(
            diagnosis.verdict(.upToIOS26)?.reason
                == "the built Info.plist declares UIWindowSceneSessionRoleExternalDisplayNonInteractive with delegate AirKitSceneDelegate"
        )
        #expect(
            diagnosis.verdict(.iOS27BuiltWithSDK27)?.summary
                == "external content shown (an AirKit source (.airPlaySource(), .airPlay or AirPlayed) registers a scene accessory (Banner/ContentView.swift:30))"
        )
    }

    @Test("labels carry the known SDK and deployment target")
    func labelsCarryVersions() {
        var evidence = Fake.healthyApp()
        evidence.executable = Fake.executable(sdk: OSVersion(26, 2), minimumOS: OSVersion(16))
        #expect(Rules.diagnose(evidence).verdicts.map(\.label) == ["iOS 16–26 (SDK 26.2)", "iOS 27+ (SDK 26.2)"])
    }

    @Test("a mirroring row names its most fundamental cause first")
    func mirrorsNamesRootCause() throws {
        var dictionary = Fake.builtDictionary(
            manifest: Fake.manifest([Fake.externalRole: [["UISceneDelegateClassName": "Banner.Missing"]]]))
        dictionary["CFBundleExecutable"] = "$(EXECUTABLE_NAME)"
        var evidence = Fake.healthyApp()
        evidence.builtInfoPlist = Fake.plist(dictionary)
        evidence.executable = Fake.executable(classes: [])
        let verdict = try #require(Rules.diagnose(evidence).verdict(.upToIOS26))
        #expect(verdict.causes == [.unexpandedBuildVariable, .delegateClassNotDefined])
        #expect(verdict.summary == "mirrors because the built Info.plist holds an unexpanded build variable (AK005)")
    }

    @Test("with no Info.plist at all, manifest rows cannot be told")
    func noPlistIsUndetermined() {
        let diagnosis = Rules.diagnose(AppEvidence(executable: Fake.executable()))
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .undetermined)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .shown)
    }

    @Test("gaps name each missing part and the checks it turns off")
    func gapsForALonePlist() {
        let diagnosis = Rules.diagnose(AppEvidence(builtInfoPlist: Fake.built()))
        #expect(diagnosis.gaps.map(\.part) == [.executable, .xcodeProject, .sources])
        #expect(diagnosis.gaps.first?.skippedChecks == [.sdk27WithoutSceneAccessory, .delegateClassNotDefined])
    }

    @Test(
        "the runtime self-check gets its row from the running OS and the linked SDK",
        arguments: [
            (26, 27, CompatibilityRow.upToIOS26), (27, 26, .iOS27BuiltWithOlderSDK), (27, 27, .iOS27BuiltWithSDK27),
            (28, 27, .iOS27BuiltWithSDK27),
        ])
    func runtimeRow(os: Int, sdk: Int, row: CompatibilityRow) {
        #expect(CompatibilityRow(runningOS: OSVersion(os), linkedSDK: OSVersion(sdk)) == row)
    }

    @Test("a running app's own evidence finds a missing source on iOS 27 and clears once one registers")
    func runtimeEvidence() throws {
        let row = CompatibilityRow(runningOS: OSVersion(27), linkedSDK: OSVersion(27))
        let without = AppEvidence.runningApp(
            infoDictionary: Fake.builtDictionary(), linkedSDK: OSVersion(27), hasRegisteredSource: false)
        let diagnosis = Rules.diagnose(without)
        #expect(diagnosis.verdict(for: row)?.outcome == .mirrors)
        #expect(diagnosis.verdict(for: row)?.causes == [.sdk27WithoutSceneAccessory])
        let finding = try #require(diagnosis.findings(.sdk27WithoutSceneAccessory).first)
        #expect(finding.location == SourceLocation(path: "Info.plist"))
        #expect(finding.message.contains("no scene-accessory source is registered"))
        let with = AppEvidence.runningApp(
            infoDictionary: Fake.builtDictionary(), linkedSDK: OSVersion(27), hasRegisteredSource: true)
        #expect(Rules.diagnose(with).verdict(for: row)?.outcome == .shown)
    }

    @Test("a running app on iOS 26 learns that its manifest lacks the role")
    func runtimeManifestCheck() {
        let evidence = AppEvidence.runningApp(
            infoDictionary: Fake.builtDictionary(manifest: Fake.manifest([:])), linkedSDK: OSVersion(27),
            hasRegisteredSource: true
        )
        let row = CompatibilityRow(runningOS: OSVersion(26), linkedSDK: OSVersion(27))
        #expect(Rules.diagnose(evidence).verdict(for: row)?.causes == [.missingExternalRole])
    }
}
