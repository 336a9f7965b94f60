/// One token of Objective-C source: where it is, what kind it is, and which word it spells when
/// the scanner cares about that word. 16 bytes, like ``SwiftToken``.
struct ObjCToken: Equatable {
    var kind: Kind
    /// The word an identifier (or the name after `@`) spells.
    var word: ObjCWord
    /// 1-based line of the token's first byte.
    var line: UInt32
    /// Byte range in the source. For `.includeDirective` it is the header name between `<>` or `""`.
    var start: UInt32
    var end: UInt32

    enum Kind: UInt8 {
        case identifier
        /// `@` and a name: `@interface`, `@implementation`, `@end`, `@import`, `@selector`, …
        case atKeyword
        /// `"…"` or `@"…"` (the range includes `@` and the quotes), or a C++ raw string.
        case string
        case character, number
        /// `#import` or `#include`: the range is the header name.
        case includeDirective
        case openParen, closeParen, openBrace, closeBrace, openBracket, closeBracket
        case semicolon, colon, comma, dot
        /// `=` alone, not `==` or a compound assignment.
        case assign
        /// `-` and `+` alone: they start method declarations.
        case minus, plus
        /// Any other operator or byte.
        case other
    }

    var lineNumber: Int { Int(line) }

    func isWord(_ candidate: ObjCWord) -> Bool {
        kind == .identifier && word == candidate
    }
}
