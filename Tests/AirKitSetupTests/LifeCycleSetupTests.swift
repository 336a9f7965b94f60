import AirKitConfiguration
import AirKitSetup
import Foundation
import Testing

/// Setup and the scene life cycle: it never moves an app onto it unasked, and `--adopt-scenes` does
/// it with AirKit's scene delegate for the app's own scene.
@Suite("setup: apps that do not adopt the scene life cycle")
struct LifeCycleSetupTests {
    static let packageURL = "https://github.com/example/AirKit.git"
    /// For the real Flutter and React Native projects, which deploy to iOS 12–15 as their
    /// templates do: AirKit needs iOS 17, so setup raises the target only when asked.
    static let adoptingOnOldDeployment = SetupOptions(
        packageURL: packageURL, adoptsSceneLifeCycle: true, raisesDeploymentTarget: true)

    /// Pre-scene shapes: Plain's UIKit app delegate with three Info.plists, and real projects.
    static let preSceneProjects: [String] = [
        "Plain:NoManifest.plist", "Plain:EmptyRoleArray.plist", "Plain:FourSpacesBlankLines.plist",
        "Projects/analogio-mobile_app/ios", "Projects/azuread-msal-objc-sample", "Projects/amiantos-gamebookengine",
        "Projects/definednet-mobile_nebula-before/ios", "Projects/stodevx-aao-react-native-before/ios",
    ]

    private static func workspace(_ shape: String) throws -> Workspace {
        if shape.hasPrefix("Plain:") { return try Workspace.plain(with: String(shape.dropFirst("Plain:".count))) }
        return try Workspace(copying: Workspace.corpus + "/" + shape)
    }

