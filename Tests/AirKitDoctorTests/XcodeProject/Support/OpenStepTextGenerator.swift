import TestSupport

/// Writes random but well-formed old-style property lists shaped like `project.pbxproj`, with
/// the awkward parts Xcode and people write: escapes, non-ASCII text, comments in every gap,
/// trailing commas, CR LF line ends, empty containers and duplicate keys.
struct OpenStepTextGenerator {
    private var random: SeededGenerator
    private let lineBreak: String

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        lineBreak = seed % 5 == 0 ? "\r\n" : "\n"
    }

    /// A whole file: the UTF-8 header and a top-level dictionary.
    mutating func file() -> String {
        "// !$*UTF8*$!" + lineBreak + dictionary(depth: 0)
    }

    private mutating func dictionary(depth: Int) -> String {
        var text = "{" + gap()
        var keys: [String] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let key =
                keys.isEmpty || Int.random(in: 0..<10, using: &random) > 0
                ? string() : keys[Int.random(in: 0..<keys.count, using: &random)]
            keys.append(key)
            text += key + gap() + "=" + gap() + value(depth: depth + 1) + gap() + ";" + gap()
        }
        return text + "}"
    }

    private mutating func array(depth: Int) -> String {
        let count = Int.random(in: 0...5, using: &random)
        var text = "(" + gap()
        for index in 0..<count {
            text += value(depth: depth + 1) + gap()
            if index < count - 1 || Bool.random(using: &random) { text += "," + gap() }
        }
        return text + ")"
    }

    private mutating func value(depth: Int) -> String {
        guard depth < 6 else { return string() }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return dictionary(depth: depth)
        case 2: return array(depth: depth)
        default: return string()
        }
    }

    private mutating func string() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return unquoted()
        case 1: return objectID()
        default: return quoted()
        }
    }

    /// An unquoted string; it never starts with `/`, where `//` or `/*` would open a comment.
    private mutating func unquoted() -> String {
        let alphabet = Array("abcXYZ019_$:.-/")
        let length = Int.random(in: 1...12, using: &random)
        let characters = (0..<length).map { index in
            alphabet[Int.random(in: 0..<(index == 0 ? alphabet.count - 4 : alphabet.count), using: &random)]
        }
        return String(characters)
    }

    private mutating func objectID() -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<24).map { _ in digits[Int.random(in: 0..<16, using: &random)] })
    }

    /// Pieces of quoted strings, as written in the file.
    private static let quotedPieces = [
        "plain", " spaced ", "$(inherited)", "@executable_path/Frameworks", "<group>", "é", "漢字", "🙂",
        "Café_Écran", "\\\"", "\\\\", "\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v", "\\U00e9",
        "\\U41", "\\UD83D\\UDE00", "\\101", "\\351", "\\7", "\\q", "\\/", "\\é", "a;b", "x = y", "{}", "()", "//",
        "/* not a comment */", "\t", "",
    ]

    private mutating func quoted() -> String {
        var text = "\""
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            text += Self.quotedPieces[Int.random(in: 0..<Self.quotedPieces.count, using: &random)]
        }
        if Int.random(in: 0..<20, using: &random) == 0 { text += lineBreak }
        return text + "\""
    }

    /// Whitespace, sometimes with a comment, between any two tokens.
    private mutating func gap() -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return ""
        case 1: return lineBreak + "\t\t"
        case 2: return " /* " + unquoted() + " */ "
        case 3: return " // " + unquoted() + lineBreak
        case 4: return lineBreak + "/* multi" + lineBreak + " line */" + lineBreak
        default: return " "
        }
    }
}
