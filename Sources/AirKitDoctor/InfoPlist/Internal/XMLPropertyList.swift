import Foundation

/// Reads an XML property list (Apple's `PropertyList-1.0.dtd`) into the values
/// ``PropertyListReader`` returns, in one pass over the bytes, with work in proportion to them.
///
/// It accepts what CoreFoundation's XML parser accepts where real files go: an optional XML
/// declaration (UTF-8, or UTF-16 with a byte-order mark, or a declared ISO-8859-1), comments,
/// processing instructions and a `<!DOCTYPE>` without an internal subset before the root; a
/// `<plist>` root holding one value, or the value alone; `dict`, `array`, `key`, `string`, `data`,
/// `date`, `integer`, `real`, `true` and `false`, with attributes ignored; the five predefined
/// entities, character references and CDATA sections in text; a later key replacing an earlier
/// one; anything after the root ignored. Everything else (an unknown tag, text between values, a
/// `<key>` without a value, an integer out of range, an entity a DTD would define) is refused with
/// its line. Nothing is expanded: there is no DTD processing, so no entity can stand for more
/// text than it takes.
///
/// Dictionaries are Swift dictionaries, whose hashing is seeded per process, so keys made to
/// collide in CoreFoundation's string hash cost no more than any others. Values, keys included,
/// stop at ``ReadLimits/propertyListValues`` and nesting at ``ReadLimits/propertyListDepth``.
struct XMLPropertyList {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var values = 0

    /// Reads `data`, whose first bytes already look like XML (or carry a UTF-16 byte-order mark).
    static func read(_ data: Data) throws(PropertyListReadError) -> Any {
        var reader = XMLPropertyList(bytes: try XMLText.utf8(of: data))
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Document

    private mutating func document() throws(PropertyListReadError) -> Any {
        try skipProlog()
        let root = try openTag()
        guard root.name == "plist" else { return try value(of: root, depth: 1) }
        guard !root.isEmpty else { throw malformed("an empty <plist>") }
        try skipBetweenValues()
        guard index < bytes.count else { throw malformed("the file ends before </plist>") }
        guard !starts(with: "</") else { throw malformed("an empty <plist>") }
        let result = try value(of: try openTag(), depth: 1)
        try skipBetweenValues()
        guard index < bytes.count else { throw malformed("the file ends before </plist>") }
        guard starts(with: "</") else { throw malformed("<plist> holds more than one value") }
        try closeTag("plist")
        return result
    }

    /// Blanks, the XML declaration, processing instructions, comments and the doctype.
    private mutating func skipProlog() throws(PropertyListReadError) {
        while true {
            skipBlanks()
            guard index < bytes.count else { throw malformed("no XML element in the file") }
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<!DOCTYPE") {
                try skipDoctype()
            } else if bytes[index] == UInt8(ascii: "<") {
                return
            } else {
                throw malformed("unexpected character \(describe(bytes[index])) before the first element")
            }
        }
    }

