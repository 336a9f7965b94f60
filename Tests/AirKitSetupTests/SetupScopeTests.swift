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

    @Test("--add-package on a target that deploys below iOS 17 says what to raise")
    func saysWhatToRaiseForOldDeploymentTargets() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let pbxproj = workspace.path("Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.6;")
            .write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let plan = try ProjectSetup(options: SetupOptions(packageURL: "https://github.com/example/AirKit.git"))
            .plan(workspace.root)
        #expect(
            plan.notes.contains {
                $0.text.contains("deploys to iOS 16.6 in Debug, iOS 16.6 in Release")
                    && $0.text.contains("raise IPHONEOS_DEPLOYMENT_TARGET to 17")
            }, "\(plan.notes.map(\.text))")
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
