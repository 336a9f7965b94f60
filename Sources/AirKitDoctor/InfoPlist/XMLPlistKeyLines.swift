import AirKitConfiguration
import Foundation

/// Finds the line of every key (and array element) in an XML property list, so findings can
/// point at the `<key>` a fix belongs to.
///
/// This is a scan of the markup, not a parser: it runs after the property-list reader has
/// accepted the file, and only needs tags, keys and line breaks. It never traps on any input; on
/// text it does not understand it records fewer lines. Paths deeper than ``recordedDepth`` are
/// not recorded (the scene manifest's deepest key is five levels down), and containers nested
/// deeper than ``maximumDepth`` are counted, not tracked.
enum XMLPlistKeyLines {
    static let recordedDepth = 8
    static let maximumDepth = 1024

    static func scan(_ data: Data) -> [PlistKeyPath: Int] {
        var scanner = MarkupScanner(bytes: [UInt8](data))
        scanner.run()
        return scanner.lines
    }
}

private struct MarkupScanner {
    private struct Container {
        /// `nil` once deeper than the recorded depth.
        var path: PlistKeyPath?
        var isDictionary: Bool
        var pendingKey: String?
        var nextIndex = 0
    }

    let bytes: [UInt8]
    private(set) var lines: [PlistKeyPath: Int] = [:]
    private var index = 0
    private var line = 1
    private var stack: [Container] = []
    /// Containers opened beyond `maximumDepth`, so their closing tags are not mistaken for ours.
    private var untrackedDepth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func run() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "<"):
                markup()
            default:
                index += 1
            }
        }
    }

    /// Handles the markup that starts at `index` (a `<`).
    private mutating func markup() {
        if startsWith("<!--") { return skip(past: "-->") }
        if startsWith("<![CDATA[") { return skip(past: "]]>") }
        if startsWith("<?") || startsWith("<!") { return skip(past: ">") }
        let tagLine = line
        index += 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var previous: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            previous = bytes[index]
            index += 1
        }
        index = min(index + 1, bytes.count)
        tag(name, isClosing: isClosing, isSelfClosing: previous == UInt8(ascii: "/"), line: tagLine)
    }

    private mutating func tag(_ name: String, isClosing: Bool, isSelfClosing: Bool, line tagLine: Int) {
        switch name {
        case "key" where !isClosing && !isSelfClosing:
            key(readText(), line: tagLine)
        case "dict", "array":
            if isClosing { return close() }
            let path = valueStarted(line: tagLine)
            if !isSelfClosing { open(Container(path: path, isDictionary: name == "dict")) }
        case "string", "integer", "real", "true", "false", "date", "data":
            if !isClosing { _ = valueStarted(line: tagLine) }
        default:
            break
        }
    }

    private mutating func key(_ key: String, line tagLine: Int) {
        guard let top = stack.indices.last, stack[top].isDictionary, untrackedDepth == 0 else { return }
        stack[top].pendingKey = key
        if let path = recordable(stack[top].path?.appending(key: key)) { lines[path] = tagLine }
    }

    /// Takes the slot the value starting here fills, records array elements' lines, and returns
    /// the value's path.
    private mutating func valueStarted(line tagLine: Int) -> PlistKeyPath? {
        guard untrackedDepth == 0 else { return nil }
        guard let top = stack.indices.last else { return PlistKeyPath() }
        if stack[top].isDictionary {
            let path = recordable(stack[top].path?.appending(key: stack[top].pendingKey ?? ""))
            stack[top].pendingKey = nil
            return path
        }
        let path = recordable(stack[top].path?.appending(index: stack[top].nextIndex))
        stack[top].nextIndex += 1
        if let path { lines[path] = tagLine }
        return path
    }

    private mutating func open(_ container: Container) {
        if untrackedDepth > 0 || stack.count >= XMLPlistKeyLines.maximumDepth {
            untrackedDepth += 1
        } else {
            stack.append(container)
        }
    }

    private mutating func close() {
        if untrackedDepth > 0 {
            untrackedDepth -= 1
        } else if !stack.isEmpty {
            stack.removeLast()
        }
    }

    private func recordable(_ path: PlistKeyPath?) -> PlistKeyPath? {
        guard let path, path.components.count <= XMLPlistKeyLines.recordedDepth else { return nil }
        return path
    }

    /// The character data up to the next `<`, with entities decoded.
    private mutating func readText() -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return XMLEntities.decode(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return text.withUTF8Buffer { prefix in
            prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
        }
    }

    private mutating func skip(past terminator: StaticString) {
        while index < bytes.count {
            if startsWith(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

/// The five predefined XML entities and numeric character references.
enum XMLEntities {
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";"),
                let character = character(for: rest[afterAmpersand..<semicolon])
            else {
                result.append("&")
                rest = rest[afterAmpersand...]
                continue
            }
            result.append(character)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func character(for name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
