import AirKitDoctor
import Foundation

/// A property list value without lines, to compare the doctor's parser with Foundation's.
indirect enum PlainValue: Equatable, CustomStringConvertible {
    case string(String)
    case array([PlainValue])
    case dictionary([String: PlainValue])

    init(_ value: PBXValue) {
        switch value {
        case .string(let string, _):
            self = .string(string)
        case .array(let elements, _):
            self = .array(elements.map(PlainValue.init))
        case .dictionary(let dictionary, _):
            var plain: [String: PlainValue] = [:]
            for entry in dictionary.entries { plain[entry.key] = PlainValue(entry.value) }
            self = .dictionary(plain)
        }
    }

    /// The value `PropertyListSerialization` returned, or `nil` when it holds something other
    /// than strings, arrays and dictionaries (data, numbers).
    init?(foundation value: Any) {
        if let string = value as? String {
            self = .string(string)
        } else if let array = value as? [Any] {
            var elements: [PlainValue] = []
            for element in array {
                guard let plain = PlainValue(foundation: element) else { return nil }
                elements.append(plain)
            }
            self = .array(elements)
        } else if let dictionary = value as? [String: Any] {
            var plain: [String: PlainValue] = [:]
            for (key, element) in dictionary {
                guard let value = PlainValue(foundation: element) else { return nil }
                plain[key] = value
            }
            self = .dictionary(plain)
        } else {
            return nil
        }
    }

    /// What Foundation's old-style plist reader makes of `data`, or `nil` when it rejects it.
    static func parsedByFoundation(_ data: Data) -> PlainValue? {
        guard let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            return nil
        }
        return PlainValue(foundation: value)
    }

    var description: String {
        switch self {
        case .string(let string): return string.debugDescription
        case .array(let elements): return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .dictionary(let dictionary):
            let entries = dictionary.keys.sorted().map { "\($0.debugDescription) = \(dictionary[$0]!)" }
            return "{" + entries.joined(separator: "; ") + "}"
        }
    }
}
