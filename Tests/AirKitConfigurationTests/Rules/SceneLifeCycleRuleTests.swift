import AirKitConfiguration
import Testing

@Suite("AK021: apps built with the iOS 27 SDK must adopt the scene life cycle")
struct SceneLifeCycleRuleTests {
    static let appDelegate = SourceLocation(path: "App/AppDelegate.swift", line: 12)

    /// A UIKit app whose app delegate makes its window, with `manifest` in its source Info.plist,
    /// sources in `languages`, and `intent` when it observes UIScreen connections.
    static func uiKitApp(
        manifest: [String: Any]?, languages: Set<SourceLanguage> = [.swift], provider: Bool = false, intent: Bool = false
    ) -> AppEvidence {
        var code = CodeEvidence(fileCount: 3)
        code.objectiveCFileCount = languages == [.objectiveC] ? 3 : (languages.contains(.objectiveC) ? 1 : 0)
        code.lifeCycle.scenelessWindows = [appDelegate]
        if provider { code.lifeCycle.configurationProviders = [SourceLocation(path: "App/AppDelegate.swift", line: 30)] }
        if intent {
            let observer = SourceLocation(path: "App/Screens.swift", line: 8)
            code.externalDisplaySignals = [.init(kind: .screenConnection, location: observer)]
            code.sceneSuppliers = [.init(kind: .screenWindow, location: observer)]
        }
        return AppEvidence(name: "Legacy", sourceInfoPlist: Fake.source(manifest: manifest), code: code)
    }

