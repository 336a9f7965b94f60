import Foundation

/// Reads the slices of a Mach-O executable, thin or fat.
///
/// Accepted: a thin 64-bit little-endian Mach-O (`MH_MAGIC_64`), or a fat file (`FAT_MAGIC` or
/// `FAT_MAGIC_64`) whose slices are all thin 64-bit Mach-O. Everything else is an error with a
/// one-line description: 32-bit or big-endian Mach-O, a fat file inside a fat slice, any offset,
/// size or count that leaves the file.
///
/// The data is read in place (no copy), so a memory-mapped 300 MB executable costs little more
/// than the pages the reader touches: the header, the load commands, the string sections, the
/// import tables and the symbol table.
///
/// ```swift
/// let data = try Data(contentsOf: executableURL, options: .alwaysMapped)
/// for slice in try MachOReader.readSlices(from: data) where slice.platform == .iOS {
///     print(slice.architecture, slice.sdk ?? "no SDK", slice.referencesRegisterSceneAccessory)
/// }
/// ```
public enum MachOReader {
    /// Every slice of `data`, in the order the fat header lists them (one slice for a thin file).
    /// Throws ``MachOReadError`` for anything that is not a well-formed Mach-O file; never traps,
    /// whatever the bytes.
    public static func readSlices(from data: Data) throws(MachOReadError) -> [MachOSlice] {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(MachOReadError) in try readSlices(in: ByteWindow(bytes: bytes)) }
        }
        return try result.get()
    }

    private static func readSlices(in file: ByteWindow) throws(MachOReadError) -> [MachOSlice] {
        guard file.count > 0 else { throw .emptyFile }
        guard let kind = MachOFileKind(magicOf: file) else { throw .tooShort(byteCount: file.count) }
        guard case .fat(let is64Bit) = kind else { return [try readThinSlice(file)] }

        let table = try FatArchitectureTable(parsing: file, is64Bit: is64Bit)
        var slices: [MachOSlice] = []
        for (index, entry) in table.entries.enumerated() {
            do {
                slices.append(try readThinSlice(file.window(entry.range)))
            } catch {
                throw error.inFatSlice(index, architecture: entry.architecture)
            }
        }
        return slices
    }

    private static func readThinSlice(_ slice: ByteWindow) throws(MachOReadError) -> MachOSlice {
        switch MachOFileKind(magicOf: slice) {
        case .thin64: try SliceReader.read(slice)
        case .fat: throw .malformed("a fat file inside a fat slice is not supported")
        case .thin32: throw .thin32Bit
        case .bigEndian: throw .bigEndian
        case .unknown, nil: throw .notMachO
        }
    }
}

/// Why a file could not be read as Mach-O, in one line without the file's path.
public struct MachOReadError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
