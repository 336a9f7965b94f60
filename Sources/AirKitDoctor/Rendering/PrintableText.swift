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

    /// A name the system gave as bytes (a file name, an argument) that may not be UTF-8: valid
    /// UTF-8 as ``escaped(_:)`` writes it, every other byte as `\xNN` (upper-case hex), so the
    /// name can be shown without being repaired into another one.
    public static func escaped(bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            if let length = (1...4).first(where: {
                index + $0 <= bytes.count && String(validating: bytes[index..<index + $0], as: UTF8.self) != nil
            }) {
                result += escaped(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            } else {
                result += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
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

    /// `text` with every line made inert for CI runners that read commands from a job's output.
    ///
    /// The GitHub Actions runner runs any line that begins with `::` after leading blanks as a
    /// workflow command (`::error file=…::`, `::add-mask::`, `::stop-commands::`), and the legacy
    /// form `##[command]` anywhere in a line (actions/runner, `ActionCommand.TryParseV2` and
    /// `TryParse`); Azure Pipelines reads `##vso[…]`. A target, file or configuration name can put
    /// either in the output, and a long word that wrapping moves to the start of a line can too.
    /// So, after every other escape: a line whose first non-blank characters are `::` has its first
    /// colon written `\u{3A}`, and the `[` of every `##[` or `##vso[` is written `\u{5B}`. Nothing
    /// else changes.
    public static func inertForCIRunners(_ text: String) -> String {
        guard text.contains("::") || text.contains("##") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line)
            for opener in ["##[", "##vso["] where line.contains(opener) {
                line = line.replacingOccurrences(of: opener, with: opener.dropLast() + "\\u{5B}")
            }
            let blanks = line.prefix { $0.isWhitespace }
            if line.dropFirst(blanks.count).hasPrefix("::") {
                line = blanks + "\\u{3A}" + line.dropFirst(blanks.count + 1)
            }
            return line
        }.joined(separator: "\n")
    }

    /// JSON text (a report, a SARIF log) with the same legacy openers made inert, as `\u005B`
    /// escapes that every JSON reader turns back into `[`. Pretty-printed JSON never starts a line
    /// with `::`, and `##[` can only stand inside a string there.
    public static func inertForCIRunners(json: String) -> String {
        guard json.contains("##") else { return json }
        return json.replacingOccurrences(of: "##[", with: "##\\u005B").replacingOccurrences(of: "##vso[", with: "##vso\\u005B")
    }
}
