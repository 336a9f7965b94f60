import Foundation

/// Reads whole files with one-line reasons for every way that can fail.
enum FileReading {
    /// Reads `path`, refusing folders, anything that is not a regular file (a pipe or a device
    /// would block or never end), and files larger than `limit` bytes. Large files are mapped
    /// rather than copied where the platform allows.
    static func contents(of path: String, limit: Int) throws(InputError) -> Data {
        let attributes = try regularFileAttributes(of: path)
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= limit else {
            throw InputError(path: path, reason: "file is too large (\(size) bytes; the limit is \(limit))")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw InputError(path: path, reason: "permission denied")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw InputError(path: path, reason: "cannot be read (\(OneLine.describe(error)))")
        }
    }

    /// The attributes of the regular file `path` names, following symbolic links (at most 16).
    private static func regularFileAttributes(of path: String) throws(InputError) -> [FileAttributeKey: Any] {
        var current = path
        for _ in 0..<16 {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: current) else {
                throw InputError(path: path, reason: "no such file or directory")
            }
            switch attributes[.type] as? FileAttributeType {
            case .typeRegular?:
                return attributes
            case .typeDirectory?:
                throw InputError(path: path, reason: "is a folder, not a file")
            case .typeSymbolicLink?:
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                    throw InputError(path: path, reason: "broken symbolic link")
                }
                current = target.hasPrefix("/") ? target : FilePaths.resolve(target, against: FilePaths.parent(of: current))
            default:
                throw InputError(path: path, reason: "not a regular file")
            }
        }
        throw InputError(path: path, reason: "too many levels of symbolic links")
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
