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
                // Outside the folder listed, the links are not followed, and the listing says so.
                #expect(
                    XcodeProjectReader.sourceFolderOnDisk(under: folder)
                        == FolderListing(files: ["Main.swift"], isComplete: false))
                // Within a project folder that holds both, both links lead to one folder: the first
                // in name order is the one walked.
                let project = ReadScope(folder: (folder as NSString).deletingLastPathComponent)
                #expect(
                    XcodeProjectReader.sourceFolderOnDisk(under: folder, within: project).files == [
                        "Again/Shared.swift", "Main.swift",
                    ])
            }
        }
    }

    @Test("A missing folder has no files")
    func missingFolder() {
        #expect(XcodeProjectReader.sourceFilesOnDisk(under: "/nonexistent/\(UUID().uuidString)").isEmpty)
    }

    @Test("Every listing of one run takes its entries from one budget, so naming many folders cannot multiply the walk")
    func sharedBudget() throws {
        try withTemporaryFolder { folder in
            for name in ["A", "B", "C"] {
                for index in 0..<4 { try write("\(name)/F\(index).swift", in: folder) }
            }
            let scope = ReadScope(folder: folder, entryBudget: 10)
            let listings = ["A", "B", "C"].map { XcodeProjectReader.sourceFolderOnDisk(under: "\(folder)/\($0)", within: scope) }
            #expect(listings.map(\.isComplete) == [true, true, false])
            #expect(listings.map(\.files.count) == [4, 4, 2])
        }
    }

    @Test("Synchronized folders that are one folder on disk, through links, are listed once")
    func oneListingPerFolderOnDisk() throws {
        try withTemporaryFolder { folder in
            try write("Sources/App.swift", in: folder)
            for index in 0..<40 {
                try FileManager.default.createSymbolicLink(atPath: "\(folder)/Link\(index)", withDestinationPath: "Sources")
            }
            let groups = (0..<40).map { index in
                "\t\tF\(String(format: "%023d", index)) = {isa = PBXFileSystemSynchronizedRootGroup; path = Link\(index); sourceTree = \"<group>\"; };\n"
            }.joined()
            let ids = (0..<40).map { "F\(String(format: "%023d", $0))" }.joined(separator: ", ")
            let text = """
                // !$*UTF8*$!
                { objects = {
                \(groups)\t\tA1 = {isa = PBXProject; buildConfigurationList = A2; mainGroup = A9; targets = (A3, ); };
                \t\tA9 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                \t\tA2 = {isa = XCConfigurationList; buildConfigurations = (); };
                \t\tA3 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (\(ids)); name = App; productType = "com.apple.product-type.application"; };
                }; rootObject = A1; }
                """
            var listed: [String] = []
            let project = try XcodeProjectReader.read(
                pbxproj: Data(text.utf8), at: "\(folder)/App.xcodeproj/project.pbxproj",
                sourceFilesInFolder: {
                    listed.append($0)
                    return ["App.swift"]
                })
            #expect(listed.count == 1, "\(listed.count) listings")
            #expect(project.targets.first?.sourcePaths.count == 40)
        }
    }
}
