/// The ASCII bytes the doctor's text readers (the Swift lexer and the pbxproj parser) tell apart,
/// and the character classes the lexer needs.
///
/// Every byte of 0x80 and above counts as an identifier character: Swift allows most non-ASCII
/// letters in names, and treating the rest the same way only makes odd text a harmless name.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21  // !
    static let quote: UInt8 = 0x22  // "
    static let pound: UInt8 = 0x23  // #
    static let dollar: UInt8 = 0x24  // $
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
    static let tilde: UInt8 = 0x7E

    static func isNewline(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        let lowercased = byte | 0x20
        return (lowercased >= 0x61 && lowercased <= 0x7A) || byte == underscore || byte == dollar
            || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// `/ = - + ! * % < > & | ^ ~ ?`: the characters Swift operators are made of (dots aside).
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            true
        default:
            false
        }
    }
}