    @Test(
        "without --adopt-scenes: exit 2, one line that says why and how to go on, every byte as it was",
        arguments: preSceneProjects)
    func refusesWithoutTheFlag(shape: String) throws {
        let workspace = try Self.workspace(shape)
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        for arguments in [["setup", "."], ["setup", ".", "--dry-run"], ["setup", ".", "--add-package", Self.packageURL]] {
            let result = try AirkitCommand.run(arguments, in: workspace.root)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.errors.hasPrefix("airkit: error: "))
            #expect(result.errors.filter { $0 == "\n" }.count == 1, "not one line: \(result.errors)")
            #expect(result.errors.contains("does not adopt the UIKit scene life cycle"))
            #expect(result.errors.contains("--adopt-scenes"))
            #expect(try workspace.snapshot() == before, "\(arguments) changed a file")
        }
    }

    /// Plain with a manifest that names no delegate for the app's own scene, and its one listed source
    /// file gone (a partial checkout): the doctor cannot tell whether a SwiftUI App or a configuration
    /// method there adopts the scene life cycle.
    private static func undetermined() throws -> Workspace {
        let workspace = try Workspace.plain(with: "EmptyRoleArray.plist")
        try FileManager.default.removeItem(atPath: workspace.path("Plain/AppDelegate.swift"))
        return workspace
    }

    @Test("a target whose scene life cycle the doctor cannot tell is refused, naming what was not read, every byte as it was")
    func refusesWhenItCannotTell() throws {
        let workspace = try Self.undetermined()
        defer { workspace.remove() }
        #expect(try DoctorChecks.app("Plain", at: workspace.root).diagnosis.sceneLifeCycle.status == .undetermined)
        let before = try workspace.snapshot()
        for arguments in [["setup", "."], ["setup", ".", "--dry-run"]] {
            let result = try AirkitCommand.run(arguments, in: workspace.root)
            #expect(result.status == 2)
            #expect(result.errors.filter { $0 == "\n" }.count == 1, "not one line: \(result.errors)")
            #expect(result.errors.contains("cannot tell whether it adopts the UIKit scene life cycle"), "\(result.errors)")
            #expect(result.errors.contains("not read: Plain/AppDelegate.swift"), "\(result.errors)")
            #expect(result.errors.contains("--adopt-scenes") && result.errors.contains("--app-adopts-scenes"))
            #expect(try workspace.snapshot() == before, "\(arguments) changed a file")
        }
    }

    @Test("--app-adopts-scenes goes on for a target the doctor cannot tell, leaving its own scene as it is")
    func goesOnWhenTheAppSaysItAdopts() throws {
        let workspace = try Self.undetermined()
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(appAdoptsSceneLifeCycle: true))
        let plist = try PlistChecks.dictionary(try #require(run.after["Plain/Info.plist"]))
        let manifest = try #require(plist["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: [[String: String]]])
        #expect(configurations["UIWindowSceneSessionRoleApplication"] == nil)
        #expect(
            configurations["UIWindowSceneSessionRoleExternalDisplayNonInteractive"]?.first?["UISceneDelegateClassName"] != nil)
        #expect(run.notes.contains { $0.contains("--app-adopts-scenes") }, "\(run.notes)")
    }

    @Test(
        "a framework's app is told its framework's own way too: a Flutter checkout and a Unity export",
        arguments: [
            ("Projects/gavinfu7-external-display-example", "the Flutter way with FlutterSceneDelegate"),
            ("Layouts/zmije1kw-balloonbeachiosunitygame", "the Unity way by exporting again from Unity 2022.3.72"),
        ])
    func namesTheFrameworksWay(shape: String, way: String) throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/" + shape)
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains(way), "\(result.errors)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
        #expect(try workspace.snapshot() == before)
    }

    @Test("--adopt-scenes needs AirKit, which defines the scene delegate it names")
    func adoptingNeedsAirKit() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist")
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup", ".", "--adopt-scenes"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("--add-package"))
        #expect(try workspace.snapshot() == before)
    }

    @Test(
        "--adopt-scenes names AirKitAppSceneDelegate for the app's scene beside the external role, and the doctor then finds it adopting",
        arguments: [false, true])
    func migrates(binary: Bool) throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", binary: binary)
        defer { workspace.remove() }
        let options = SetupOptions(packageURL: Self.packageURL, adoptsSceneLifeCycle: true)
        let run = try SetupRun(workspace, options: options)
        #expect(run.changedFiles == ["Plain/Info.plist", "Plain.xcodeproj/project.pbxproj"])
        let plist = try PlistChecks.dictionary(try #require(run.after["Plain/Info.plist"]))
        let manifest = try #require(plist["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: [[String: String]]])
        #expect(
            configurations["UIWindowSceneSessionRoleApplication"] == [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "AirKitAppSceneDelegate"]
            ])
        #expect(
            configurations["UIWindowSceneSessionRoleExternalDisplayNonInteractive"]?.first?["UISceneDelegateClassName"]
                == "AirKitSceneDelegate")
        #expect(run.notes.contains { $0.contains("moves the app to the scene life cycle") })

        let app = try DoctorChecks.app("Plain", at: workspace.root)
        #expect(app.diagnosis.sceneLifeCycle.status == .adopted)
        #expect(!app.diagnosis.findings.contains { $0.id == .sceneLifeCycleNotAdopted })
        #expect(try DoctorChecks.remainingFixable("Plain", at: workspace.root) == [])
        if !binary {
            #expect(
                PlistChecks.onlyAddsLines(
                    old: try #require(run.before["Plain/Info.plist"]), new: try #require(run.after["Plain/Info.plist"])))
        }
    }

    /// The Info.plist `--adopt-scenes` writes for Plain's pre-scene app: the file the simulated device
    /// launches in AirKit's end-to-end migration test (`Tests/AirKitTests/EndToEnd/MigrationTests.swift`).
    static let migratedInfoPlist = Workspace.fixtures + "/Migrated/Plain-Info.plist"

    @Test("the migrated Info.plist is the one AirKit's end-to-end migration test launches")
    func migratedInfoPlistIsTheRecordedOne() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist")
        defer { workspace.remove() }
        _ = try SetupRun(workspace, options: SetupOptions(packageURL: Self.packageURL, adoptsSceneLifeCycle: true))
        let written = try workspace.data("Plain/Info.plist")
        let recorded = try Data(contentsOf: URL(fileURLWithPath: Self.migratedInfoPlist))
        #expect(written == recorded, "\(String(decoding: written, as: UTF8.self))")
    }

    @Test("a storyboard the app-delegate life cycle loaded becomes the scene's: Flutter's Main")
    func keepsTheStoryboard() throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/Projects/analogio-mobile_app/ios")
        defer { workspace.remove() }
        // Flutter's template deploys to iOS 13 in the project's settings, below AirKit's 17.
        let run = try SetupRun(workspace, options: Self.adoptingOnOldDeployment)
        #expect(run.notes.contains { $0.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0 in Runner (Debug-production) (was 13.0)") })
        let plist = try PlistChecks.dictionary(try #require(run.after["Runner/Info.plist"]))
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: [[String: String]]]
        #expect(configurations?["UIWindowSceneSessionRoleApplication"]?.first?["UISceneStoryboardFile"] == "Main")
        #expect(try DoctorChecks.app("Runner", at: workspace.root).diagnosis.sceneLifeCycle.status == .adopted)
    }

    @Test("an empty UISceneConfigurations gets the application role inside it")
    func fillsEmptyConfigurations() throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/Projects/definednet-mobile_nebula-before/ios")
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: Self.adoptingOnOldDeployment)
        #expect(run.notes.contains { $0.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0 in Runner (Release) (was 15.0)") })
        #expect(
            PlistChecks.onlyAddsLines(
                old: try #require(run.before["Runner/Info.plist"]), new: try #require(run.after["Runner/Info.plist"])))
        #expect(try DoctorChecks.app("Runner", at: workspace.root).diagnosis.sceneLifeCycle.status == .adopted)
    }

    @Test("an application configuration without a delegate is left to a person, even with --adopt-scenes")
    func applicationConfigurationWithoutDelegate() throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/Layouts/wsgehaishan520-webdriveragent")
        defer { workspace.remove() }
        // The app adopts by its configuration provider; without the provider the configuration alone does not.
        let source = workspace.path("WebDriverAgentTests/IntegrationApp/Classes/AppDelegate.m")
        try Data("#import <UIKit/UIKit.h>\n\n@implementation AppDelegate\n@end\n".utf8).write(to: URL(fileURLWithPath: source))
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(
            ["setup", ".", "--target", "IntegrationApp", "--adopt-scenes", "--add-package", Self.packageURL], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("names no UISceneDelegateClassName"), "\(result.errors)")
        #expect(try workspace.snapshot() == before)
    }

    @Test("an app that already adopts the scene life cycle is set up as before, and --adopt-scenes says so")
    func adoptedAppIsLeftAlone() throws {
        let workspace = try Workspace.plain(with: "ApplicationRoleOnly.plist")
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(adoptsSceneLifeCycle: true))
        let plist = try PlistChecks.dictionary(try #require(run.after["Plain/Info.plist"]))
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: [[String: String]]]
        #expect(
            configurations?["UIWindowSceneSessionRoleApplication"]?.first?["UISceneDelegateClassName"]
                == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(run.notes.contains { $0.hasPrefix("left alone: Plain already adopts the scene life cycle") })
    }
}
