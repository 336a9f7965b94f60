import AirKitConfiguration
import Testing

@Suite("Scenes configured in code: the doctor says code decides instead of guessing")
struct CodeSuppliedSceneRuleTests {
    static let supplierLocation = SourceLocation(path: "ios/App/AppDelegate.mm", line: 42)

    /// A React Native-shaped app: a manifest with only the application role, and an app delegate
    /// that returns a configuration for the external role.
    static func codeConfiguredApp(kind: CodeEvidence.SceneSupplier.Kind, manifest: [String: Any]?) -> AppEvidence {
        var code = CodeEvidence(fileCount: 3)
        code.sceneSuppliers = [.init(kind: kind, location: supplierLocation)]
        code.externalDisplaySignals = [.init(kind: .externalRole, location: supplierLocation)]
        if case .sceneConfiguration = kind { code.lifeCycle.configurationProviders = [supplierLocation] }
        return AppEvidence(sourceInfoPlist: Fake.source(manifest: manifest), code: code)
    }

    @Test("a configuration returned for the external role makes the manifest rows undetermined, naming the file and line")
    func sceneConfigurationInCode() throws {
        let evidence = Self.codeConfiguredApp(
            kind: .sceneConfiguration(delegateClassNames: ["ExternalSceneDelegate"]),
            manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]]))
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.findings(.missingExternalRole).isEmpty)
        for row in [CompatibilityRow.upToIOS26, .iOS27BuiltWithOlderSDK] {
            let verdict = try #require(diagnosis.verdict(row))
            #expect(verdict.outcome == .undetermined)
            #expect(verdict.reason.contains("ios/App/AppDelegate.mm:42"))
            #expect(verdict.reason.contains("ExternalSceneDelegate"))
        }
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .mirrors)
        #expect(diagnosis.sceneLifeCycle.status == .adopted)
    }

    @Test("a window put on a new UIScreen decides only in an app without a scene manifest")
    func legacyScreenWindow() {
        let legacy = Rules.diagnose(Self.codeConfiguredApp(kind: .screenWindow, manifest: nil))
        #expect(legacy.findings(.missingExternalRole).isEmpty)
        #expect(legacy.verdict(.upToIOS26)?.outcome == .undetermined)
        // Without a manifest the app is in the app-delegate life cycle: an iOS 27 SDK build stops at launch.
        #expect(legacy.findings(.sceneLifeCycleNotAdopted).count == 1)
        #expect(legacy.verdict(.iOS27BuiltWithSDK27)?.outcome == .failsToLaunch)
        let sceneBased = Rules.diagnose(
            Self.codeConfiguredApp(kind: .screenWindow, manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]])))
        #expect(sceneBased.findings(.missingExternalRole).count == 1)
        #expect(sceneBased.verdict(.upToIOS26)?.outcome == .mirrors)
    }

    @Test("an Info.plist entry still decides when there is one")
    func infoPlistEntryWins() {
        let evidence = Self.codeConfiguredApp(kind: .sceneConfiguration(delegateClassNames: []), manifest: Fake.manifest())
        #expect(Rules.diagnose(evidence).verdict(.upToIOS26)?.outcome == .shown)
    }
}
