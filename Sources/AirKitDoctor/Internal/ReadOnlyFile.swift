import Foundation

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
/// Opening refuses what ``FileReading/contents(of:limit:within:)`` refuses, with the same one-line
/// reasons: a missing path, a folder, anything that is not a regular file, a file whose size is
/// above the limit. ``contents(limit:)`` then bounds the bytes actually read.
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

    /// The whole file from its start to its end, read through the descriptor and never past
    /// `limit + 1` bytes, whatever `stat` said when it was opened: a file in `/proc` reports size 0
    /// and reads without end, and a file may grow while it is read. `nil` when it holds more than
    /// `limit` bytes.
    func contents(limit: Int) throws(OpenError) -> Data? {
        // Whole chunks at chunk-aligned offsets: some files in /proc (pagemap) refuse other reads.
        let chunk = 1 << 16
        func roundedUp(_ count: Int) -> Int { (count + chunk - 1) / chunk * chunk }
        var data = Data(count: roundedUp(min(size, limit) + 1))
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= limit else { return nil }
                data.count = min(2 * filled, roundedUp(limit + 1))
            }
            let wanted = data.count - filled
            let result = data.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + filled }, wanted, off_t(filled))
            }
            if result > 0 {
                filled += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw OpenError(reason: "cannot be read (\(Self.describe(errno)))")
            }
        }
        guard filled <= limit else { return nil }
        data.count = filled
        return data
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
