import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

/// A checkout made the way `actions/checkout` leaves one, around a copy of setup's `Layered`
/// project: the token in `.git/config`, a credentials file outside the checkout, and the project
/// in `app/`. The project's `.xcconfig` includes both and names their values.
private struct Checkout {
    static let token = "SECRET-TOKEN-1f2e3d"
    static let awsKey = "SECRET-AWS-9a8b7c"
    static let layered = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AirKitSetupTests/Fixtures/Layered").path

    let scratch: ScratchFolder
    var root: String { scratch.path + "/checkout" }

    init(appXCConfig: (_ credentials: String) -> String) throws {
        scratch = try ScratchFolder()
        try scratch.write("credentials", text: "[default]\naws_access_key_id = AKIA0\naws_secret_access_key = \(Self.awsKey)\n")
        try scratch.write(
            "checkout/.git/config",
            text: "[http \"https://github.com/\"]\n\textraheader = AUTHORIZATION: basic \(Self.token)\n")
        try FileManager.default.copyItem(atPath: Self.layered, toPath: root + "/app")
        try scratch.write(
            "checkout/app/Layered App/LayeredApp.swift",
            text:
                "import SwiftUI\nimport AirKit\n\n@main\nstruct LayeredApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
        )
        try scratch.write("checkout/app/Configuration/App.xcconfig", text: appXCConfig(scratch.path + "/credentials"))
    }

    /// Every format's output for PATH, and the error lines the CLI would print.
    func outputs(of path: String) -> [String] {
        let doctor = Doctor(paths: PathDisplay(currentDirectory: root))
        let report = doctor.examine(path)
        return ReportFormat.allCases.map { $0.render(report, paths: doctor.paths, useColor: false, width: 100) }
            + [report.errors.map(\.description).joined(separator: "\n")]
    }
}

@Suite("The doctor on an untrusted folder: nothing read or printed from outside it")
struct UntrustedFolderTests {
    @Test("settings included from outside the project folder are neither read nor printed, in any format")
    func includesFromOutside() throws {
        let checkout = try Checkout { credentials in
            """
            #include "../../.git/config"
            #include "\(credentials)"
            INFOPLIST_FILE = $(extraheader)
            PRODUCT_BUNDLE_IDENTIFIER = $(aws_secret_access_key)
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES

            """
        }
        defer { checkout.scratch.remove() }
        let outputs = checkout.outputs(of: "app")
        for output in outputs {
            #expect(!output.contains("SECRET"), "\(output)")
        }
        #expect(outputs[1].contains("outside the project folder"), "the JSON says why the includes were not read")
    }

    @Test("a hidden folder inside the scanned folder (.git) is never read, even when a setting includes it")
    func hiddenFolderInside() throws {
        let checkout = try Checkout { _ in
            "#include \"../../.git/config\"\nINFOPLIST_FILE = $(extraheader)\n"
        }
        defer { checkout.scratch.remove() }
        for output in checkout.outputs(of: ".") {
            #expect(!output.contains("SECRET"), "\(output)")
        }
    }

