import Foundation

/// Where each element of an XML property list stands in the file's bytes, so that setup can
/// insert new lines between existing ones and leave every other byte as it was.
///
/// This is not a parser: it runs only on files the doctor's property-list reader has accepted,
/// and reads nothing but tags and the text of `<key>` elements. Comments, processing instructions,
/// the doctype and CDATA are skipped. Nesting is tracked with an explicit stack, so no input can
/// make it recurse.
struct XMLPlistOutline {
    /// One element: `<dict>…</dict>`, `<key>…</key>`, `<string/>`, ….
    struct Element {
        var name: String
        /// The offset of the opening tag's `<`.
        var start: Int
        /// The offset just after the opening tag's `>`.
        var openingEnd: Int
        /// The offset of the closing tag's `<`; equal to ``openingEnd`` for a self-closing element.
        var closingStart: Int
        /// The offset just after the element.
        var end: Int
        var isSelfClosing: Bool
        /// For `<key>`: its text, entities decoded.
        var text: String = ""
        /// For `<dict>` and `<array>`: the child elements in order (keys and values alike).
        var children: [Element] = []
    }

    let bytes: [UInt8]
    /// The top-level value (the `<dict>` inside `<plist>`), or `nil` when there is none.
    private(set) var root: Element?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        root = Self.scan(bytes)
    }

    /// The value of `key` in `dictionary`, and the key element itself.
    static func entry(_ key: String, in dictionary: Element) -> (key: Element, value: Element)? {
        let pairs = pairs(of: dictionary)
        return pairs.last { $0.key.text == key }
    }

    /// The `(key, value)` pairs of a `<dict>` element, in file order.
    static func pairs(of dictionary: Element) -> [(key: Element, value: Element)] {
        var result: [(key: Element, value: Element)] = []
        var index = 0
        let children = dictionary.children
        while index + 1 < children.count {
            if children[index].name == "key" { result.append((children[index], children[index + 1])) }
            index += 2
        }
        return result
    }

    // MARK: - Scanning

    private static let containers: Set<String> = ["dict", "array", "plist"]
    private static let leaves: Set<String> = ["key", "string", "integer", "real", "true", "false", "date", "data"]

    private static func scan(_ bytes: [UInt8]) -> Element? {
        var stack: [Element] = []
        var index = 0
        var root: Element?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if let skipped = skipMarkup(bytes, at: index) {
                index = skipped
                continue
            }
            let tag = readTag(bytes, at: index)
            index = tag.end
            if tag.isClosing {
                guard var closed = stack.popLast(), closed.name == tag.name else { return nil }
                closed.closingStart = tag.start
                closed.end = tag.end
                if !attach(closed, to: &stack, root: &root) { return nil }
                continue
            }
            var element = Element(
                name: tag.name, start: tag.start, openingEnd: tag.end, closingStart: tag.end, end: tag.end,
                isSelfClosing: tag.isSelfClosing)
            if tag.isSelfClosing {
                if !attach(element, to: &stack, root: &root) { return nil }
            } else if containers.contains(tag.name) {
                stack.append(element)
            } else if leaves.contains(tag.name) {
                let close = closingTag(of: tag.name, in: bytes, from: index)
                guard let close else { return nil }
                if tag.name == "key" { element.text = XMLText.decode(bytes[index..<close.start]) }
                element.closingStart = close.start
                element.end = close.end
                index = close.end
                if !attach(element, to: &stack, root: &root) { return nil }
            }
        }
        return stack.isEmpty ? root : nil
    }

    /// Adds a finished element to its parent; a `<plist>`'s value becomes the root.
    private static func attach(_ element: Element, to stack: inout [Element], root: inout Element?) -> Bool {
        if element.name == "plist" { return true }
        guard !stack.isEmpty else { return false }
        if stack[stack.count - 1].name == "plist" {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
        return true
    }

    private struct Tag {
        var name: String
        var start: Int
        var end: Int
        var isClosing: Bool
        var isSelfClosing: Bool
    }

    private static func readTag(_ bytes: [UInt8], at start: Int) -> Tag {
        var index = start + 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var previous: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            previous = bytes[index]
            index += 1
        }
        let end = min(index + 1, bytes.count)
        return Tag(name: name, start: start, end: end, isClosing: isClosing, isSelfClosing: previous == UInt8(ascii: "/"))
    }

    /// The closing tag `</name>` at or after `index`, skipping nothing else (leaf text has no tags).
    private static func closingTag(of name: String, in bytes: [UInt8], from index: Int) -> (start: Int, end: Int)? {
        var position = index
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                if let skipped = skipMarkup(bytes, at: position) {
                    position = skipped
                    continue
                }
                let tag = readTag(bytes, at: position)
                guard tag.isClosing, tag.name == name else { return nil }
                return (tag.start, tag.end)
            }
            position += 1
        }
        return nil
    }

    /// The offset after a comment, processing instruction, doctype or CDATA section starting at
    /// `index`, or `nil` when a tag starts there.
    private static func skipMarkup(_ bytes: [UInt8], at index: Int) -> Int? {
        let openings: [(String, String)] = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]
        for (opening, closing) in openings where starts(bytes, at: index, with: opening) {
            var position = index + opening.utf8.count
            while position < bytes.count, !starts(bytes, at: position, with: closing) { position += 1 }
            return min(position + closing.utf8.count, bytes.count)
        }
        return nil
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard bytes.count - index >= utf8.count else { return false }
        return bytes[index..<index + utf8.count].elementsEqual(utf8)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

/// XML character data: decoding the text of keys, escaping the text setup writes.
enum XMLText {
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// `text` as XML character data that reads back as `text`: `&`, `<` and `>` as entities, and
    /// control characters other than tab and line feed as character references (a raw carriage
    /// return would read back as a line feed).
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
