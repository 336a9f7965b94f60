import Foundation

/// Reads whole files with one-line reasons for every way that can fail.
package enum FileReading {
    /// Reads `path`, refusing folders, anything that is not a regular file (a pipe or a device
    /// would block or never end), and files larger than `limit` bytes. Symbolic links are
    /// followed, but with a `scope`, only to files it admits (see ``ReadScope``); a path the
    /// scope refuses is not looked at.
    ///
    /// The bound is on the bytes read, not on what `stat` says: the file is read through one
    /// descriptor, at most `limit + 1` bytes, so a file whose size `stat` reports as 0
    /// (`/proc/self/pagemap`, which reads without end) or that grows while it is read is refused
    /// once it passes the limit.
    package static func contents(of path: String, limit: Int, within scope: ReadScope? = nil) throws(InputError) -> Data {
        if let refusal = scope?.refusal(of: path) {
            throw InputError(path: path, reason: "\(refusal.reason), so not read")
        }
        let contents: Data?
        do {
            contents = try ReadOnlyFile(path: path, sizeLimit: limit).contents(limit: limit)
        } catch {
            throw InputError(path: path, reason: error.reason)
        }
        guard let contents else { throw InputError(path: path, reason: tooLarge(limit: limit)) }
        return contents
    }

    /// The reason for a file found to hold more than `limit` bytes as it was read.
    static func tooLarge(limit: Int) -> String {
        "file is too large (more than \(limit) bytes were read; the limit is \(limit))"
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
