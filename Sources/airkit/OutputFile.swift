import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A report written to a file (`--output`, `--write-baseline`): a regular file whole or not at
/// all, anything else in place.
///
/// A regular file (or a path where nothing is yet) gets a new file beside it, written, synced and
/// renamed over it, so a reader (a later CI step, an upload) sees the old file or the new one,
/// never half of one, and a failure leaves it as it was. Anything else is written in place,
/// through the path as named: a FIFO or a character device (`/dev/null`, a terminal) is no file
/// to replace, and a symbolic link (`/dev/stdout`, a link into another folder) leads to where the
/// text is meant to go. Renaming over those would turn a pipe into a file, and as root in a
/// container would replace the nodes of `/dev`. Every failed write, close or rename, a full
/// device among them, is a ``WriteError``.
enum OutputFile {
    /// Why a file could not be written, as one line without the path.
    struct WriteError: Error {
        var reason: String
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: try replace(path, with: text, mode: info.st_mode & 0o7777)
            case S_IFDIR: throw WriteError(reason: "is a folder, not a file")
            default: try writeInPlace(path, text)
            }
        } else if errno == ENOENT {
            try replace(path, with: text, mode: nil)
        } else {
            throw WriteError(reason: describe(errno))
        }
    }

    /// Writes a new file beside `path` and renames it over `path`; `mode` is the old file's.
    private static func replace(_ path: String, with text: String, mode: mode_t?) throws(WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).airkit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else {
            throw WriteError(reason: errno == ENOENT ? "no such folder" : describe(errno))
        }
        var failure: Int32?
        if let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, !writeAll(text, to: descriptor) || fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(reason: describe(failure))
        }
    }

    /// Opens `path` (following links) and writes `data` to what it names, truncating a regular
    /// file a link leads to. A link to one of the process's own descriptors (`/dev/stdout`,
    /// `/proc/self/fd/1`, `/dev/fd/2`) writes to that descriptor where it stands, as the shell's
    /// `>&1` would, so a report written there follows what standard output already holds.
    private static func writeInPlace(_ path: String, _ text: String) throws(WriteError) {
        if let inherited = ownDescriptor(reachedFrom: path) {
            guard writeAll(text, to: inherited) else { throw WriteError(reason: describe(errno)) }
            return
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_TRUNC)
        guard descriptor >= 0 else { throw WriteError(reason: describe(errno)) }
        var failure: Int32?
        if !writeAll(text, to: descriptor) { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw WriteError(reason: describe(failure)) }
    }

    /// The descriptor of this process that the chain of links from `path` names, if it names one.
    private static func ownDescriptor(reachedFrom path: String) -> Int32? {
        var current = path
        for _ in 0..<40 {
            switch current {
            case "/dev/stdin": return 0
            case "/dev/stdout": return 1
            case "/dev/stderr": return 2
            default: break
            }
            for prefix in ["/proc/self/fd/", "/dev/fd/", "/proc/\(getpid())/fd/"] where current.hasPrefix(prefix) {
                if let number = Int32(current.dropFirst(prefix.count)) { return number }
            }
            guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return nil }
            current = next.hasPrefix("/") ? next : (current as NSString).deletingLastPathComponent + "/" + next
        }
        return nil
    }

    /// Writes all of `text` through `descriptor` (``StandardStream``'s loop: interrupted and
    /// partial writes retried); `false` with `errno` set when a write fails.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        do {
            try StandardStream(descriptor: descriptor).write(text)
            return true
        } catch {
            errno = error.code
            return false
        }
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a folder, not a file"
        default: "cannot be written (\(String(cString: strerror(code))))"
        }
    }
}
