extension MachOReadError {
    static var emptyFile: Self { Self(description: "the file is empty") }

    static func tooShort(byteCount: Int) -> Self {
        Self(description: "the file is too short to be a Mach-O file (\(byteCount) bytes)")
    }

    /// The file became shorter (or unreadable) while it was read, so what was read is not one file.
    static var fileChanged: Self { Self(description: "the file changed while it was read") }

    static var notMachO: Self { Self(description: "not a Mach-O file") }

    static var thin32Bit: Self { Self(description: "32-bit Mach-O is not supported") }

    static var bigEndian: Self { Self(description: "big-endian Mach-O is not supported") }

    /// A structure whose declared offset and size leave the bytes that hold it: the file (for a
    /// fat slice, the slice), or a blob such as the chained-fixups data.
    static func pastEnd(_ what: String, of container: String = "the file") -> Self {
        Self(description: "\(what) runs past the end of \(container)")
    }

    static func malformed(_ what: String) -> Self {
        Self(description: what)
    }

    /// The same error, said of one slice of a fat file.
    func inFatSlice(_ index: Int, architecture: String) -> Self {
        Self(description: "fat slice \(index) (\(architecture)): \(description)")
    }
}

extension UInt32 {
    /// `0x19` style, for load command numbers and opcodes in error messages.
    var hexDescription: String { "0x" + String(self, radix: 16) }
}
