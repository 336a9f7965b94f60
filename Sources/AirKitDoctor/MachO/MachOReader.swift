import Foundation

/// Reads the slices of a Mach-O executable, thin or fat.
public enum MachOReader {
    /// Every slice of `data`, in file order. Throws ``MachOReadError`` for anything that is not a
    /// well-formed Mach-O file; never traps, whatever the bytes.
    public static func readSlices(from data: Data) throws(MachOReadError) -> [MachOSlice] {
        throw MachOReadError(description: "the Mach-O reader is not built yet")
    }
}

/// Why a file could not be read as Mach-O, in one line without the file's path.
public struct MachOReadError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
