#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls by which setup changes the disk, all through one seam, so that a test can stop them
/// at any point, as a crash or a `SIGKILL` would, and look at what is left (``SetupWriter`` and
/// the interrupted-run tests). Reading goes straight to the system: it changes nothing.
///
/// Each call returns what the C call returns (`-1` with `errno` set on failure).
package protocol SetupFileSystem {
    /// Opens `path` for writing, creating it; it must not exist (`O_CREAT | O_EXCL`).
    func create(_ path: String, mode: mode_t) -> Int32
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    func synchronize(_ descriptor: Int32) -> Int32
    func setMode(_ descriptor: Int32, _ mode: mode_t) -> Int32
    func setOwner(_ descriptor: Int32, owner: uid_t, group: gid_t) -> Int32
    func close(_ descriptor: Int32) -> Int32
    func link(_ existing: String, _ new: String) -> Int32
    func rename(_ old: String, _ new: String) -> Int32
    func unlink(_ path: String) -> Int32
}

/// The system's own calls.
package struct SystemFileSystem: SetupFileSystem {
    package init() {}

    package func create(_ path: String, mode: mode_t) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    }

    package func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        systemWrite(descriptor, bytes.baseAddress, bytes.count)
    }

    package func synchronize(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
    package func setMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 { fchmod(descriptor, mode) }
    package func setOwner(_ descriptor: Int32, owner: uid_t, group: gid_t) -> Int32 { fchown(descriptor, owner, group) }
    package func close(_ descriptor: Int32) -> Int32 { systemClose(descriptor) }
    package func link(_ existing: String, _ new: String) -> Int32 { systemLink(existing, new) }
    package func rename(_ old: String, _ new: String) -> Int32 { systemRename(old, new) }
    package func unlink(_ path: String) -> Int32 { systemUnlink(path) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
private let systemLink = Glibc.link
private let systemRename = Glibc.rename
private let systemUnlink = Glibc.unlink
#elseif canImport(Musl)
private let systemWrite = Musl.write
private let systemClose = Musl.close
private let systemLink = Musl.link
private let systemRename = Musl.rename
private let systemUnlink = Musl.unlink
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
private let systemLink = Darwin.link
private let systemRename = Darwin.rename
private let systemUnlink = Darwin.unlink
#endif
