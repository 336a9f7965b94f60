import Foundation

/// Reads the subset of YAML that XcodeGen specs are written in, with a line for every node.
///
/// Supported: block mappings and sequences (including sequences at their parent key's
/// indentation and `- key: value` compact mappings), flow sequences `[a, b]` and flow mappings
/// `{a: b}` (also `[key: value]` single-pair entries and `? key` inside them), plain, single-quoted and double-quoted
/// scalars (all YAML escapes), multi-line plain and quoted scalars, `|` and `>` block scalars with
/// chomping and indentation indicators, `#` comments, one leading `---`, anchors `&a`, aliases
/// `*a` and merge keys `<<: *a` / `<<: [*a, *b]`. Tags (`!!str`) are skipped.
///
/// Refused with a ``YAMLError`` naming the line: tabs in indentation, bad indentation, unclosed
/// quotes and brackets, unknown escapes and aliases, complex keys (`? key`), a second document,
/// text that is not UTF-8, more than ``maximumSize`` bytes, nesting deeper than
/// ``maximumDepth`` and more than ``maximumNodes`` nodes (aliases count every time they are used,
/// which stops "billion laughs" expansion). The reader never traps, whatever the bytes.
public enum YAMLReader {
    /// XcodeGen specs are kilobytes; anything larger is refused before parsing.
    public static let maximumSize = ReadLimits.specBytes
    /// Collections nested deeper than this are refused (real specs stay below 15).
    public static let maximumDepth = 200
    /// Nodes per document, aliases counted at every use.
    public static let maximumNodes = 1_000_000

    /// Parses `data` as one YAML document. `file` is recorded in every node.
    public static func parse(_ data: Data, file: String = "") throws(YAMLError) -> YAMLNode {
        guard data.count <= maximumSize else {
            throw YAMLError(line: nil, "larger than \(maximumSize >> 20) MB, not a project spec")
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let bad = firstInvalidUTF8Line(bytes) {
            throw YAMLError(line: bad, "not UTF-8 text")
        }
        var parser = YAMLParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    /// Parses `text` as one YAML document.
    public static func parse(_ text: String, file: String = "") throws(YAMLError) -> YAMLNode {
        try parse(Data(text.utf8), file: file)
    }

    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