    @Test("an Info.plist named from outside the project folder is not read")
    func infoPlistFromOutside() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Outside/Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        var project = MiniProject()
        project.targetSettings = ["INFOPLIST_FILE": scratch.path + "/Outside/Info.plist"]
        try scratch.write("Project/App.xcodeproj/project.pbxproj", text: project.text)
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path + "/Project")).examine(".")
        let evidence = try #require(report.apps.first?.evidence.project?.configurations.first)
        guard case .unreadable = evidence.sourceInfoPlist else {
            Issue.record("the outside Info.plist was read: \(evidence.sourceInfoPlist)")
            return
        }
        #expect(report.errors.contains { $0.reason.contains("outside the project folder") }, "\(report.errors)")
    }

    /// A project in `Project/` whose synchronized folder is `folder` (as written in the project),
    /// and whose Info.plist declares the external role, so the app means to use a display.
    private func projectSynchronizing(_ folder: String, in scratch: ScratchFolder) throws {
        var project = MiniProject()
        project.synchronizedFolderPath = folder
        project.targetSettings = ["INFOPLIST_FILE": "Info.plist"]
        try scratch.write("Project/App.xcodeproj/project.pbxproj", text: project.text)
        try scratch.write("Project/Info.plist", TestFiles.data("InfoPlist/Source-AirKit.plist"))
        try scratch.write("Outside/Registration.swift", text: "import UIKit\nlet registration = 1 // registerSceneAccessory\n")
    }

    @Test(
        "a synchronized folder outside the project, by path or by a committed link, is neither walked nor read",
        arguments: ["absolute", "parent", "link", "link-in-folder", "proc"])
    func synchronizedFolderOutside(way: String) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        switch way {
        case "absolute": try projectSynchronizing(scratch.path + "/Outside", in: scratch)
        case "parent": try projectSynchronizing("../Outside", in: scratch)
        case "link":
            try projectSynchronizing("Sources", in: scratch)
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/Project/Sources", withDestinationPath: "../Outside")
        case "link-in-folder":
            try projectSynchronizing("Sources", in: scratch)
            try scratch.write("Project/Sources/App.swift", text: "import UIKit\n")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/Project/Sources/More", withDestinationPath: scratch.path + "/Outside")
        default:
            try projectSynchronizing("Sources", in: scratch)
            try scratch.write("Project/Sources/App.swift", text: "import UIKit\n")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/Project/Sources/Machine", withDestinationPath: "/proc/self/cwd")
        }
        let doctor = Doctor(paths: PathDisplay(currentDirectory: scratch.path + "/Project"))
        let report = doctor.examine(".")
        let json = JSONReportRenderer().render(report)
        #expect(!json.contains("Registration.swift"), "\(json)")
        let code = report.apps.first?.evidence.code
        #expect(code?.accessorySources.isEmpty ?? true, "a file outside was scanned")
        let verdict = report.apps.first?.diagnosis.verdicts.first { $0.row == .iOS27BuiltWithSDK27 }
        #expect(
            verdict?.outcome == .undetermined, "the iOS 27 row cannot tell what the folder held: \(String(describing: verdict))")
    }

    @Test("XcodeGen sources outside the spec's folder are not walked")
    func xcodeGenSourcesOutside() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Outside/Registration.swift", text: "import AirKit\n")
        try scratch.write(
            "Project/project.yml",
            text:
                "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [\(scratch.path)/Outside, ../Outside]\n"
        )
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path + "/Project")).examine(".")
        let json = JSONReportRenderer().render(report)
        #expect(!json.contains("Registration.swift"), "\(json)")
        #expect(report.apps.first?.evidence.code == nil || report.apps.first?.evidence.code?.fileCount == 0)
    }

    @Test("a missing or broken XcodeGen include is reported in every format")
    func xcodeGenIncludeProblems() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Broken.yml", text: "targets:\n\tApp: {}\n")
        try scratch.write(
            "project.yml",
            text:
                "name: App\ninclude:\n  - Missing.yml\n  - Broken.yml\ntargets:\n  App:\n    type: application\n    platform: iOS\n"
        )
        let doctor = Doctor(paths: PathDisplay(currentDirectory: scratch.path))
        let report = doctor.examine(".")
        #expect(report.exitStatus == .usageOrInputError)
        let lines = report.errors.map(\.description)
        #expect(lines.contains { $0.hasPrefix("Missing.yml: ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Broken.yml: ") }, "\(lines)")
        for format in [ReportFormat.json, .sarif] {
            let output = format.render(report, paths: doctor.paths, useColor: false)
            #expect(output.contains("Missing.yml") && output.contains("Broken.yml"), "\(format): \(output)")
        }
    }

    @Test("a file the user names as PATH is read whatever its name; the rules are for what a project names")
    func hiddenFileNamedAsPath() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write(".Built.plist", TestFiles.data("InfoPlist/Built-Healthy.plist"))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".Built.plist")
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.apps.count == 1)
    }
}
