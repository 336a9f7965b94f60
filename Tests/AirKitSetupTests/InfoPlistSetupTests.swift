import AirKitConfiguration
import AirKitSetup
import Foundation
import Testing

@Suite("setup: the external-display role in an existing Info.plist")
struct InfoPlistSetupTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var binary: Bool
        var testDescription: String { "\(file) (\(binary ? "binary" : "XML"))" }
    }

    static let shapes = [
        "NoManifest.plist", "ApplicationRoleOnly.plist", "DeprecatedRoleOnly.plist", "EmptyRoleArray.plist",
        "FourSpacesBlankLines.plist",
    ]
    static let cases = shapes.flatMap { [Case(file: $0, binary: false), Case(file: $0, binary: true)] }

    /// The shapes a UIKit app could have only if it did not adopt the scene life cycle, which setup
    /// refuses (`LifeCycleSetupTests`); here they are a SwiftUI app's.
    static let withoutApplicationDelegate: Set = ["NoManifest.plist", "EmptyRoleArray.plist", "FourSpacesBlankLines.plist"]

    static func app(for file: String) -> Workspace.PlainApp {
        withoutApplicationDelegate.contains(file) ? .swiftUI : .uiKit
    }

    @Test("adds one configuration, changes no other value, and the doctor's manifest findings are gone", arguments: cases)
    func addsTheRole(_ shape: Case) throws {
        let workspace = try Workspace.plain(with: shape.file, binary: shape.binary, app: Self.app(for: shape.file))
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        let old = try #require(run.before["Plain/Info.plist"])
        let new = try #require(run.after["Plain/Info.plist"])
        #expect(run.changedFiles == ["Plain/Info.plist"])
        #expect(try PlistChecks.format(new) == (shape.binary ? .binary : .xml))
        let oldPlist = try PlistChecks.dictionary(old)
        let newPlist = try PlistChecks.dictionary(new)
        let added = PlistChecks.roleEntries(newPlist).filter {
            $0["UISceneConfigurationName"] as? String == AirKitSceneConfiguration.name
        }
        #expect(added.count == 1)
        #expect(added.first?["UISceneDelegateClassName"] as? String == "AirKitSceneDelegate")
        let rest = PlistChecks.withoutAddition(newPlist, before: oldPlist)
        #expect(try PlistChecks.canonical(rest) == PlistChecks.canonical(oldPlist))
        if !shape.binary {
            #expect(PlistChecks.onlyAddsLines(old: old, new: new), "an existing line changed")
        }
        #expect(try DoctorChecks.remainingFixable("Plain", at: workspace.root) == [])
        #expect(try DoctorChecks.upToIOS26("Plain", at: workspace.root) == .shown)
    }

    @Test("keeps the deprecated role beside the new one and says so")
    func keepsDeprecatedRole() throws {
        let workspace = try Workspace.plain(with: "DeprecatedRoleOnly.plist")
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        let plist = try PlistChecks.dictionary(try #require(run.after["Plain/Info.plist"]))
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        #expect(configurations?["UIWindowSceneSessionRoleExternalDisplay"] != nil)
        #expect(
            run.notes.contains {
                $0.hasPrefix("left alone:") && $0.contains("deprecated UIWindowSceneSessionRoleExternalDisplay")
            })
    }

    @Test("writes new lines in the file's own indentation: four spaces stay four spaces")
    func followsIndentation() throws {
        let workspace = try Workspace.plain(with: "FourSpacesBlankLines.plist", app: .swiftUI)
        defer { workspace.remove() }
        let run = try SetupRun(workspace)
        let text = String(decoding: try #require(run.after["Plain/Info.plist"]), as: UTF8.self)
        #expect(!text.contains("\t"))
        #expect(text.contains("\n            <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>\n"))
        #expect(text.contains("<!-- Scenes are configured below. -->"))
    }

    @Test("keeps CRLF line endings in the lines it adds")
    func keepsCRLF() throws {
        let workspace = try Workspace.plain(with: "ApplicationRoleOnly.plist")
        defer { workspace.remove() }
        let crlf = String(decoding: try workspace.data("Plain/Info.plist"), as: UTF8.self).replacingOccurrences(
            of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: URL(fileURLWithPath: workspace.path("Plain/Info.plist")))
        let run = try SetupRun(workspace)
        let new = try #require(run.after["Plain/Info.plist"])
        let bareNewlines = new.indices.filter { new[$0] == 0x0A && ($0 == 0 || new[$0 - 1] != 0x0D) }
        #expect(bareNewlines.isEmpty)
        #expect(PlistChecks.onlyAddsLines(old: try #require(run.before["Plain/Info.plist"]), new: new))
    }

    @Test("edits the file a symbolic link points to and keeps the link")
    func keepsSymbolicLink() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        try FileManager.default.moveItem(atPath: workspace.path("Plain/Info.plist"), toPath: workspace.path("Shared.plist"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("Plain/Info.plist"), withDestinationPath: "../Shared.plist")
        _ = try SetupRun(workspace)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Plain/Info.plist"))
        #expect(link == "../Shared.plist")
        #expect(PlistChecks.roleEntries(try PlistChecks.dictionary(try workspace.data("Shared.plist"))).count == 1)
    }

    @Test("names the delegate given with --delegate")
    func customDelegate() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(delegateClassName: "Plain.ExternalDelegate"))
        let plist = try PlistChecks.dictionary(try #require(run.after["Plain/Info.plist"]))
        #expect(PlistChecks.roleEntries(plist).first?["UISceneDelegateClassName"] as? String == "Plain.ExternalDelegate")
    }

    @Test("leaves a working entry alone and says so")
    func leavesWorkingEntry() throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/Projects/omeriadon-gym-tracker")
        defer { workspace.remove() }
        let plan = try ProjectSetup().plan(workspace.root)
        #expect(plan.files.isEmpty)
        #expect(plan.notes.map(\.description).contains { $0.hasPrefix("left alone:") && $0.contains("already has") })
    }
}
