#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with `write(2)`.
///
/// `FileHandle.write` traps when the descriptor is closed, the disk is full or the reader of a
/// pipe has gone; a command-line tool must instead report that and exit with a status. Writes
/// here retry after a signal (`EINTR`), continue after a partial write, wait when the descriptor
/// is non-blocking and full, and otherwise return the failure to the caller.
struct StandardStream: Sendable {
    /// Why a write failed: the `errno` value and its text.
    struct WriteError: Error, Equatable, Sendable {
        var code: Int32

        /// `No space left on device`.
        var reason: String { String(cString: strerror(code)) }

        /// The reader of the pipe or socket went away.
        var isBrokenPipe: Bool { code == EPIPE }
    }

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    let descriptor: Int32

    /// Writes every byte of `text`, or throws the first failure.
    func write(_ text: String) throws(WriteError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if result > 0 {
                offset += result
                continue
            }
            let code = result < 0 ? errno : EIO
            switch code {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: waitUntilWritable()
            default: throw WriteError(code: code)
            }
        }
    }

    /// Why nothing could be written here, when that shows without writing: the descriptor is not
    /// open for writing (closed, and so given `/dev/null` read-only, see
    /// ``occupyClosedStandardDescriptors()``). A full disk shows only when a write fails.
    func writeProblem() -> WriteError? {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags != -1 else { return WriteError(code: errno) }
        return flags & O_ACCMODE == O_RDONLY ? WriteError(code: EBADF) : nil
    }

    /// Blocks until a non-blocking descriptor can take more bytes (or reports an error, which the
    /// next write then returns).
    private func waitUntilWritable() {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&request, 1, -1)
    }

    /// Makes sure descriptors 0, 1 and 2 are open, so no file the doctor opens later lands on
    /// one of them. A closed one gets `/dev/null` opened read-only: reading it gives end of file,
    /// and writing to it fails with `EBADF`, as writing to the closed descriptor would have.
    static func occupyClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            // open() returns the lowest free descriptor, which is this one.
            _ = open("/dev/null", O_RDONLY)
        }
    }

    /// Turns the death-by-signal of writing to a pipe nobody reads into an `EPIPE` from `write`.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
