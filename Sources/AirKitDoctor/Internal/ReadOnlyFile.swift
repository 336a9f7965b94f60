#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading at explicit offsets (`pread`), for readers that need a few
/// ranges of a large file rather than all of it.
///
/// Opening refuses what ``FileReading/contents(of:limit:)`` refuses, with the same one-line
/// reasons: a missing path, a folder, anything that is not a regular file, a file above the limit.
/// The descriptor is closed when the value is released.
final class ReadOnlyFile {
    /// Why a file could not be opened, as one line without the path.
    struct OpenError: Error, Equatable {
        var reason: String
    }

    /// The size when the file was opened; reads never go past it.
    let size: Int
    private let descriptor: Int32

    /// Opens `path`, following symbolic links.
    init(path: String, sizeLimit: Int) throws(OpenError) {
        switch FileStatus.of(path) {
        case .missing: throw OpenError(reason: "no such file or directory")
        case .unreachable(let reason): throw OpenError(reason: reason)
        case .folder: throw OpenError(reason: "is a folder, not a file")
        case .symbolicLink, .other: throw OpenError(reason: "not a regular file")
        case .regularFile: break
        }
        // O_NONBLOCK: should the path turn into a pipe after the check, opening it must not block.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw OpenError(reason: code == EACCES ? "permission denied" : "cannot be read (\(Self.describe(code)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw OpenError(reason: "not a regular file")
        }
        let size = Int(clamping: info.st_size)
        guard size <= sizeLimit else {
            close(descriptor)
            throw OpenError(reason: "file is too large (\(size) bytes; the limit is \(sizeLimit))")
        }
        self.descriptor = descriptor
        self.size = size
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`, retrying interrupted and partial reads.
    /// Returns how many bytes it read: fewer than `count` only when the file now ends sooner (it
    /// shrank after opening) or a read failed.
    func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Int {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if result > 0 {
                done += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        return done
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
