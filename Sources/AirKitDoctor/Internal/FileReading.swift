import Foundation

/// Reads whole files with one-line reasons for every way that can fail.
package enum FileReading {
    /// Reads `path`, refusing folders, anything that is not a regular file (a pipe or a device
    /// would block or never end), and files larger than `limit` bytes. Symbolic links are
    /// followed, but with a `scope`, only to files it admits (see ``ReadScope``); a path the
    /// scope refuses is not looked at. Large files are mapped rather than copied where the
    /// platform allows.
    package static func contents(of path: String, limit: Int, within scope: ReadScope? = nil) throws(InputError) -> Data {
        if let refusal = scope?.refusal(of: path) {
            throw InputError(path: path, reason: "\(refusal.reason), so not read")
        }
        let size: Int
        switch FileStatus.of(path) {
        case .missing: throw InputError(path: path, reason: "no such file or directory")
        case .unreachable(let reason): throw InputError(path: path, reason: reason)
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
