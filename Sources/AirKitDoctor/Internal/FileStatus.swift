#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, from one `stat` (or `lstat`) call.
///
/// Foundation's `attributesOfItem` also lists extended attributes and looks up the owner's name,
/// which costs several system calls per file; the doctor only needs the type and the size. This is
/// the one place the doctor calls the C library for file metadata.
enum FileStatus: Equatable {
    case missing
    case folder
    case regularFile(size: Int)
    case symbolicLink
    /// A pipe, socket or device: reading it could block or never end.
    case other
    /// The path may name something, but the system cannot look at it: too long, a loop of links,
    /// no permission to look inside a folder on the way. `reason` says which, as one line.
    case unreachable(reason: String)

    /// The status of what `path` names, following symbolic links.
    static func of(_ path: String) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(errno) }
        return status(info)
    }

    /// The status of `path` itself: a symbolic link is reported as one, not followed.
    static func ofLink(_ path: String) -> FileStatus {
        var info = stat()
        guard lstat(path, &info) == 0 else { return failure(errno) }
        return status(info)
    }

    /// Whether nothing is at the path (as opposed to something that cannot be looked at).
    var isMissing: Bool { self == .missing }

    private static func failure(_ code: Int32) -> FileStatus {
        switch code {
        case ENOENT, ENOTDIR: .missing
        default: .unreachable(reason: reason(code))
        }
    }

    /// One line for an `errno` from looking at or opening a path.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case ENAMETOOLONG: "the path is longer than the system allows (\(PATH_MAX) bytes), so it cannot be read"
        case ELOOP: "too many levels of symbolic links"
        default: String(cString: strerror(code))
        }
    }

    private static func status(_ info: stat) -> FileStatus {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .regularFile(size: Int(clamping: info.st_size))
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}
