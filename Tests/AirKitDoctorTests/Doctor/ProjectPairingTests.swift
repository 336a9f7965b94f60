import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("Projects and products found together")
struct ProjectPairingTests {
    @Test("a built app pairs with the project whose bundle identifier it carries, not the first with its name")
    func pairsByBundleIdentifier() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var first = MiniProject(targetName: "Banner")
        first.targetSettings = ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.legacy"]
        var second = MiniProject(targetName: "Banner")
        second.targetSettings = ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.Banner"]
        try scratch.write("A/Banner.xcodeproj/project.pbxproj", text: first.text)
        try scratch.write("B/Banner.xcodeproj/project.pbxproj", text: second.text)
        try scratch.appBundle("Products/Banner.app", infoPlist: "Built-Healthy.plist")
        let identifier = try #require(
            (try? InfoPlistLoader.load(contentsOf: scratch.path + "/Products/Banner.app/Info.plist"))?.plist.bundleIdentifier)
        #expect(identifier == "com.example.Banner")
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        let paired = try #require(report.apps.first { $0.evidence.builtInfoPlist != nil })
        #expect(paired.evidence.project?.path == "B/Banner.xcodeproj/project.pbxproj")
    }

    @Test("an INFOPLIST_FILE a Run Script phase writes is known only at build time, not missing")
    func scriptWrittenInfoPlist() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var project = MiniProject()
        project.targetSettings = ["INFOPLIST_FILE": "Generated/Info.plist"]
        project.scriptOutputPaths = ["$(SRCROOT)/Generated/Info.plist"]
        try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
        let app = try #require(Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".").apps.first)
        #expect(
            app.evidence.project?.configurations.first?.sourceInfoPlist == .knownOnlyAtBuildTime(value: "Generated/Info.plist"))
        project.scriptOutputPaths = ["$(SRCROOT)/Other/Info.plist"]
        try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
        let missing = try #require(Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".").apps.first)
        #expect(missing.evidence.project?.configurations.first?.sourceInfoPlist == .missing(path: "Generated/Info.plist"))
    }

    @Test("a synchronized folder that encloses the project (path = /) is not walked")
    func rootSynchronizedFolderIsNotWalked() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var project = MiniProject()
        project.synchronizedFolderPath = "/"
        try scratch.write("App.xcodeproj/project.pbxproj", text: project.text)
        try scratch.write("App/AppDelegate.swift", text: "import UIKit\n")
        let read = try XcodeProjectReader.read(pbxprojAt: scratch.path + "/App.xcodeproj/project.pbxproj")
        #expect(read.targets.first?.sourcePaths == [])
        #expect(read.targets.first?.unlistedFolders == ["/"])
    }
}
