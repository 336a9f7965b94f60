import AirKitConfiguration
import AirKitDoctor
import AirKitSetup
import Foundation
import Testing

/// Setup finds projects where the doctor does, adds AirKit only where it can build, and keeps what
/// the manifest it replaces had.
@Suite("setup: where the doctor works, and only what is right")
struct SetupScopeTests {
    /// `Plain` moved to `ios/` below a repository root.
    static func nested() throws -> Workspace {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        let manager = FileManager.default
        try manager.createDirectory(atPath: workspace.path("ios"), withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: workspace.root) where name != "ios" {
            try manager.moveItem(atPath: workspace.path(name), toPath: workspace.path("ios/" + name))
        }
        return workspace
    }

    @Test("setup at a repository root finds the project below it, as the doctor does")
    func findsTheProjectBelow() throws {
        let workspace = try Self.nested()
        defer { workspace.remove() }
        let plan = try ProjectSetup().plan(workspace.root)
        #expect(plan.files.contains { $0.path.hasSuffix("ios/Plain/Info.plist") })
    }

    @Test("with several projects below the folder, setup lists them and asks for one")
    func listsSeveralProjects() throws {
        let workspace = try Self.nested()
        defer { workspace.remove() }
        try FileManager.default.copyItem(atPath: workspace.path("ios"), toPath: workspace.path("macos"))
        #expect {
            try ProjectSetup().plan(workspace.root)
        } throws: { error in
            let text = (error as? SetupError)?.description ?? ""
            return text.contains("several projects") && text.contains("ios/Plain.xcodeproj")
                && text.contains("macos/Plain.xcodeproj") && !text.contains("\n")
        }
    }

    /// Plain with its target's deployment target lowered to iOS 16.6 in both configurations.
    private static func plainDeployingBelowAirKit() throws -> Workspace {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        let pbxproj = workspace.path("Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.6;")
            .write(toFile: pbxproj, atomically: true, encoding: .utf8)
        return workspace
    }

    @Test("--add-package on a target that deploys below iOS 17: exit 2, one line saying what to raise, every byte as it was")
    func refusesOldDeploymentTargets() throws {
        let workspace = try Self.plainDeployingBelowAirKit()
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        for extra in [[], ["--dry-run"]] {
            let result = try AirkitCommand.run(
                ["setup", ".", "--add-package", "https://github.com/example/AirKit.git"] + extra, in: workspace.root)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.errors.hasPrefix("airkit: error: "))
            #expect(result.errors.filter { $0 == "\n" }.count == 1, "not one line: \(result.errors)")
            #expect(result.errors.contains("deploys to iOS 16.6 in Debug, iOS 16.6 in Release"), "\(result.errors)")
            #expect(result.errors.contains("raise IPHONEOS_DEPLOYMENT_TARGET to 17.0 or later"), "\(result.errors)")
            #expect(result.errors.contains("--raise-deployment-target"), "\(result.errors)")
            #expect(try workspace.snapshot() == before, "\(extra) changed a file")
        }
    }

    @Test("--raise-deployment-target sets IPHONEOS_DEPLOYMENT_TARGET = 17.0 where the target deploys lower, and says so")
    func raisesOldDeploymentTargets() throws {
        let workspace = try Self.plainDeployingBelowAirKit()
        defer { workspace.remove() }
        let run = try SetupRun(
            workspace,
            options: SetupOptions(packageURL: "https://github.com/example/AirKit.git", raisesDeploymentTarget: true))
        #expect(
            run.notes.filter { $0.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0 in Plain (") && $0.contains("(was 16.6)") }.count
                == 2, "\(run.notes)")
        // The target's own settings win over the project's, which other targets keep.
        let pbxproj = String(decoding: try #require(run.after["Plain.xcodeproj/project.pbxproj"]), as: UTF8.self)
        #expect(pbxproj.components(separatedBy: "IPHONEOS_DEPLOYMENT_TARGET = 16.6;").count - 1 == 2)
        #expect(pbxproj.components(separatedBy: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;").count - 1 == 2)
        // Setup without the flag now finds nothing below iOS 17 (the package is linked, too).
        let again = try ProjectSetup(options: SetupOptions(packageURL: "https://github.com/example/AirKit.git"))
            .plan(workspace.root)
        #expect(again.files.isEmpty, "\(again.notes.map(\.text))")
    }

    @Test("--raise-deployment-target without --add-package is a usage error")
    func raisingNeedsThePackage() throws {
        let workspace = try Self.plainDeployingBelowAirKit()
        defer { workspace.remove() }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup", ".", "--raise-deployment-target"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.contains("'--raise-deployment-target' only applies with '--add-package'"), "\(result.errors)")
        #expect(try workspace.snapshot() == before)
    }

    @Test("turning manifest generation off keeps UIApplicationSupportsMultipleScenes, which the generated manifest had")
    func keepsMultipleScenes() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let pbxproj = workspace.path("Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(
            of: "GENERATE_INFOPLIST_FILE = NO;",
            with: "GENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;"
        ).write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let run = try SetupRun(workspace)
        let data = try #require(run.after["Plain/Info.plist"])
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let manifest = try #require(plist["UIApplicationSceneManifest"] as? [String: Any])
        #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == true)
        let after = String(decoding: try #require(run.after["Plain.xcodeproj/project.pbxproj"]), as: UTF8.self)
        #expect(after.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;"))
    }

    @Test("a manifest setup writes without generation to replace adds no multiple-scenes key")
    func noGenerationNoKey() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        let data = try #require(run.after["Plain/Info.plist"])
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect((plist["UIApplicationSceneManifest"] as? [String: Any])?["UIApplicationSupportsMultipleScenes"] == nil)
    }

    @Test("after setup without --add-package, the doctor says AirKitSceneDelegate is not in the app, not that it shows")
    func doctorSaysAirKitIsMissing() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        _ = try SetupRun(workspace)
        #expect(try DoctorChecks.airKitNotLinked("Plain", at: workspace.root))
        let verdict = try DoctorChecks.app("Plain", at: workspace.root).diagnosis.verdicts.first { $0.row == .upToIOS26 }
        #expect(verdict?.outcome == .mirrors)
    }
}
