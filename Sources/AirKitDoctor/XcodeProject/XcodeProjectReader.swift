import Foundation

/// Reads an Xcode project's `project.pbxproj` into an ``XcodeProject``.
///
/// The file goes through ``PBXProjParser`` (so every setting keeps its line), then the object
/// graph is followed from `rootObject`. A partly broken project still gives what can be read: a
/// missing object or a field of the wrong type drops only that piece.
public enum XcodeProjectReader {
    /// Files larger than this are refused rather than loaded (real projects stay far below 100 MB).
    public static let maximumFileSize = 512 * 1024 * 1024

    /// The Swift source paths of all targets together stop here, so that a hostile file whose
    /// many targets share one huge build phase cannot make the model grow with their product.
    public static let maximumSourcePaths = 1_000_000

    /// Reads the project whose `project.pbxproj` is at `path`, resolving source paths against the
    /// folder that holds the `.xcodeproj`. Throws ``XcodeProjectReadError`` for unreadable or
    /// malformed files; never traps, whatever the bytes.
    public static func read(pbxprojAt path: String) throws(XcodeProjectReadError) -> XcodeProject {
        let data = try contents(ofFileAt: path)
        return try read(pbxproj: data, at: path, sourceFilesInFolder: sourceFolderOnDisk(under:))
    }

    /// Reads a `project.pbxproj` already in memory, as if it were at `path`.
    ///
    /// `sourceFilesInFolder` lists the source files of a synchronized folder, as paths relative
    /// to that folder; pass ``sourceFolderOnDisk(under:)`` for the real disk, or a fake in tests.
    public static func read(
        pbxproj data: Data, at path: String, sourceFilesInFolder: (_ folder: String) -> FolderListing
    ) throws(XcodeProjectReadError) -> XcodeProject {
        let root: PBXValue
        do {
            root = try PBXProjParser.parse(data)
        } catch {
            throw XcodeProjectReadError(description: error.description)
        }
        return try project(from: root, at: path, sourceFilesInFolder: sourceFilesInFolder)
    }

    /// Builds the project from a tree already parsed by ``PBXProjParser``, as if the file were at
    /// `path` (a relative path is taken from the current directory).
    ///
    /// Throws only when the tree is not a project at all: no dictionary at the top, no `objects`,
    /// or no `rootObject` naming a `PBXProject`.
    public static func project(
        from root: PBXValue, at path: String, sourceFilesInFolder: (_ folder: String) -> FolderListing
    ) throws(XcodeProjectReadError) -> XcodeProject {
        let absolutePath = path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, [path])
        let sourceRoot = FilePath.parent(of: FilePath.parent(of: absolutePath))
        return try ProjectModelBuilder.build(
            from: root, pbxprojPath: path, sourceRoot: sourceRoot, sourceFilesInFolder: sourceFilesInFolder)
    }

    /// The Swift and Objective-C files under `folder` on disk, relative to it and sorted. Hidden folders are
    /// skipped, link loops are not followed, and the walk is bounded.
    public static func sourceFilesOnDisk(under folder: String) -> [String] {
        SourceFileWalker.sourceFiles(under: folder).files
    }

    /// The same listing, saying whether the walk reached the folder's end.
    public static func sourceFolderOnDisk(under folder: String) -> FolderListing {
        SourceFileWalker.sourceFiles(under: folder)
    }

    private static func contents(ofFileAt path: String) throws(XcodeProjectReadError) -> Data {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else { throw XcodeProjectReadError(description: "no such file") }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw XcodeProjectReadError(description: "is a folder, not a project.pbxproj file")
        }
        if let size = attributes[.size] as? NSNumber, size.int64Value > Int64(maximumFileSize) {
            throw XcodeProjectReadError(description: "larger than \(maximumFileSize / 1024 / 1024) MB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw XcodeProjectReadError(description: "cannot be read")
        }
        return data
    }
}

/// Why a `project.pbxproj` could not be read, in one line without the file's path
/// (for example `line 12: unterminated string`).
public struct XcodeProjectReadError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
