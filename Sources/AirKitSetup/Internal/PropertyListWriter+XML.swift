import Foundation

extension PropertyListWriter {
    /// `value` as the text of an XML property list, laid out as Xcode and `plutil -convert xml1`
    /// write one (tabs, keys sorted): how `--dry-run` shows the change to a binary Info.plist.
    /// Characters XML cannot hold as they are (`&`, `<`, `>`, and control characters but tab and
    /// line feed) are character references.
    static func xml(_ value: Any) throws(UnsupportedValue) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
        ]
        try appendXML(value, indent: "", to: &lines)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func appendXML(_ value: Any, indent: String, to lines: inout [String]) throws(UnsupportedValue) {
        switch try Value(value) {
        case .boolean(let flag): lines.append(indent + (flag ? "<true/>" : "<false/>"))
        case .integer(let number):
            let text = isUnsigned(number) || number.int64Value >= 0 ? "\(number.uint64Value)" : "\(number.int64Value)"
            lines.append(indent + "<integer>\(text)</integer>")
        case .real(let real): lines.append(indent + "<real>\(real)</real>")
        case .date(let date):
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            lines.append(indent + "<date>\(formatter.string(from: date))</date>")
        case .data(let data):
            lines += [indent + "<data>", indent + data.base64EncodedString(), indent + "</data>"]
        case .string(let string): lines.append(indent + "<string>\(XMLText.escape(string))</string>")
        case .array(let items):
            guard !items.isEmpty else { return lines.append(indent + "<array/>") }
            lines.append(indent + "<array>")
            for item in items { try appendXML(item, indent: indent + "\t", to: &lines) }
            lines.append(indent + "</array>")
        case .dictionary(let entries):
            guard !entries.isEmpty else { return lines.append(indent + "<dict/>") }
            lines.append(indent + "<dict>")
            for entry in entries {
                lines.append(indent + "\t<key>\(XMLText.escape(entry.key))</key>")
                try appendXML(entry.value, indent: indent + "\t", to: &lines)
            }
            lines.append(indent + "</dict>")
        }
    }

    /// Whether two values the property-list reader returned are the same property list: the
    /// comparison `PlanCheck` makes of what setup meant to write and what it wrote.
    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        guard let left = try? Value(a), let right = try? Value(b) else { return false }
        switch (left, right) {
        case (.boolean(let x), .boolean(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.date(let x), .date(let y)): return x == y
        case (.data(let x), .data(let y)): return x == y
        case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { isEqual($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && isEqual($0.value, $1.value) }
        default: return false
        }
    }
}
