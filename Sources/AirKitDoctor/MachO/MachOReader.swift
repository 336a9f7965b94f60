import Foundation

/// Reads the slices of a Mach-O executable, thin or fat.
///
/// Accepted: a thin 64-bit little-endian Mach-O (`MH_MAGIC_64`), or a fat file (`FAT_MAGIC` or
/// `FAT_MAGIC_64`) whose slices are all thin 64-bit Mach-O. Everything else is an error with a
/// one-line description: 32-bit or big-endian Mach-O, a fat file inside a fat slice, any offset,
/// size or count that leaves the file.
///
/// Reading a file with ``readSlices(fromFileAt:sizeLimit:)`` loads only what the reader looks at
/// (the header, the load commands, the string sections, the import tables and the symbol table),
/// a bounded amount at a time, so a 2 GB executable costs a few megabytes. ``readSlices(from:)``
/// reads bytes already in memory, in place.
///
/// ```swift
/// for slice in try MachOReader.readSlices(fromFileAt: executablePath) where slice.platform == .iOS {
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

    /// Every slice of the file at `path`, read with `pread` as the reader needs each range rather
    /// than loaded whole. Throws ``MachOReadError`` for a file that cannot be opened (missing, a
    /// folder, not a regular file, larger than `sizeLimit`), that is not a well-formed Mach-O
    /// file, or that shrinks while it is read; never traps, whatever the bytes.
    public static func readSlices(
        fromFileAt path: String, sizeLimit: Int = .max
    ) throws(MachOReadError) -> [MachOSlice] {
        let file: ReadOnlyFile
        do {
            file = try ReadOnlyFile(path: path, sizeLimit: sizeLimit)
        } catch {
            throw MachOReadError(description: error.reason)
        }
        return try readSlices(in: file)
    }

    /// Every slice of an open file, loaded as the reader looks at it.
    static func readSlices(in file: ReadOnlyFile) throws(MachOReadError) -> [MachOSlice] {
        guard file.size > 0 else { throw .emptyFile }
        guard let loader = FileRegionLoader(file: file) else {
            throw .malformed("cannot reserve memory to read the file (\(file.size) bytes)")
        }
        let slices: [MachOSlice]
        do {
            slices = try readSlices(in: ByteWindow(loading: loader))
        } catch {
            // A file cut short while it was read shows as bytes past its end: say what happened.
            if loader.fileChanged { throw .fileChanged }
            throw error
        }
        if loader.fileChanged { throw .fileChanged }
        return slices
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
