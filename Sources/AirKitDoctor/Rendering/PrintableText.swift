/// Text made safe to print on one line of a terminal or of Xcode's build log.
///
/// Paths, names and messages come from the files being inspected, and a file name may hold a
/// newline, a tab or an escape sequence. Printed raw, a newline splits one finding into two lines
/// (and two Xcode issues), and an escape character lets a file name recolour, move or retitle the
/// user's terminal. Text and `xcode` output pass every such value through ``escaped(_:)``; JSON
/// needs nothing, as JSON escapes control characters itself.
///
/// The escapes are Swift's: `\n`, `\r`, `\t`, and `\u{1B}` (hexadecimal, upper case) for every
/// other C0 or C1 control character, DEL, the Unicode line and paragraph separators, and the
/// bidirectional embedding, override and isolate controls (which can make text display in an
/// order other than the one it is stored in). Everything else, backslashes included, is printed
/// as it is, so ordinary paths read exactly as typed.
public enum PrintableText {
    /// `text` with every character that could break a line or drive the terminal escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether `scalar` is escaped by ``escaped(_:)``.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
