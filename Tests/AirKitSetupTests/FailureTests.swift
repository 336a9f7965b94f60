import AirKitSetup
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("setup: failures leave every file as it was", .serialized)
struct FailureTests {
    /// Runs `airkit setup arguments…` in the workspace and checks the failure contract.
    private func expectFailure(_ arguments: [String], in workspace: Workspace, mentioning text: String) throws {
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(["setup"] + arguments, in: workspace.root)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("airkit: error: "))
        #expect(result.errors.filter { $0 == "\n" }.count == 1, "not one line: \(result.errors)")
        #expect(result.errors.contains(text), "\(result.errors)")
        #expect(try workspace.snapshot() == before)
    }

    @Test("an unknown target: exit 2, one line naming the iOS app targets")
    func unknownTarget() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        try expectFailure([".", "--target", "Nope"], in: workspace, mentioning: "unknown target 'Nope' (iOS app targets: Plain)")
    }

    @Test("several iOS app targets and no --target: exit 2, one line listing them")
    func ambiguousTarget() throws {
        let workspace = try Workspace(copying: Workspace.corpus + "/Projects/videolan-vlc-ios")
        defer { workspace.remove() }
        try expectFailure(["."], in: workspace, mentioning: "several iOS app targets ('VLC-iOS', 'VLC-iOS-no-watch')")
    }

    @Test("a non-iOS target named with --target: exit 2")
    func nonIOSTarget() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        try expectFailure([".", "--target", "Layered TV"], in: workspace, mentioning: "not an iOS app target")
    }

    @Test("a path that does not exist: exit 2")
    func missingPath() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        try expectFailure(["Missing.xcodeproj"], in: workspace, mentioning: "no such file or folder")
    }

    /// Whether this process can make a folder it cannot write to: by permissions for an ordinary
    /// user, or, when running as root (whom permissions do not stop), with the immutable
    /// attribute (`chattr +i`), which stops root too where the file system supports it.
    static let readOnlyFolders: ReadOnlyFolder.Method? = ReadOnlyFolder.probe()

    @Test(
        "a folder that cannot be written: exit 2, the pbxproj written first is not replaced either",
        .enabled(if: readOnlyFolders != nil, "this system cannot make a folder read-only for this user"))
    func readOnlyFolder() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let method = try #require(Self.readOnlyFolders)
        let folder = workspace.path("Configuration")
        try ReadOnlyFolder.lock(folder, method)
        defer { ReadOnlyFolder.unlock(folder, method) }
        try expectFailure(["."], in: workspace, mentioning: "cannot write in its folder")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Layered.xcodeproj"))
        #expect(leftovers == ["project.pbxproj"])
    }

    static let readOnlyFiles: ReadOnlyFolder.Method? = ReadOnlyFolder.probe(file: true)

    @Test(
        "a read-only Info.plist: exit 2, nothing written",
        .enabled(if: readOnlyFiles != nil, "this system cannot make a file read-only for this user"))
    func readOnlyFile() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let method = try #require(Self.readOnlyFiles)
        let file = workspace.path("Plain/Info.plist")
        try ReadOnlyFolder.lock(file, method)
        defer { ReadOnlyFolder.unlock(file, method) }
        try expectFailure(["."], in: workspace, mentioning: "Info.plist: cannot be written")
    }

    @Test("a file that vanishes between planning and writing: an error, and no file is changed")
    func vanishedFile() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let setup = ProjectSetup()
        let plan = try setup.plan(workspace.root)
        try FileManager.default.copyItem(
            atPath: workspace.path("Configuration/App.xcconfig"), toPath: workspace.path("App.xcconfig.saved"))
        let before = try workspace.snapshot()
        let error = #expect(throws: SetupError.self) {
            try setup.apply(plan) {
                try FileManager.default.removeItem(atPath: workspace.path("Configuration/App.xcconfig"))
            }
        }
        #expect(error?.description.contains("vanished while setup ran") == true)
        #expect(error?.description.contains("\n") == false)
        var after = try workspace.snapshot()
        #expect(after["Configuration/App.xcconfig"] == nil)
        after["Configuration/App.xcconfig"] = before["Configuration/App.xcconfig"]
        #expect(after == before, "a file other than the removed one changed, or a temporary file was left")
    }

    @Test("--dry-run writes nothing and prints a diff that patch applies to give setup's result")
    func dryRunDiff() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        let applied = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer {
            workspace.remove()
            applied.remove()
        }
        let before = try workspace.snapshot()
        let result = try AirkitCommand.run(
            ["setup", ".", "--dry-run", "--add-package", PackageSetupTests.url], in: workspace.root)
        #expect(result.status == 0)
        #expect(try workspace.snapshot() == before)
        #expect(result.output.contains("--- a/Layered.xcodeproj/project.pbxproj\n+++ b/Layered.xcodeproj/project.pbxproj\n@@ -"))
        #expect(result.output.contains("--- /dev/null\n+++ b/Layered App/Info.plist\t\n@@ -0,0 +1,23 @@\n"))
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: workspace.path("changes.diff")))
        #expect(AirkitCommand.system("/usr/bin/patch", ["-p1", "-s", "-i", "changes.diff"], in: workspace.root) == 0)
        try FileManager.default.removeItem(atPath: workspace.path("changes.diff"))
        let real = try AirkitCommand.run(["setup", ".", "--add-package", PackageSetupTests.url], in: applied.root)
        #expect(real.status == 0)
        #expect(real.output.split(separator: "\n").allSatisfy { $0.hasPrefix("changed: ") || $0.hasPrefix("left alone: ") })
        #expect(try workspace.snapshot() == applied.snapshot())
    }
}

/// Making a folder that the current user cannot create files in.
enum ReadOnlyFolder {
    enum Method: Sendable {
        case permissions
        case immutableAttribute
    }

    /// The first method that really stops this user from writing into a folder (or, with
    /// `file`, to a file); `nil` when none does.
    static func probe(file: Bool = false) -> Method? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-setup-probe-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let probe = folder + "/probe"
        for method in [Method.permissions, .immutableAttribute] {
            if file { _ = FileManager.default.createFile(atPath: probe, contents: Data()) }
            guard (try? lock(file ? probe : folder, method)) != nil else { continue }
            let written = file ? access(probe, W_OK) == 0 : FileManager.default.createFile(atPath: probe, contents: Data())
            unlock(file ? probe : folder, method)
            try? FileManager.default.removeItem(atPath: probe)
            if !written { return method }
        }
        return nil
    }

    static func lock(_ folder: String, _ method: Method) throws {
        switch method {
        case .permissions:
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        case .immutableAttribute:
            guard AirkitCommand.system("/usr/bin/chattr", ["+i", folder]) == 0 else {
                throw CocoaError(.fileWriteNoPermission)
            }
        }
    }

    static func unlock(_ folder: String, _ method: Method) {
        switch method {
        case .permissions: try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        case .immutableAttribute: AirkitCommand.system("/usr/bin/chattr", ["-i", folder])
        }
    }
}
