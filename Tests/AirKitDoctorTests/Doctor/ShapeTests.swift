import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

/// Shapes seen on real projects where the doctor read less than it said, or invented an app.
@Suite("The doctor reads what a project names and invents no app")
struct ShapeTests {
    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \(entries)
        </dict></plist>
        """
    }

    static let externalManifest = """
        <key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array>
        <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict>
        <key>UISceneConfigurationName</key><string>TV</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).TVSceneDelegate</string>
        </dict></array>
        </dict></dict>
        """

    static let delegates = """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        final class TVSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.isHidden = false
                self.window = window
            }
        }
        """

    @Test("an XcodeGen target whose settings name INFOPLIST_FILE gets that file read from disk, not AK015")
    func xcodeGenSettingsInfoPlist() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "project.yml",
            text: """
                name: Player
                targets:
                  Player:
                    type: application
                    platform: iOS
                    deploymentTarget: "16.0"
                    sources: [Sources]
                    settings:
                      base:
                        INFOPLIST_FILE: Support/Info.plist
                """)
        try scratch.write("Support/Info.plist", text: Self.plist(Self.externalManifest))
        try scratch.write("Sources/Delegates.swift", text: Self.delegates)
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        let app = try #require(report.apps.first)
        #expect(report.apps.count == 1)
        #expect(!app.diagnosis.findings.contains { $0.id == .infoPlistFileMissing })
        #expect(app.inputs.contains { $0.kind == .sourceInfoPlist && $0.path == "Support/Info.plist" })
        #expect(app.diagnosis.intent.isPresent)
        #expect(app.diagnosis.verdicts.first { $0.row == .upToIOS26 }?.outcome == .shown)
    }

    @Test("an Info.plist passed alone is named from CFBundleDisplayName, CFBundleName or CFBundleExecutable")
    func lonePlistName() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "a/Info.plist",
            text: Self.plist("<key>CFBundleDisplayName</key><string>Nebula</string><key>UILaunchScreen</key><dict/>"))
        try scratch.write(
            "b/Info.plist",
            text: Self.plist(
                "<key>CFBundleName</key><string>$(PRODUCT_NAME)</string><key>CFBundleExecutable</key><string>Runner</string>"))
        try scratch.write("c/Info.plist", text: Self.plist("<key>UILaunchScreen</key><dict/>"))
        let doctor = Doctor(paths: PathDisplay(currentDirectory: scratch.path))
        #expect(doctor.examine("a/Info.plist").apps.map(\.name) == ["Nebula"])
        #expect(doctor.examine("b/Info.plist").apps.map(\.name) == ["Runner"])
        #expect(doctor.examine("c/Info.plist").apps.map(\.name) == ["Info.plist"])
    }

    @Test(
        "an Info.plist for another platform, passed alone, is skipped with the key that shows it",
        arguments: [
            ("<key>WKApplication</key><true/>", "watchOS", "WKApplication is true"),
            ("<key>LSMinimumSystemVersion</key><string>12.0</string>", "macOS", "LSMinimumSystemVersion without UIDeviceFamily"),
            ("<key>UIDeviceFamily</key><array><integer>3</integer></array>", "tvOS", "UIDeviceFamily 3"),
            (
                "<key>DTPlatformName</key><string>macosx</string><key>NSPrincipalClass</key><string>NSApplication</string>",
                "macOS", "NSPrincipalClass NSApplication"
            ),
        ])
    func lonePlistOtherPlatform(keys: String, platform: String, reason: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Info.plist", text: Self.plist("<key>CFBundleName</key><string>Clock</string>" + keys))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Info.plist")
        #expect(report.apps.isEmpty)
        #expect(report.skippedTargets.map(\.name) == ["Clock"])
        #expect(report.skippedTargets.first?.platform == platform)
        #expect(report.skippedTargets.first?.reason == reason)
        #expect(report.exitStatus == .clean)
    }

    @Test("a Mac Catalyst product keeps UIDeviceFamily and an iOS plist keeps LSRequiresIPhoneOS: both are iOS")
    func catalystAndExpoPlistsAreIOS() {
        let catalyst = InfoPlist(dictionary: [
            "DTPlatformName": "macosx", "LSMinimumSystemVersion": "14.0", "UIDeviceFamily": [2, 6],
        ])
        #expect(catalyst.otherPlatform == nil)
        let expo = InfoPlist(dictionary: ["LSMinimumSystemVersion": "12.0", "LSRequiresIPhoneOS": true])
        #expect(expo.otherPlatform == nil)
    }

    @Test("a built macOS .app is skipped as macOS, not checked with iOS rows")
    func macOSBundleIsSkipped() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "Build/Viewer.app/Contents/Info.plist",
            text: Self.plist(
                "<key>CFBundleName</key><string>Viewer</string><key>DTPlatformName</key><string>macosx</string>"
                    + "<key>DTSDKName</key><string>macosx10.9</string><key>NSPrincipalClass</key><string>NSApplication</string>"))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        #expect(report.apps.isEmpty)
        #expect(report.skippedTargets.map(\.platform) == ["macOS"])
    }

    @Test("an app Info.plist in a folder a project compiles belongs to that project: no third app, no error")
    func strayPlistBesideAProject() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(
            "ios/project.yml",
            text: """
                name: Player
                targets:
                  Player:
                    type: application
                    platform: iOS
                    deploymentTarget: "17.0"
                    sources: [../Shared/Player]
                    settings:
                      base:
                        GENERATE_INFOPLIST_FILE: YES
                """)
        try scratch.write("Shared/Player/PlayerApp.swift", text: "import SwiftUI\n@main struct PlayerApp: App {}\n")
        try scratch.write(
            "Shared/Player/Legacy/Info.plist",
            text: Self.plist("<key>UILaunchStoryboardName</key><string>Launch</string>"))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        #expect(report.apps.map(\.name) == ["Player"])
        #expect(report.exitStatus == .clean)
    }
}
