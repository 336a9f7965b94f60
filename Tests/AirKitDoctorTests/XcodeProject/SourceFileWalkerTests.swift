import AirKitDoctor
import Foundation
import Testing

/// The disk walk behind synchronized folders, on folders each test builds for itself.
@Suite("XcodeProjectReader.sourceFilesOnDisk")
struct SourceFileWalkerTests {
    /// A fresh folder under the temporary directory, removed when `body` returns.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("airkit-walker-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    private func write(_ relative: String, in folder: String) throws {
        let path = "\(folder)/\(relative)"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("// \(relative)\n".utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("Swift files at every depth are listed relative to the folder, sorted; other files are not")
    func nestedFiles() throws {
        try withTemporaryFolder { folder in
            for file in ["b.swift", "A/z.swift", "A/B/C/deep.swift", "A/readme.md", "Info.plist", "Package.swift.orig"] {
                try write(file, in: folder)
            }
            #expect(XcodeProjectReader.sourceFilesOnDisk(under: folder) == ["A/B/C/deep.swift", "A/z.swift", "b.swift"])
        }
    }

    @Test("Hidden folders and hidden files are skipped")
    func hiddenEntries() throws {
        try withTemporaryFolder { folder in
            for file in ["Visible.swift", ".build/Hidden.swift", ".git/x/Also.swift", "._Visible.swift"] {
                try write(file, in: folder)
            }
            #expect(XcodeProjectReader.sourceFilesOnDisk(under: folder) == ["Visible.swift"])
        }
    }

    @Test("A symbolic link back to an ancestor ends the walk instead of looping")
    func symlinkLoop() throws {
        try withTemporaryFolder { folder in
            try write("Sub/One.swift", in: folder)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/Sub/Loop", withDestinationPath: folder)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/Sub/Self", withDestinationPath: ".")
            #expect(XcodeProjectReader.sourceFilesOnDisk(under: folder) == ["Sub/One.swift"])
        }
    }

    @Test("Two symbolic links to one folder outside give its files once")
    func symlinkToOutsideFolder() throws {
        try withTemporaryFolder { outside in
            try write("Shared.swift", in: outside)
            try withTemporaryFolder { folder in
                try write("Main.swift", in: folder)
                try FileManager.default.createSymbolicLink(atPath: "\(folder)/Linked", withDestinationPath: outside)
                try FileManager.default.createSymbolicLink(atPath: "\(folder)/Again", withDestinationPath: outside)
                // Both links lead to one folder: the first in name order is the one walked.
                #expect(XcodeProjectReader.sourceFilesOnDisk(under: folder) == ["Again/Shared.swift", "Main.swift"])
            }
        }
    }

    @Test("A missing folder has no files")
    func missingFolder() {
        #expect(XcodeProjectReader.sourceFilesOnDisk(under: "/nonexistent/\(UUID().uuidString)").isEmpty)
    }
}