    @Test("an app without a scene manifest gets AK021, and its iOS 27 SDK row fails to launch")
    func noManifest() throws {
        let diagnosis = Rules.diagnose(Self.uiKitApp(manifest: nil, intent: true))
        let finding = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(finding.severity == .error)
        #expect(finding.affectedRows == [.iOS27BuiltWithSDK27])
        #expect(finding.location.path == Fake.sourcePath)
        #expect(finding.message.contains("app-delegate life cycle"))
        #expect(finding.message.contains("App/AppDelegate.swift:12"))
        #expect(finding.message.contains("UIScene life cycle is required for apps built with this SDK"))
        #expect(diagnosis.sceneLifeCycle.status == .notAdopted)
        let verdict = try #require(diagnosis.verdict(.iOS27BuiltWithSDK27))
        #expect(verdict.outcome == .failsToLaunch)
        #expect(verdict.causes.first == .sceneLifeCycleNotAdopted)
        #expect(verdict.summary.hasPrefix("fails to launch because the app does not adopt the UIKit scene life cycle"))
        // The rows below still depend on the UIScreen code, which the app-delegate life cycle runs.
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .undetermined)
    }

    @Test("an app with no external-display intent gets AK021 as well, and exits with an error")
    func noIntent() throws {
        let diagnosis = Rules.diagnose(Self.uiKitApp(manifest: nil))
        #expect(!diagnosis.intent.isPresent)
        #expect(Set(diagnosis.findings.map(\.id)) == [.noExternalDisplayIntent, .sceneLifeCycleNotAdopted])
        #expect(diagnosis.highestSeverity == .error)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .failsToLaunch)
        #expect(diagnosis.verdict(.upToIOS26)?.outcome == .mirrors)
        let fix = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first).fix
        #expect(!fix.contains("UIScreen.didConnectNotification"), "no external-display step for an app without the intent")
    }

    /// Manifests that give the app's own scene no delegate: empty configurations, none at all, an
    /// application configuration without a delegate class, only the external role (what setup used
    /// to add to a pre-scene app).
    static func delegatelessManifest(_ shape: String) -> [String: Any] {
        switch shape {
        case "empty configurations": Fake.manifest([:])
        case "no configurations": ["UIApplicationSupportsMultipleScenes": true]
        case "application role without a delegate":
            Fake.manifest([Fake.applicationRole: [["UISceneConfigurationName": "Default Configuration"]]])
        default: Fake.manifest([Fake.externalRole: [Fake.airKitEntry]])
        }
    }

    @Test(
        "an empty or delegate-less manifest is not adoption",
        arguments: ["empty configurations", "no configurations", "application role without a delegate", "external role only"])
    func emptyManifests(shape: String) throws {
        let manifest = Self.delegatelessManifest(shape)
        let diagnosis = Rules.diagnose(Self.uiKitApp(manifest: manifest))
        #expect(diagnosis.sceneLifeCycle.status == .notAdopted)
        let finding = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(!finding.message.contains("app-delegate life cycle runs"))
    }

    @Test("an application-role delegate, a configuration provider beside configurations, or a SwiftUI App is adoption")
    func adoption() {
        let withDelegate = Self.uiKitApp(manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]]))
        #expect(Rules.diagnose(withDelegate).sceneLifeCycle.status == .adopted)
        let withProvider = Self.uiKitApp(
            manifest: Fake.manifest([Fake.applicationRole: [["UISceneConfigurationName": "Default Configuration"]]]),
            provider: true)
        #expect(Rules.diagnose(withProvider).sceneLifeCycle.status == .adopted)
        let besideEmptyConfigurations = Self.uiKitApp(manifest: Fake.manifest([:]), provider: true)
        #expect(
            Rules.diagnose(besideEmptyConfigurations).sceneLifeCycle.status == .notAdopted,
            "an empty UISceneConfigurations is not adoption, whatever the code answers")
        var swiftUI = Self.uiKitApp(manifest: nil)
        swiftUI.code?.lifeCycle.swiftUIApps = [SourceLocation(path: "App/MyApp.swift", line: 3)]
        let diagnosis = Rules.diagnose(swiftUI)
        #expect(diagnosis.sceneLifeCycle.status == .adopted)
        #expect(diagnosis.sceneLifeCycle.reason == "a SwiftUI App (App/MyApp.swift:3)")
        #expect(diagnosis.findings(.sceneLifeCycleNotAdopted).isEmpty)
    }

    /// A UIKit app configured in code (mttcrsp/fosdem, react-native-external-display's example): the
    /// app delegate gives every scene its delegate class, and the manifest names no configuration.
    static func codeConfigured(_ shape: String) -> AppEvidence {
        var evidence = Self.uiKitApp(manifest: Self.delegatelessManifest(shape), provider: true)
        evidence.code?.lifeCycle.codeConfiguredDelegates = [
            .init(location: SourceLocation(path: "App/AppDelegate.swift", line: 30), className: "SceneDelegate")
        ]
        return evidence
    }

    @Test(
        "a scene delegate set in code beside a manifest without configurations is adoption, under the rule's default answer",
        arguments: ["no configurations", "empty configurations"])
    func sceneDelegateSetInCode(shape: String) throws {
        let diagnosis = Rules.diagnose(Self.codeConfigured(shape))
        #expect(diagnosis.sceneLifeCycle.status == .adopted)
        #expect(diagnosis.sceneLifeCycle.reason.contains("SceneDelegate"), "\(diagnosis.sceneLifeCycle.reason)")
        #expect(diagnosis.sceneLifeCycle.location == SourceLocation(path: "App/AppDelegate.swift", line: 30))
        #expect(diagnosis.findings(.sceneLifeCycleNotAdopted).isEmpty)
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome != .failsToLaunch)
    }

    @Test("under the switch's other answer the same app does not adopt, and AK021 says that only a manifest counts")
    func sceneDelegateSetInCodeOtherAnswer() throws {
        let answers = RuleAnswers([.sceneDelegatesSetInCodeAdoptTheSceneLifeCycle: false])
        let diagnosis = Rules.diagnose(Self.codeConfigured("no configurations"), answers: answers)
        #expect(diagnosis.sceneLifeCycle.status == .notAdopted)
        let finding = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(finding.message.contains("SceneDelegate"), "\(finding.message)")
        #expect(diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .failsToLaunch)
    }

    @Test("a delegate set in code counts only where UIKit asks: not without any manifest")
    func sceneDelegateSetInCodeWithoutManifest() {
        var evidence = Self.codeConfigured("no configurations")
        evidence.sourceInfoPlist = Fake.source(manifest: nil)
        #expect(Rules.diagnose(evidence).sceneLifeCycle.status == .notAdopted)
    }

    @Test("a configuration provider without any manifest is never asked, so it is not adoption")
    func providerWithoutManifest() throws {
        let diagnosis = Rules.diagnose(Self.uiKitApp(manifest: nil, provider: true))
        let finding = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(finding.message.contains("is never asked"))
    }

    @Test("a generated manifest is adoption in a SwiftUI app and not in a UIKit one")
    func generatedManifest() {
        let generated = Fake.configuration(manifestGeneration: "YES", infoPlistFile: nil)
        var evidence = AppEvidence(name: "Generated", project: Fake.project([generated]), code: CodeEvidence(fileCount: 2))
        #expect(Rules.diagnose(evidence).sceneLifeCycle.status == .notAdopted)
        evidence.code?.lifeCycle.swiftUIApps = [SourceLocation(path: "App/MyApp.swift", line: 3)]
        #expect(Rules.diagnose(evidence).sceneLifeCycle.status == .adopted)
    }

    @Test("a built product alone cannot show a SwiftUI App, unless it has no manifest at all")
    func builtProductAlone() {
        let withManifest = AppEvidence(name: "App.app", builtInfoPlist: Fake.built())
        #expect(Rules.diagnose(withManifest).sceneLifeCycle.status == .undetermined)
        #expect(Rules.diagnose(withManifest).findings(.sceneLifeCycleNotAdopted).isEmpty)
        let without = AppEvidence(name: "App.app", builtInfoPlist: Fake.built(manifest: nil))
        #expect(Rules.diagnose(without).sceneLifeCycle.status == .notAdopted)
    }

    @Test("built with the iOS 26 SDK the app still launches, and AK021 says it will not with Xcode 27")
    func olderSDK() throws {
        let evidence = AppEvidence(name: "App.app", builtInfoPlist: Fake.built(sdk: "iphoneos26.2", manifest: nil))
        let diagnosis = Rules.diagnose(evidence)
        let finding = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(finding.affectedRows.isEmpty)
        #expect(finding.message.contains("Built with the iOS 26.2 SDK it still launches"))
        #expect(!diagnosis.verdicts.contains { $0.outcome == .failsToLaunch })
    }

    @Test("a running app decides by what UIKit launched it in")
    func runningApp() {
        let plist = Fake.builtDictionary(manifest: nil)
        for runs in [true, false] {
            let evidence = AppEvidence.runningApp(
                infoDictionary: plist, linkedSDK: OSVersion(26), hasRegisteredSource: false, runsSceneLifeCycle: runs)
            #expect(Rules.diagnose(evidence).sceneLifeCycle.status == (runs ? .adopted : .notAdopted))
        }
        let unknown = AppEvidence.runningApp(infoDictionary: plist, linkedSDK: OSVersion(26), hasRegisteredSource: false)
        #expect(Rules.diagnose(unknown).sceneLifeCycle.status == .notAdopted, "no manifest at all decides without code")
    }

    @Test("fixes speak the app's language: Objective-C apps hear nothing of SwiftUI or Swift")
    func objectiveCFixes() throws {
        let diagnosis = Rules.diagnose(Self.uiKitApp(manifest: nil, languages: [.objectiveC], intent: true))
        let lifeCycle = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(lifeCycle.fix.contains("@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>"))
        #expect(!lifeCycle.fix.contains("final class SceneDelegate"))
        #expect(lifeCycle.fix.contains("UIScreen.didConnectNotification"), "the external step follows for a UIScreen app")
        let accessory = try #require(diagnosis.findings(.sdk27WithoutSceneAccessory).first)
        #expect(accessory.fix.hasPrefix("First adopt the scene life cycle (AK021)"))
        #expect(accessory.fix.contains("externalNonInteractiveSceneAccessoryWithConfiguration:"))
        for finding in diagnosis.findings {
            #expect(!finding.fix.contains(".airPlaySource()"), "\(finding.id) tells an Objective-C app about SwiftUI")
        }
    }

    @Test("a Swift UIKit app gets Swift fixes, and AK002 no longer claims a scene or existing configurations")
    func swiftUIKitFixes() throws {
        var evidence = Self.uiKitApp(manifest: nil)
        evidence.code?.externalDisplaySignals = [.init(kind: .airKit, location: SourceLocation(path: "App/A.swift", line: 1))]
        let diagnosis = Rules.diagnose(evidence)
        let lifeCycle = try #require(diagnosis.findings(.sceneLifeCycleNotAdopted).first)
        #expect(lifeCycle.fix.contains("final class SceneDelegate: UIResponder, UIWindowSceneDelegate"))
        #expect(!lifeCycle.fix.contains("@interface SceneDelegate"))
        let role = try #require(diagnosis.findings(.missingExternalRole).first)
        #expect(role.message.contains("no external-display scene at all"))
        #expect(!role.message.contains("still connects"))
        #expect(!role.fix.contains("keeping the existing ones"))
        #expect(role.fix.hasPrefix("Adopt the scene life cycle first (AK021)"))
        for finding in diagnosis.findings {
            #expect(!finding.fix.contains(".airPlaySource()"), "\(finding.id) tells a UIKit app about SwiftUI")
        }
    }
}
