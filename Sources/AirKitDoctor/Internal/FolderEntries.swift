#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one folder, read with `opendir`/`readdir`, with the kind the file system
/// records for each, so that a walk needs no `stat` for most of them.
///
/// Names are bytes on disk. One that is not valid UTF-8 cannot be named by a Swift `String` (it
/// would be repaired into another name, which then does not exist), so it is not listed as an
/// entry but kept, written with `\xNN` for each stray byte, among ``unreadableNames``: the caller
/// reports it rather than skip it in silence.
struct FolderEntries {
    enum Kind: Equatable {
        case folder
        case file
        case symbolicLink
        /// A pipe, a socket, a device.
        case other
        /// The file system did not say; `lstat` tells.
        case unknown
    }

    struct Entry: Equatable {
        var name: String
        var kind: Kind
    }

    /// In the order the file system gives them, without `.` and `..`.
    var entries: [Entry] = []
    /// Names that are not valid UTF-8, shown with `\xNN` escapes.
    var unreadableNames: [String] = []

    /// The entries of the folder at `path`, or why it cannot be listed (one line).
    static func list(_ path: String) -> Result<FolderEntries, ListingError> {
        guard let folder = opendir(path) else { return .failure(ListingError(reason: FileStatus.reason(errno))) }
        defer { closedir(folder) }
        var result = FolderEntries()
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> [UInt8] in
                let name = raw.bindMemory(to: UInt8.self)
                return Array(name.prefix { $0 != 0 })
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                result.unreadableNames.append(PrintableText.escaped(bytes: bytes))
                continue
            }
            result.entries.append(Entry(name: name, kind: kind(entry.pointee.d_type)))
        }
        return .success(result)
    }

    struct ListingError: Error, Equatable {
        var reason: String
    }

    private static func kind(_ type: UInt8) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): .folder
        case Int32(DT_REG): .file
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): .unknown
        default: .other
        }
    }

}
