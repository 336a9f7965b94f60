/// Why bytes are not a well-formed old-style property list, with the 1-based line of the problem.
///
/// ``description`` is one line without the file's path, for example `line 12: unterminated string`
/// or `not UTF-8 (byte 0xE9 at line 7)`; the caller adds the path.
public struct PBXProjParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// No value at all: the file is empty or holds only whitespace and comments.
        case empty
        /// A byte that cannot be part of UTF-8 text here (Xcode always writes UTF-8).
        case notUTF8(byte: UInt8)
        /// A NUL byte, which Xcode never writes.
        case nulByte
        /// A quoted string with no closing `"`; the line is where it opens.
        case unterminatedString
        /// A `/*` comment with no closing `*/`; the line is where it opens.
        case unterminatedComment
        /// A character that cannot stand here; `expected` says what could, when that helps.
        case unexpectedCharacter(String, expected: String?)
        /// The file stops inside a dictionary or an array (a truncated file).
        case endOfFile(inside: ContainerKind, openedOnLine: Int)
        /// More nested dictionaries and arrays than ``PBXProjParser/maximumDepth``.
        case nestingTooDeep(limit: Int)
        /// More bytes than ``PBXProjParser/maximumByteCount``.
        case tooLarge(byteCount: Int, limit: Int)
    }

    public enum ContainerKind: String, Sendable {
        case dictionary, array
    }

    public var reason: Reason
    /// The 1-based line of the problem, or `nil` for an empty or too large file.
    public var line: Int?

    public init(_ reason: Reason, line: Int?) {
        self.reason = reason
        self.line = line
    }

    public var description: String {
        let lineNumber = line.map(String.init) ?? "?"
        switch reason {
        case .empty:
            return "empty file"
        case .notUTF8(let byte):
            return "not UTF-8 (byte 0x\(Self.hex(byte)) at line \(lineNumber))"
        case .nulByte:
            return "NUL byte at line \(lineNumber)"
        case .unterminatedString:
            return "line \(lineNumber): unterminated string"
        case .unterminatedComment:
            return "line \(lineNumber): unterminated comment"
        case .unexpectedCharacter(let character, let expected):
            let expectation = expected.map { " (expected \($0))" } ?? ""
            return "line \(lineNumber): unexpected \(Self.quoted(character))\(expectation)"
        case .endOfFile(let container, let openedOnLine):
            return "line \(lineNumber): file ends inside the \(container.rawValue) opened on line \(openedOnLine)"
        case .nestingTooDeep(let limit):
            return "line \(lineNumber): nesting deeper than \(limit) levels"
        case .tooLarge(let byteCount, let limit):
            return "too large to parse (\(byteCount) bytes; the limit is \(limit))"
        }
    }

    /// `'}'` for a visible character, `U+0007` for an invisible one.
    private static func quoted(_ character: String) -> String {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
            return "'\(character)'"
        }
        let isInvisible = scalar.value <= 0x20 || (0x7F...0xA0).contains(scalar.value)
        guard isInvisible else { return "'\(character)'" }
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
