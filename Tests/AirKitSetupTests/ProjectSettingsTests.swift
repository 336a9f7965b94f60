import AirKitDoctor
import AirKitSetup
import Foundation
import Testing

@Suite("setup: build settings, generated Info.plists and real project shapes")
struct ProjectSettingsTests {
    struct CorpusCase: CustomTestStringConvertible, Sendable {
        var folder: String
        var target: String?
        var app: String
        var testDescription: String { folder + (target.map { " --target \($0)" } ?? "") }
    }

    /// Real shapes from the doctor's corpus: conditional and plain generation keys, project-level
    /// xcconfig, several configurations, non-iOS app targets, several iOS apps, synchronized
    /// folders, generated-only Info.plists, deprecated roles.
    static let corpusCases: [CorpusCase] = [
        .init(folder: "Projects/apple-sample-backyard-birds", app: "Backyard Birds"),
        .init(folder: "Projects/apple-sample-food-truck", target: "Food Truck", app: "Food Truck"),
        .init(folder: "Projects/dimillian-icecubesapp", app: "IceCubesApp"),
        .init(folder: "Projects/jellyfin-swiftfin", app: "Swiftfin iOS"),
        .init(folder: "Projects/rileytestut-delta", app: "Delta"),
        .init(folder: "Projects/utmapp-utm", target: "iOS", app: "iOS"),
        .init(folder: "Projects/ranchero-software-netnewswire", app: "NetNewsWire-iOS"),
        .init(folder: "Layouts/yuseongchoi-matrixmaker/MatrixMaker", app: "MatrixMaker"),
        .init(folder: "Layouts/hues2-fittie", app: "Fittie"),
        .init(folder: "Layouts/liampronan-now-playing", app: "now-playing"),
    ]

