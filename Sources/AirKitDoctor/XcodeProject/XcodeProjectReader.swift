import Foundation

/// Reads an Xcode project's `project.pbxproj` into an ``XcodeProject``.
///
/// The file goes through ``PBXProjParser`` (so every setting keeps its line), then the object
/// graph is followed from `rootObject`. A partly broken project still gives what can be read: a
/// missing object or a field of the wrong type drops only that piece.
public enum XcodeProjectReader {
    /// Files larger than this are refused rather than loaded (real projects stay far below 100 MB).
    public static let maximumFileSize = ReadLimits.pbxprojBytes

    /// The Swift source paths of all targets together stop here, so that a hostile file whose
    /// many targets share one huge build phase cannot make the model grow with their product.
    public static let maximumSourcePaths = 1_000_000

    /// Reads the project whose `project.pbxproj` is at `path`, resolving source paths against the
    /// folder that holds the `.xcodeproj`, and listing synchronized folders only inside that
    /// folder. Throws ``XcodeProjectReadError`` for unreadable or malformed files; never traps,
    /// whatever the bytes.
    public static func read(pbxprojAt path: String) throws(XcodeProjectReadError) -> XcodeProject {
        let absolute = path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, [path])
        return try read(pbxprojAt: path, within: ReadScope(folder: FilePath.parent(of: FilePath.parent(of: absolute))))
    }

    /// Reads the project at `path` as ``read(pbxprojAt:)`` does, reading and listing only what
    /// `scope` admits: a `project.pbxproj` that links out of the scope is refused.
    public static func read(pbxprojAt path: String, within scope: ReadScope) throws(XcodeProjectReadError)
        -> XcodeProject
    {
        let data = try contents(ofFileAt: path, within: scope)
        return try read(pbxproj: data, at: path, sourceFilesInFolder: { sourceFolderOnDisk(under: $0, within: scope) })
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
    /// skipped, links out of `folder` and link loops are not followed, and the walk is bounded.
    public static func sourceFilesOnDisk(under folder: String) -> [String] {
        sourceFolderOnDisk(under: folder).files
    }

    /// The same listing, saying whether the walk reached the folder's end.
    public static func sourceFolderOnDisk(under folder: String) -> FolderListing {
        SourceFileWalker.sourceFiles(under: folder, within: ReadScope(folder: folder))
    }

    /// The listing of `folder`, following links only where `scope` admits, and taking its entries
    /// from `scope`'s budget.
    public static func sourceFolderOnDisk(under folder: String, within scope: ReadScope) -> FolderListing {
        SourceFileWalker.sourceFiles(under: folder, within: scope)
    }

    /// The file's bytes: a regular file (not a pipe, which would never end), no larger than the
    /// limit, and not a link out of `scope`.
    package static func contents(ofFileAt path: String, within scope: ReadScope) throws(XcodeProjectReadError) -> Data {
        do {
            return try FileReading.contents(of: path, limit: maximumFileSize, within: scope)
        } catch {
            switch error.reason {
            case "no such file or directory": throw XcodeProjectReadError(description: "no such file")
            case "is a folder, not a file": throw XcodeProjectReadError(description: "is a folder, not a project.pbxproj file")
            case let reason where reason.hasPrefix("file is too large"):
                throw XcodeProjectReadError(description: "larger than \(maximumFileSize / 1024 / 1024) MB")
            case let reason: throw XcodeProjectReadError(description: reason)
            }
        }
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
