import Foundation

/// Reads an Xcode project's `project.pbxproj` into an ``XcodeProject``.
public enum XcodeProjectReader {
    /// Reads the project whose `project.pbxproj` is at `path`, resolving source paths against the
    /// folder that holds the `.xcodeproj`. Throws ``XcodeProjectReadError`` for unreadable or
    /// malformed files; never traps, whatever the bytes.
    public static func read(pbxprojAt path: String) throws(XcodeProjectReadError) -> XcodeProject {
        throw XcodeProjectReadError(description: "the project reader is not built yet")
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
