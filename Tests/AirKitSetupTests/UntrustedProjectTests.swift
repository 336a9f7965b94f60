import AirKitSetup
import Foundation
import Testing

/// Setup on a project that names, or links to, files outside its folder: nothing outside is
/// written, and what it reports names only paths inside the project.
@Suite("setup: nothing written outside the project folder", .serialized)
struct UntrustedProjectTests {
    /// The `Plain` project in `Project/` of a fresh folder, with `Outside/Info.plist` beside it.
    private func plainWithOutside() throws -> (workspace: Workspace, outside: String) {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Plain")
        let project = workspace.path("Project")
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        for name in ["Plain", "Plain.xcodeproj"] {
            try FileManager.default.moveItem(atPath: workspace.path(name), toPath: project + "/" + name)
        }
        try FileManager.default.createDirectory(atPath: workspace.path("Outside"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Workspace.fixtures + "/InfoPlists/NoManifest.plist", toPath: workspace.path("Outside/Info.plist"))
        try FileManager.default.copyItem(
            atPath: Workspace.fixtures + "/InfoPlists/NoManifest.plist", toPath: workspace.path("Project/Plain/Info.plist"))
        return (workspace, workspace.path("Outside"))
    }

    private func setInfoPlistFile(_ value: String, in workspace: Workspace) throws {
        let file = workspace.path("Project/Plain.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "INFOPLIST_FILE = Plain/Info.plist;", with: "INFOPLIST_FILE = \"\(value)\";")
            .write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test(
        "an INFOPLIST_FILE outside the project, relative or absolute, is reported and left as it is",
        arguments: ["relative", "absolute"])
    func infoPlistFileOutside(form: String) throws {
        let (workspace, outside) = try plainWithOutside()
        defer { workspace.remove() }
        try setInfoPlistFile(form == "relative" ? "../Outside/Info.plist" : outside + "/Info.plist", in: workspace)
        let before = try Data(contentsOf: URL(fileURLWithPath: outside + "/Info.plist"))
        let result = try AirkitCommand.run(["setup", "Project"], in: workspace.root)
        #expect(try Data(contentsOf: URL(fileURLWithPath: outside + "/Info.plist")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["Info.plist"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("left alone: ") && result.output.contains("outside the project folder"), "\(result.output)")
    }

    @Test("a symbolic link from the project's Info.plist to a file outside: the file outside is not written")
    func infoPlistLinksOutside() throws {
        let (workspace, outside) = try plainWithOutside()
        defer { workspace.remove() }
        try FileManager.default.removeItem(atPath: workspace.path("Project/Plain/Info.plist"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("Project/Plain/Info.plist"), withDestinationPath: "../../Outside/Info.plist")
        let before = try Data(contentsOf: URL(fileURLWithPath: outside + "/Info.plist"))
        for arguments in [["setup", "Project", "--dry-run"], ["setup", "Project"]] {
            let result = try AirkitCommand.run(arguments, in: workspace.root)
            #expect(try Data(contentsOf: URL(fileURLWithPath: outside + "/Info.plist")) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["Info.plist"])
            #expect(
                !(result.output + result.errors).contains("Outside"), "names the place outside: \(result.output + result.errors)")
            #expect((result.output + result.errors).contains("Plain/Info.plist"), "\(result.output + result.errors)")
        }
    }

    @Test("a project.pbxproj that links outside the project is refused with one line naming it")
    func pbxprojLinksOutside() throws {
        let (workspace, _) = try plainWithOutside()
        defer { workspace.remove() }
        let pbxproj = workspace.path("Project/Plain.xcodeproj/project.pbxproj")
        try FileManager.default.moveItem(atPath: pbxproj, toPath: workspace.path("Outside/project.pbxproj"))
        try FileManager.default.createSymbolicLink(atPath: pbxproj, withDestinationPath: "../../Outside/project.pbxproj")
        let before = try Data(contentsOf: URL(fileURLWithPath: workspace.path("Outside/project.pbxproj")))
        let result = try AirkitCommand.run(["setup", "Project"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("airkit: error: Project/Plain.xcodeproj/project.pbxproj: "), "\(result.errors)")
        #expect(!result.errors.contains("Outside"), "\(result.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: workspace.path("Outside/project.pbxproj"))) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.path("Outside")).sorted() == [
                "Info.plist", "project.pbxproj",
            ])
    }

    @Test("a source folder that links outside the project: no Info.plist is created there")
    func sourceFolderLinksOutside() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-outside-\(UUID().uuidString)").path
        try FileManager.default.moveItem(atPath: workspace.path("Layered App"), toPath: outside)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Layered App"), withDestinationPath: outside)
        let result = try AirkitCommand.run(["setup", "."], in: workspace.root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["LayeredApp.swift"])
        #expect(!(result.output + result.errors).contains(outside), "\(result.output + result.errors)")
        #expect((result.output + result.errors).contains("outside the project folder"), "\(result.output + result.errors)")
    }
}
