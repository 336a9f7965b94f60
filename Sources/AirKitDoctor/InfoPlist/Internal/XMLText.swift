import Foundation

/// The bytes of an XML property list as UTF-8, whatever encoding it is written in.
///
/// UTF-8 (with or without a byte-order mark) is checked byte by byte; UTF-16 with a byte-order
/// mark, and ISO-8859-1 or ASCII named by the XML declaration, are converted. Any other declared
/// encoding is refused rather than guessed. After conversion the text must open with an XML
/// declaration, a doctype or `<plist>`, as ``InfoPlistLoader`` requires of UTF-8 files before
/// anything parses them.
enum XMLText {
    static func utf8(of data: Data) throws(PropertyListReadError) -> [UInt8] {
        let bytes = [UInt8](data)
        let text: [UInt8]
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = try fromUTF16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            switch declaredEncoding(body)?.lowercased() {
            case nil, "utf-8", "utf8":
                try checkUTF8(body)
                text = body
            case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "us-ascii", "ascii":
                text = Array(String(body.map { Character(Unicode.Scalar($0)) }).utf8)
            case let other?:
                throw .malformedXML(
                    "the encoding \"\(OneLine.squeeze(other, limit: 40))\" is not supported (write the file as UTF-8)")
            }
        }
        guard InfoPlistLoader.opensXML(text[...]) else { throw .notPropertyList }
        return text
    }

    /// The `encoding` of a leading XML declaration, if any.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        let trimmed = head.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard trimmed.hasPrefix("<?xml"), let end = trimmed.range(of: "?>") else { return nil }
        let declaration = trimmed[..<end.lowerBound]
        guard let name = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func checkUTF8(_ bytes: [UInt8]) throws(PropertyListReadError) {
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        // Find the first byte that breaks UTF-8, for the message.
        var start = 0
        var line = 1
        while start < bytes.count {
            let length = sequenceLength(bytes, at: start)
            guard length > 0 else {
                let byte = String(bytes[start], radix: 16, uppercase: true)
                throw .malformedXML("line \(line): not UTF-8 text (byte 0x\(byte)); write the file as UTF-8")
            }
            if bytes[start] == 0x0A { line += 1 }
            start += length
        }
        throw .malformedXML("not UTF-8 text; write the file as UTF-8")
    }

    /// The length of the valid UTF-8 sequence at `start`, or 0 when there is none.
    private static func sequenceLength(_ bytes: [UInt8], at start: Int) -> Int {
        let lead = bytes[start]
        let length =
            switch lead {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0, start + length <= bytes.count else { return 0 }
        return String(validating: bytes[start..<start + length], as: UTF8.self) == nil ? 0 : length
    }

    private static func fromUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(PropertyListReadError) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw .malformedXML("UTF-16 text with an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { output.append($0) }
            case .emptyInput: return output
            case .error: throw .malformedXML("UTF-16 text with a lone surrogate")
            }
        }
    }
}
