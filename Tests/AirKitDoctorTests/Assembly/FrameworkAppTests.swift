import AirKitConfiguration
import Testing

@testable import AirKitDoctor

/// Apps built with Flutter, React Native, Unity or Capacitor, judged as whole checkouts: the doctor says
/// which framework it is, AK021 names the framework's own way onto the scene life cycle first, and an
/// app that depends on AirKit's plugin for its framework counts as a source.
@Suite("Framework apps")
struct FrameworkAppTests {
    /// Each corpus checkout, the framework it is written in, and a phrase the framework's way names.
    static let checkouts: [(fixture: String, framework: AppFramework, names: String)] = [
        ("Corpus/Projects/gavinfu7-external-display-example", .flutter, "FlutterSceneDelegate"),
        (
            "Corpus/Projects/gee1k-expo-external-display-example", .reactNative,
            "startReactNative(withModuleName:in:launchOptions:)"
        ),
        ("Corpus/Projects/stodevx-aao-react-native-before", .reactNative, "a SceneDelegate of the app's own"),
        ("Corpus/Layouts/zmije1kw-balloonbeachiosunitygame", .unity, "Unity 2022.3.72, 6000.0.68, 6000.3.8"),
    ]

    @Test("a framework's checkout is told the framework's own way onto the scene life cycle first", arguments: checkouts)
    func frameworkWayComesFirst(fixture: String, framework: AppFramework, names: String) throws {
        let report = try TestFiles.doctor.examine(fixture)
        let app = try #require(report.apps.first)
        #expect(app.evidence.framework == framework)
        let finding = try #require(app.diagnosis.findings.first { $0.id == .sceneLifeCycleNotAdopted })
        let firstWay = try #require(finding.fix.split(separator: "\n").first)
        #expect(firstWay.contains(names), "\(finding.fix)")
        #expect(firstWay.hasPrefix("This is a \(framework.name)"))
    }

    @Test("package.json says Capacitor before React Native, and neither for a web app")
    func packageFrameworks() {
        let capacitor = """
            {
              "dependencies": {
                "@capacitor/core": "7.0.0",
                "@capacitor/ios": "7.0.0",
                "react": "19.0.0"
              }
            }
            """
        let reactNative = "{\n  \"dependencies\": {\n    \"react-native\": \"0.85.3\"\n  }\n}"
        let web =
            "{\n  \"dependencies\": {\n    \"react\": \"19.0.0\"\n  },\n  \"devDependencies\": {\n    \"react-native\": \"0.85.3\"\n  }\n}"
        #expect(PluginDependencies.framework(ofPackage: capacitor) == .capacitor)
        #expect(PluginDependencies.framework(ofPackage: reactNative) == .reactNative)
        #expect(PluginDependencies.framework(ofPackage: web) == nil)
    }

    @Test("a Capacitor app's AK021 names Capacitor's SceneDelegate first")
    func capacitorWay() throws {
        var evidence = AppEvidence(
            name: "App",
            sourceInfoPlist: InfoPlistEvidence(
                plist: InfoPlist(dictionary: ["LSRequiresIPhoneOS": true]), path: "ios/App/App/Info.plist"),
            code: CodeEvidence(fileCount: 1))
        evidence.framework = .capacitor
        let finding = try #require(Rules.diagnose(evidence).findings.first { $0.id == .sceneLifeCycleNotAdopted })
        #expect(finding.fix.split(separator: "\n").first?.contains("SceneDelegateProxy") == true)
    }

    @Test("AirKit's plugin named in pubspec.yaml or package.json is a source: no AK001 built with the iOS 27 SDK")
    func airKitPluginIsASource() throws {
        let pubspec = "name: tv\ndependencies:\n  flutter:\n    sdk: flutter\n  airkit_flutter: ^1.0.0\n"
        #expect(PluginDependencies.pubspecDependencyLines(pubspec, naming: PluginDependencies.airKitPlugins) == [5])
        let package =
            "{\n  \"dependencies\": {\n    \"react-native-airkit\": \"1.0.0\",\n    \"capacitor-airkit\": \"1.0.0\"\n  }\n}"
        #expect(PluginDependencies.packageDependencyLines(package, naming: PluginDependencies.airKitPlugins) == [3, 4])

        let manifest: [String: Any] = [
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "FlutterSceneDelegate"]]
                ]
            ]
        ]
        // The same app, telling AirKit apart by the plugin's line alone: without it, nothing registers.
        var code = CodeEvidence(fileCount: 1)
        code.externalDisplaySignals = [.init(kind: .airKit, location: SourceLocation(path: "pubspec.yaml", line: 5))]
        let withoutPlugin = AppEvidence(
            name: "Runner", sourceInfoPlist: InfoPlistEvidence(plist: InfoPlist(dictionary: manifest), path: "Info.plist"),
            code: code,
            sdk: OSVersion(27, 0))
        var withPlugin = withoutPlugin
        withPlugin.code?.accessorySources = [.init(kind: .airKitPlugin, location: SourceLocation(path: "pubspec.yaml", line: 5))]
        #expect(Rules.diagnose(withoutPlugin).findings.contains { $0.id == .sdk27WithoutSceneAccessory })
        #expect(!Rules.diagnose(withPlugin).findings.contains { $0.id == .sdk27WithoutSceneAccessory })
    }
}
