/// Little- and big-endian byte writing for the Mach-O images the tests build by hand.
struct MachOTestBytes {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func append(_ other: [UInt8]) {
        bytes += other
    }

    mutating func append32(_ value: UInt32) {
        bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    mutating func append64(_ value: UInt64) {
        bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    mutating func appendBigEndian32(_ value: UInt32) {
        bytes += withUnsafeBytes(of: value.bigEndian, Array.init)
    }

    mutating func appendBigEndian64(_ value: UInt64) {
        bytes += withUnsafeBytes(of: value.bigEndian, Array.init)
    }

    /// A segment or section name: the UTF-8 bytes, NUL-padded to 16.
    mutating func appendName16(_ name: String) {
        let utf8 = Array(name.utf8.prefix(16))
        bytes += utf8 + [UInt8](repeating: 0, count: 16 - utf8.count)
    }

    mutating func appendCString(_ string: String) {
        bytes += Array(string.utf8) + [0]
    }

    mutating func pad(toMultipleOf alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    mutating func pad(to length: Int) {
        while bytes.count < length { bytes.append(0) }
    }

    /// Overwrites four bytes at `offset` with `value`, little-endian.
    static func patch32(_ bytes: inout [UInt8], at offset: Int, _ value: UInt32) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    /// Where the first load command `command` of the thin image `bytes` starts, found by walking
    /// the commands as the format defines them (test inputs are trusted).
    static func loadCommandOffset(_ command: UInt32, in bytes: [UInt8]) -> Int? {
        func field(_ offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
        var offset = 32
        for _ in 0..<field(16) {
            if field(offset) == command { return offset }
            offset += Int(field(offset + 4))
        }
        return nil
    }

    static func patch64(_ bytes: inout [UInt8], at offset: Int, _ value: UInt64) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
}
