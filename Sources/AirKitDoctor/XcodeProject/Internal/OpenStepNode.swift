/// One value or key of a parsed old-style property list, in 8 bytes: where it lies in the file's
/// bytes, and for a string its length, for a container its number in the container table.
///
/// A node keeps no line: the line of any byte offset comes from the table of line starts
/// (``OpenStepTree/line(atOffset:)``). A dictionary's children are its keys and values in turn
/// (`key0, value0, key1, value1, …`); an array's are its elements.
struct OpenStepNode {
    enum Kind: UInt32 {
        case string, array, dictionary
    }

    /// Strings and containers hold at most this much (29 bits), which is why texts are limited
    /// to ``PBXProjParser/maximumByteCount``.
    static let maximumPayload = (1 << 29) - 1

    /// A string's first byte (after an opening quote), or a container's opening `{` or `(`.
    let offset: UInt32
    /// The kind (2 bits), whether a string has escapes (1 bit), and the payload (29 bits).
    private let info: UInt32

    private static let payloadBits: UInt32 = 29
    private static let payloadMask: UInt32 = (1 << 29) - 1
    private static let escapedFlag: UInt32 = 1 << 31

    private init(offset: Int, kind: Kind, hasEscapes: Bool, payload: Int) {
        self.offset = UInt32(offset)
        info = (hasEscapes ? Self.escapedFlag : 0) | kind.rawValue << Self.payloadBits | UInt32(payload)
    }

    /// A string whose content is `start ..< start + length` of the file's bytes.
    /// `hasEscapes`: a quoted string with a backslash, decoded only when asked.
    static func string(start: Int, length: Int, hasEscapes: Bool) -> Self {
        Self(offset: start, kind: .string, hasEscapes: hasEscapes, payload: length)
    }

    /// A container opened at byte `offset`, whose children are described by entry `container` of
    /// the container table.
    static func container(_ kind: Kind, offset: Int, container: Int) -> Self {
        Self(offset: offset, kind: kind, hasEscapes: false, payload: container)
    }

    var kind: Kind { Kind(rawValue: (info >> Self.payloadBits) & 0x3) ?? .string }
    var hasEscapes: Bool { info & Self.escapedFlag != 0 }
    /// A string's byte count, or a container's number in the container table.
    var payload: Int { Int(info & Self.payloadMask) }
    /// A string's bytes.
    var byteRange: Range<Int> { Int(offset)..<(Int(offset) + payload) }
}
