#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The flags that stop a file or folder from being changed even where its permissions allow it:
/// immutable (`chattr +i`, `chflags uchg`) and append-only (`chattr +a`, `chflags uappnd`).
///
/// In an append-only folder a file can be created but never removed or renamed, so setup's
/// temporary files would stay behind; setup therefore looks before it writes anything. This is the
/// one place setup asks the system for these flags.
enum FileFlags {
    enum Restriction: Equatable {
        case immutable
        case appendOnly

        var description: String {
            switch self {
            case .immutable: "immutable"
            case .appendOnly: "append-only"
            }
        }
    }

    /// The restriction on `path` (a file or a folder), or `nil` when there is none or the file
    /// system has no such flags.
    static func restriction(of path: String) -> Restriction? {
        #if canImport(Darwin)
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_flags & UInt32(UF_IMMUTABLE | SF_IMMUTABLE) != 0 { return .immutable }
        if info.st_flags & UInt32(UF_APPEND | SF_APPEND) != 0 { return .appendOnly }
        return nil
        #else
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // FS_IOC_GETFLAGS is _IOR('f', 1, long); the kernel reads and writes an int.
        var flags: Int = 0
        let getFlags = UInt(2) << 30 | UInt(MemoryLayout<Int>.size) << 16 | UInt(UInt8(ascii: "f")) << 8 | 1
        guard ioctl(descriptor, getFlags, &flags) == 0 else { return nil }
        let immutable = 0x10
        let appendOnly = 0x20
        if flags & immutable != 0 { return .immutable }
        if flags & appendOnly != 0 { return .appendOnly }
        return nil
        #endif
    }
}
