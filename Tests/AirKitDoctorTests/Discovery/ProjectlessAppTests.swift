import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("Folders without an .xcodeproj")
struct ProjectlessAppTests {
    static let appPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>
        <key>UILaunchScreen</key><dict/>
        </dict></plist>
        """

    static let otherPlists = [
        "Settings.bundle/Root.plist": "<plist version=\"1.0\"><dict><key>PreferenceSpecifiers</key><array/></dict></plist>",
        "App/GoogleService-Info.plist": "<plist version=\"1.0\"><dict><key>API_KEY</key><string>x</string></dict></plist>",
        "Widget/Info.plist": "<plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>",
    ]

    @Test("an app Info.plist is found by its contents, with the sources beside it, and the generator is named")
    func tuistLayout() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Project.swift", text: "import ProjectDescription\n")
        try scratch.write("Targets/Player/Support/Player-Info.plist", text: Self.appPlist)
        try scratch.write("Targets/Player/Sources/PlayerApp.swift", text: "import SwiftUI\n@main struct PlayerApp: App {}\n")
        for (path, text) in Self.otherPlists { try scratch.write(path, text: text) }
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        #expect(report.errors.isEmpty)
        #expect(report.exitStatus == .clean)
        let app = try #require(report.apps.first)
        #expect(report.apps.count == 1)
        #expect(app.name == "Player")
        #expect(app.evidence.code?.fileCount == 1)
        #expect(app.evidence.projectUnavailableReason?.contains("Tuist") == true)
        #expect(app.diagnosis.findings.map(\.id) == [.noExternalDisplayIntent])
    }

    @Test("Info.plists inside a project's folder belong to the project and are not read twice")
    func projectCoversItsPlists() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("App/Info.plist", text: Self.appPlist)
        try scratch.write("App.xcodeproj/project.pbxproj", text: "// !$*UTF8*$!\n{ objects = {}; }\n")
        let inputs = try InputDiscovery.discover(scratch.path)
        #expect(inputs.appInfoPlists.isEmpty)
        #expect(inputs.projects.count == 1)
    }

    @Test("an .xcodeproj without project.pbxproj is reported as such, beside what else was found")
    func xcodeprojWithoutPbxproj() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.folder("Broken.xcodeproj")
        let inputs = try InputDiscovery.discover(scratch.path)
        #expect(inputs.problems.map(\.reason) == ["no project.pbxproj inside"])
    }
}
