import Foundation

/// How the doctor writes paths: relative to a working folder when inside it, absolute otherwise.
///
/// Reports, findings and messages all carry paths in this form, so output reads the way the user
/// typed PATH and is the same on every machine for the same relative PATH. Files are read through
/// ``absolute(_:)``, so a doctor built for another working folder (as tests do) reads the same files.
public struct PathDisplay: Sendable, Hashable {
    /// An absolute, normalized folder.
    public let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = FilePaths.normalize(
            currentDirectory.hasPrefix("/")
                ? currentDirectory : FilePaths.resolve(currentDirectory, against: FileManager.default.currentDirectoryPath)
        )
    }

    /// `path` made absolute against ``currentDirectory`` and normalized.
    public func absolute(_ path: String) -> String {
        FilePaths.resolve(path, against: currentDirectory)
    }

    /// `path` relative to ``currentDirectory`` when inside it (`.` for the folder itself), else absolute.
    public func relative(_ path: String) -> String {
        let absolute = absolute(path)
        if absolute == currentDirectory { return "." }
        let prefix = currentDirectory == "/" ? "/" : currentDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