    private mutating func skipDoctype() throws(PropertyListReadError) {
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw malformed("a <!DOCTYPE> with an internal subset, which property lists never have")
            } else if byte == UInt8(ascii: ">") {
                return
            }
        }
        throw malformed("the file ends inside <!DOCTYPE>")
    }

    /// Blanks, comments and processing instructions between values; text is an error.
    private mutating func skipBetweenValues() throws(PropertyListReadError) {
        while true {
            skipBlanks()
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if index < bytes.count, bytes[index] != UInt8(ascii: "<") {
                throw malformed("unexpected text \(describe(bytes[index])) between values")
            } else {
                return
            }
        }
    }

    // MARK: - Values

    private struct Tag {
        var name: String
        /// `<name/>`.
        var isEmpty: Bool
    }

    private mutating func value(of tag: Tag, depth: Int) throws(PropertyListReadError) -> Any {
        values += 1
        guard values <= ReadLimits.propertyListValues else { throw .tooManyValues }
        if tag.isEmpty, ["data", "date", "integer", "real"].contains(tag.name) { throw malformed("an empty <\(tag.name)/>") }
        switch tag.name {
        case "dict": return try dictionary(tag, depth: depth)
        case "array": return try array(tag, depth: depth)
        case "string", "key": return try text(of: tag)
        case "integer": return try integer(try text(of: tag))
        case "real": return try real(try text(of: tag))
        case "date": return try date(try text(of: tag))
        case "data": return data(try text(of: tag))
        case "true", "false":
            if !tag.isEmpty {
                guard starts(with: "</") else { throw malformed("<\(tag.name)> holds something") }
                try closeTag(tag.name)
            }
            return tag.name == "true"
        default:
            throw malformed("unknown tag <\(tag.name)>")
        }
    }

    private mutating func dictionary(_ tag: Tag, depth: Int) throws(PropertyListReadError) -> [String: Any] {
        guard depth <= ReadLimits.propertyListDepth else { throw .tooDeep }
        var result: [String: Any] = [:]
        guard !tag.isEmpty else { return result }
        while true {
            try skipBetweenValues()
            guard index < bytes.count else { throw malformed("the file ends inside <dict>") }
            if starts(with: "</") {
                try closeTag("dict")
                return result
            }
            let keyTag = try openTag()
            guard keyTag.name == "key" else { throw malformed("<\(keyTag.name)> where a <key> belongs in <dict>") }
            values += 1
            guard values <= ReadLimits.propertyListValues else { throw .tooManyValues }
            let key = try text(of: keyTag)
            try skipBetweenValues()
            guard index < bytes.count, !starts(with: "</") else { throw malformed("the <key> \(quoted(key)) has no value") }
            result[key] = try value(of: try openTag(), depth: depth + 1)
        }
    }

    private mutating func array(_ tag: Tag, depth: Int) throws(PropertyListReadError) -> [Any] {
        guard depth <= ReadLimits.propertyListDepth else { throw .tooDeep }
        var result: [Any] = []
        guard !tag.isEmpty else { return result }
        while true {
            try skipBetweenValues()
            guard index < bytes.count else { throw malformed("the file ends inside <array>") }
            if starts(with: "</") {
                try closeTag("array")
                return result
            }
            result.append(try value(of: try openTag(), depth: depth + 1))
        }
    }

    /// The text inside `tag` up to its closing tag, entities and CDATA sections decoded.
    private mutating func text(of tag: Tag) throws(PropertyListReadError) -> String {
        guard !tag.isEmpty else { return "" }
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw malformed("the file ends inside <\(tag.name)>") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    try closeTag(tag.name)
                    return String(decoding: text, as: UTF8.self)
                }
                guard starts(with: "<![CDATA[") else { throw malformed("markup inside <\(tag.name)>") }
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                text += bytes[start..<index - 3]
            } else if byte == UInt8(ascii: "&") {
                text += try entity()
            } else {
                text.append(byte)
                advance()
            }
        }
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#65;` or `&#x41;`, as UTF-8.
    private mutating func entity() throws(PropertyListReadError) -> [UInt8] {
        let start = index
        guard let end = bytes[start...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw malformed("an & that starts no entity")
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            let number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst(), radix: 10)
            } else {
                number = nil
            }
            guard let number else { throw malformed("the entity &\(name); (property lists define only five)") }
            guard let scalar = Unicode.Scalar(number) else { throw malformed("&\(name); names no character") }
            return Array(String(Character(scalar)).utf8)
        }
    }

    private func integer(_ text: String) throws(PropertyListReadError) -> NSNumber {
        var digits = Substring(text)
        let isNegative = digits.hasPrefix("-")
        if isNegative || digits.hasPrefix("+") { digits = digits.dropFirst() }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            radix = 16
        }
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else {
            throw malformed(text.isEmpty ? "an empty <integer>" : "the <integer> \(quoted(text)) is not a whole number in range")
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw malformed("the <integer> \(quoted(text)) is out of range") }
            return NSNumber(value: magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        return magnitude <= UInt64(Int64.max) ? NSNumber(value: Int64(magnitude)) : NSNumber(value: magnitude)
    }

    private func real(_ text: String) throws(PropertyListReadError) -> NSNumber {
        guard let value = Double(text) else { throw malformed("the <real> \(quoted(text)) is not a number") }
        return NSNumber(value: value)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the one form property lists write.
    private func date(_ text: String) throws(PropertyListReadError) -> Date {
        let characters = Array(text.utf8)
        let digitPositions = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
        guard characters.count == 20, digitPositions.allSatisfy({ ASCII.isDigit(characters[$0]) }),
            characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"), characters[10] == UInt8(ascii: "T"),
            characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"), characters[19] == UInt8(ascii: "Z")
        else { throw malformed("the <date> \(quoted(text)) is not written YYYY-MM-DDTHH:MM:SSZ") }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(characters[$1] - 0x30) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let (hour, minute, second) = (number(11..<13), number(14..<16), number(17..<19))
        guard (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day), hour < 24, minute < 60,
            second < 61
        else { throw malformed("the <date> \(quoted(text)) is not a date") }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(((days * 24 + hour) * 60 + minute) * 60 + second))
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date, in the proleptic Gregorian calendar (the civil-from-days
    /// algorithm run backwards).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Base64 with blanks anywhere. As in CoreFoundation, text that is not base64 gives empty data
    /// rather than an error: no check depends on a data value.
    private func data(_ text: String) -> Data {
        let compact = text.filter { !$0.isWhitespace }
        let padded = compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)
        return Data(base64Encoded: padded) ?? Data()
    }

    // MARK: - Tags

    /// The tag at `index` (a `<` that opens an element), up to its `>`; attributes are skipped.
    private mutating func openTag() throws(PropertyListReadError) -> Tag {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), !starts(with: "</") else {
            throw malformed("expected an element")
        }
        advance()
        let name = readName()
        guard !name.isEmpty else { throw malformed("a < that opens no element") }
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                advance()
                return Tag(name: name, isEmpty: false)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                return Tag(name: name, isEmpty: true)
            } else if byte == UInt8(ascii: "<") {
                throw malformed("a < inside the tag <\(name)>")
            }
            advance()
        }
        throw malformed("the file ends inside the tag <\(name)>")
    }

    /// `</name>` at `index`.
    private mutating func closeTag(_ name: String) throws(PropertyListReadError) {
        index += 2
        let found = readName()
        skipBlanks()
        guard found == name, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw malformed(found == name ? "</\(name) is not closed by >" : "</\(found)> where </\(name)> belongs")
        }
        advance()
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    // MARK: - Moving through the bytes

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0A: advance()
            default: return
            }
        }
    }

    /// Moves past the next `end`, counting lines.
    private mutating func skip(past end: String, what: String) throws(PropertyListReadError) {
        let pattern = Array(end.utf8)
        let startLine = line
        while index < bytes.count {
            if bytes[index] == pattern[0], starts(with: end) {
                index += pattern.count
                return
            }
            advance()
        }
        line = startLine
        throw malformed("the \(what) that starts here never ends")
    }

    private func starts(with text: String) -> Bool {
        let pattern = text.utf8
        guard bytes.count - index >= pattern.count else { return false }
        return zip(bytes[index...], pattern).allSatisfy { $0 == $1 }
    }

    private func malformed(_ problem: String) -> PropertyListReadError {
        .malformedXML("line \(line): \(problem)")
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "\"\(Character(Unicode.Scalar(byte)))\"" : "0x" + String(byte, radix: 16, uppercase: true)
    }

    private func quoted(_ text: String) -> String {
        "\"" + OneLine.squeeze(text, limit: 40) + "\""
    }
}
