import AirKitConfiguration
import Testing

@testable import AirKitDoctor

/// Apps that drive the external display through a known plugin, whose own code the doctor never reads.
@Suite("Known external-display plugins are intent")
struct PluginSignalTests {
    @Test(
        "a Flutter app delegate that names presentation_displays or external_display names a plugin",
        arguments: [
            ("import presentation_displays\n", [1]),
            ("import Flutter\nimport external_display\n", [2]),
            ("func f() {\n    SwiftPresentationDisplaysPlugin.controllerAdded = controllerAdded\n}\n", [2]),
            ("func f() {\n    ExternalDisplayPlugin.registerGeneratedPlugin = register\n}\n", [2]),
            ("// SwiftPresentationDisplaysPlugin in a comment\nlet name = \"ExternalDisplayPlugin\"\n", []),
        ])
    func swiftReferences(source: String, lines: [Int]) {
        #expect(SwiftSourceScanner.scan(source, path: "AppDelegate.swift").signals.externalDisplayPluginReferences == lines)
    }

    @Test("an Objective-C registrant that imports or registers the plugin names it")
    func objectiveCReferences() {
        let source = """
            #import "GeneratedPluginRegistrant.h"
            #import <presentation_displays/PresentationDisplaysPlugin.h>

            @implementation GeneratedPluginRegistrant
            + (void)registerWithRegistry:(NSObject<FlutterPluginRegistry> *)registry {
              [PresentationDisplaysPlugin registerWithRegistrar:[registry registrarForPlugin:@"PresentationDisplaysPlugin"]];
            }
            @end
            """
        #expect(
            ObjCSourceScanner.scan(source, path: "GeneratedPluginRegistrant.m").signals.externalDisplayPluginReferences == [2, 6])
    }

    @Test("pubspec.yaml dependencies, not dev_dependencies or comments, name a plugin")
    func pubspec() {
        let text = """
            name: example
            # external_display: ^1.0.0
            dependencies:
              flutter:
                sdk: flutter
              presentation_displays: ^1.0.0
            dev_dependencies:
              external_display: ^1.0.0
            """
        #expect(PluginDependencies.pubspecDependencyLines(text) == [6])
    }

    @Test("package.json dependencies name a plugin, scoped or not; the package's own name does not")
    func packageJSON() {
        let text = """
            {
              "name": "expo-external-display",
              "dependencies": {
                "@isvend/expo-external-display": "^0.1.0",
                "react-native-external-display": "0.6.0",
                "react-native": "0.85.3"
              },
              "devDependencies": {
                "expo-external-display": "0.1.0"
              }
            }
            """
        #expect(PluginDependencies.packageDependencyLines(text) == [4, 5])
    }

    @Test("Podfile.lock's PODS list names a plugin pod, not a dependency of another pod")
    func podfileLock() {
        let text = """
            PODS:
              - Expo (56.0.11):
                - ExpoModulesCore
              - ExpoExternalDisplay (0.1.0):
                - ExpoModulesCore
              - presentation_displays (0.0.1):
                - Flutter

            DEPENDENCIES:
              - ExpoExternalDisplay (from `../../ios`)
            """
        #expect(PluginDependencies.podLines(text) == [4, 6])
    }

    @Test("a plugin is intent, and the Info.plist rows it drives are undetermined rather than mirrors")
    func pluginMakesRowsUndetermined() {
        var code = CodeEvidence(fileCount: 1)
        let location = SourceLocation(path: "pubspec.yaml", line: 6)
        code.externalDisplaySignals = [.init(kind: .externalDisplayPlugin, location: location)]
        code.sceneSuppliers = [.init(kind: .plugin, location: location)]
        let plist = InfoPlistEvidence(plist: InfoPlist(dictionary: ["LSRequiresIPhoneOS": true]), path: "ios/Runner/Info.plist")
        let diagnosis = Rules.diagnose(AppEvidence(name: "Runner", sourceInfoPlist: plist, code: code))
        #expect(diagnosis.intent.isPresent)
        #expect(!diagnosis.findings.contains { $0.id == .missingExternalRole })
        #expect(diagnosis.verdicts.first { $0.row == .upToIOS26 }?.outcome == .undetermined)
    }
}
