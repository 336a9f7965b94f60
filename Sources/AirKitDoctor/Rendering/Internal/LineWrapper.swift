/// Breaks prose at spaces so each line fits a width, with continuation lines aligned under the
/// first word after the line's label (a hanging indent).
///
/// Breaks happen only at spaces, so a path or an identifier without spaces is never split; a
/// word wider than the line overflows rather than being cut. Spaces inside a backtick code span
/// (`` `plutil -p App.app/Info.plist` ``) or inside one of ``unbreakable`` (paths that contain
/// spaces) are not break points either.
struct LineWrapper {
    /// The line width in columns; `nil` leaves every line whole.
    var width: Int?
    /// Strings to keep on one line wherever they occur, e.g. the report's paths.
    var unbreakable: [String] = []

    /// `prefix + text`, broken into lines that fit ``width``. Both may hold colour escapes; they
    /// take no columns.
    func wrap(_ text: String, after prefix: String) -> [String] {
        let prefixWidth = Self.displayWidth(prefix)
        guard let width, prefixWidth + Self.displayWidth(text) > width else { return [prefix + text] }
        let leading = prefix.prefix { $0 == " " }.count
        let hanging = prefixWidth <= width / 2 ? prefixWidth : leading + 2
        let indent = String(repeating: " ", count: hanging)
        var lines: [String] = []
        var line = prefix
        var lineWidth = prefixWidth
        var lineHasWord = false
        for word in words(of: text) {
            let wordWidth = Self.displayWidth(word)
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = indent
                lineWidth = hanging
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineWidth += (lineHasWord ? 1 : 0) + wordWidth
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// `text` split at the spaces that may become line breaks.
    private func words(of text: String) -> [String] {
        let characters = Array(text)
        let kept = protectedSpaces(in: text, characters: characters)
        var words: [String] = []
        var word = ""
        for (index, character) in characters.enumerated() {
            if character == " " && !kept.contains(index) {
                words.append(word)
                word = ""
            } else {
                word.append(character)
            }
        }
        words.append(word)
        return words
    }

    /// Offsets of spaces inside backtick spans and inside occurrences of ``unbreakable``.
    private func protectedSpaces(in text: String, characters: [Character]) -> Set<Int> {
        var kept = Set<Int>()
        var insideCode = false
        for (index, character) in characters.enumerated() {
            if character == "`" { insideCode.toggle() }
            if insideCode && character == " " { kept.insert(index) }
        }
        for needle in unbreakable where needle.contains(" ") && text.contains(needle) {
            let pattern = Array(needle)
            guard pattern.count <= characters.count else { continue }
            for start in 0...(characters.count - pattern.count)
            where characters[start..<start + pattern.count].elementsEqual(pattern) {
                for offset in 0..<pattern.count where pattern[offset] == " " { kept.insert(start + offset) }
            }
        }
        return kept
    }

    /// Columns `text` takes on a terminal: none for colour escapes, two for East Asian wide
    /// characters and most emoji, one for everything else (a grapheme cluster counts once).
    static func displayWidth(_ text: String) -> Int {
        removingStyles(text).reduce(0) { total, character in
            total + (character.unicodeScalars.first.map(isWide) == true ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// `text` without `ESC [ … m` colour sequences.
    static func removingStyles(_ text: String) -> String {
        var result = ""
        var insideEscape = false
        for character in text {
            if character == "\u{1B}" {
                insideEscape = true
            } else if insideEscape {
                if character == "m" { insideEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
