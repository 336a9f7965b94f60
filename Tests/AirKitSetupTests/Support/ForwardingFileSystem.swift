import Foundation

@testable import AirKitSetup

#if canImport(Glibc)
import Glibc
#endif

/// A fake of the disk that passes every call to the system's own, but for those it declares
/// itself: a test names only the call it changes.
protocol ForwardingFileSystem: SetupFileSystem {}

extension ForwardingFileSystem {
    func create(_ path: String, mode: mode_t) -> Int32 { SystemFileSystem().create(path, mode: mode) }
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { SystemFileSystem().write(descriptor, bytes) }
    func synchronize(_ descriptor: Int32) -> Int32 { SystemFileSystem().synchronize(descriptor) }
    func setMode(_ descriptor: Int32, _ mode: mode_t) -> Int32 { SystemFileSystem().setMode(descriptor, mode) }
    func setOwner(_ descriptor: Int32, owner: uid_t, group: gid_t) -> Int32 {
        SystemFileSystem().setOwner(descriptor, owner: owner, group: group)
    }
    func close(_ descriptor: Int32) -> Int32 { SystemFileSystem().close(descriptor) }
    func link(_ existing: String, _ new: String) -> Int32 { SystemFileSystem().link(existing, new) }
    func rename(_ old: String, _ new: String) -> Int32 { SystemFileSystem().rename(old, new) }
    func unlink(_ path: String) -> Int32 { SystemFileSystem().unlink(path) }
}
