import Foundation

/// Reads whole files with one-line reasons for every way that can fail.
enum FileReading {
    /// Reads `path`, refusing folders, anything that is not a regular file (a pipe or a device
    /// would block or never end), and files larger than `limit` bytes. Symbolic links are
    /// followed. Large files are mapped rather than copied where the platform allows.
    static func contents(of path: String, limit: Int) throws(InputError) -> Data {
        let size: Int
        switch FileStatus.of(path) {
        case .missing: throw InputError(path: path, reason: "no such file or directory")
        case .folder: throw InputError(path: path, reason: "is a folder, not a file")
        case .symbolicLink, .other: throw InputError(path: path, reason: "not a regular file")
        case .regularFile(let bytes): size = bytes
        }
        guard size <= limit else {
            throw InputError(path: path, reason: "file is too large (\(size) bytes; the limit is \(limit))")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch CocoaError.fileReadNoPermission {
            throw InputError(path: path, reason: "permission denied")
        } catch {
            throw InputError(path: path, reason: "cannot be read (\(OneLine.describe(error)))")
        }
    }
}

/// Squeezes error descriptions from Foundation into one short line.
enum OneLine {
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        let text = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        return squeeze(text)
    }

    static func squeeze(_ text: String, limit: Int = 160) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit)) + "…" : words
    }
}