    @Test("on real project shapes: files re-parse, only intended lines change, the doctor is clean", arguments: corpusCases)
    func corpusProject(_ shape: CorpusCase) throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/" + shape.folder)
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(targetName: shape.target))
        #expect(!run.changedFiles.isEmpty)
        for file in run.changedFiles {
            let new = try #require(run.after[file])
            guard let old = run.before[file] else { continue }
            if file.hasSuffix(".pbxproj") || file.hasSuffix(".xcconfig") {
                try expectOnlyGenerationReplaced(old: old, new: new, file: file)
            } else if try PlistChecks.format(old) == .xml {
                #expect(PlistChecks.onlyAddsLines(old: old, new: new), "\(file): an existing line changed")
                let rest = PlistChecks.withoutAddition(try PlistChecks.dictionary(new), before: try PlistChecks.dictionary(old))
                #expect(try PlistChecks.canonical(rest) == PlistChecks.canonical(try PlistChecks.dictionary(old)))
            }
        }
        #expect(try DoctorChecks.remainingFixable(shape.app, at: workspace.root) == [])
        #expect(try DoctorChecks.upToIOS26(shape.app, at: workspace.root) == .shown)
    }

    @Test("settings at every level: project YES overridden in the target, xcconfig values set to NO, quoted paths")
    func layeredSettings() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        #expect(
            run.changedFiles == [
                "Layered.xcodeproj/project.pbxproj", "Configuration/App.xcconfig", "Configuration/Staging.xcconfig",
                "Layered App/Info.plist",
            ])
        let pbxproj = String(decoding: try #require(run.after["Layered.xcodeproj/project.pbxproj"]), as: UTF8.self)
        #expect(pbxproj.components(separatedBy: "\t\t\t\tINFOPLIST_FILE = \"Layered App/Info.plist\";\n").count == 4)
        #expect(pbxproj.components(separatedBy: "\t\t\t\tINFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;\n").count == 3)
        // The project level and the tvOS target are not touched.
        let old = try XcodeProjectReader.read(
            pbxproj: try #require(run.before["Layered.xcodeproj/project.pbxproj"]), at: "p", sourceFilesInFolder: { _ in [] })
        let new = try XcodeProjectReader.read(pbxproj: Data(pbxproj.utf8), at: "p", sourceFilesInFolder: { _ in [] })
        #expect(
            old.buildConfigurations.map { $0.settings.mapValues(\.values) }
                == new.buildConfigurations.map { $0.settings.mapValues(\.values) })
        #expect(
            old.targets[1].buildConfigurations.map { $0.settings.mapValues(\.values) }
                == new.targets[1].buildConfigurations.map { $0.settings.mapValues(\.values) })
        let staging = String(decoding: try #require(run.after["Configuration/Staging.xcconfig"]), as: UTF8.self)
        #expect(
            staging.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO // Xcode's default for SwiftUI apps\n"))
        try expectOnlyGenerationReplaced(
            old: try #require(run.before["Configuration/App.xcconfig"]),
            new: try #require(run.after["Configuration/App.xcconfig"]), file: "App.xcconfig")
        let created = try PlistChecks.dictionary(try #require(run.after["Layered App/Info.plist"]))
        #expect(Array(created.keys) == ["UIApplicationSceneManifest"])
        #expect(try DoctorChecks.remainingFixable("Layered App", at: workspace.root) == [])
        #expect(try DoctorChecks.upToIOS26("Layered App", at: workspace.root) == .shown)
    }

    @Test("an xcconfig outside the project folder and a value set through a variable are reported and left as they are")
    func reportsWhatItCannotChange() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Outside")
        // A SwiftUI app: a UIKit app without scenes is refused before settings are looked at (LifeCycleSetupTests).
        try workspace.makeSwiftUIApp("App/Plain/AppDelegate.swift")
        defer { workspace.remove() }
        let run = try SetupRun(workspace, project: "App")
        #expect(run.changedFiles == ["App/Plain/Info.plist"])
        #expect(run.notes.contains { $0.hasPrefix("left alone:") && $0.contains("outside the project folder") })
        #expect(run.notes.contains { $0.hasPrefix("left alone:") && $0.contains("through a variable") })
        // What was left is still what the doctor reports, on a folder that holds the xcconfig:
        // setup does not hide it.
        let findings = try DoctorChecks.app("Plain", at: workspace.root).diagnosis.findings.map(\.id)
        #expect(findings.contains(.generatedManifestDropsConfigurations))
    }

    @Test(
        "an Info.plist created in a synchronized folder gets Xcode's membership exception, one-line folder or not",
        arguments: [
            Workspace.corpus + "/Projects/ultralytics-yolo-ios-app/ExampleApps/YOLORealTimeSwiftUI",
            Workspace.fixtures + "/Synchronized",
        ])
    func synchronizedFolder(_ source: String) throws {
        let workspace = try Workspace(copying: source)
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        #expect(run.changedFiles.contains("YOLORealTimeSwiftUI/Info.plist"))
        let file = try #require(run.changedFiles.first { $0.hasSuffix(".pbxproj") })
        let root = try PBXProjParser.parse(try #require(run.after[file]))
        let objects = try #require(root.dictionary?["objects"]?.dictionary)
        let sets = objects.entries.filter {
            $0.value.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
        }
        #expect(sets.count == 1)
        #expect(sets.first?.value.dictionary?["membershipExceptions"]?.array?.compactMap(\.string) == ["Info.plist"])
        let group = objects.entries.first { $0.value.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
        #expect(group?.value.dictionary?["exceptions"]?.array?.compactMap(\.string) == sets.map(\.key))
        let project = try XcodeProjectReader.read(pbxprojAt: workspace.path(file))
        #expect(project.targets.first?.sourcePaths.map { ($0 as NSString).lastPathComponent } == ["YOLORealTimeSwiftUIApp.swift"])
        #expect(try DoctorChecks.remainingFixable("YOLORealTimeSwiftUI", at: workspace.root) == [])
    }

    /// Every line `new` differs from `old` in is a generation setting turned from a yes to `NO`,
    /// or a line added; nothing else is removed or rewritten.
    private func expectOnlyGenerationReplaced(old: Data, new: Data, file: String) throws {
        let diff = UnifiedDiff.diff(
            old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self), oldLabel: "a", newLabel: "b")
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        for line in removed {
            #expect(line.contains("UIApplicationSceneManifest_Generation"), "\(file): removed \(line)")
            let replacement = "+" + line.dropFirst().replacingOccurrences(of: "= YES", with: "= NO")
            #expect(diff.contains(replacement + "\n"), "\(file): \(line) not replaced by NO")
        }
    }
}
