import Foundation

/// Writes the values the doctor's property-list reader returns (`String`, `Bool`, `NSNumber` for
/// integers and reals, `Date`, `Data`, `[Any]`, `[String: Any]`) as a binary property list, in
/// place of Foundation's `PropertyListSerialization`, whose dictionaries cost the square of the keys
/// that share CoreFoundation's string hash (a 1.1 MB Info.plist took 14 to 28 s).
///
/// The format is Apple's `bplist00`, as CoreFoundation's `CFBinaryPList.c` reads it: an 8-byte
/// header, the objects, a table of their offsets and a 32-byte trailer. Each value is written once
/// where it is used (nothing is shared), dictionary keys in sorted order so the same dictionary
/// always gives the same bytes; integers take the fewest of 1, 2, 4 or 8 bytes (negative ones 8,
/// those above `Int64.max` 16), strings are ASCII or UTF-16 big-endian.
enum PropertyListWriter {
    /// A value that is not one a property list holds.
    struct UnsupportedValue: Error {
        var typeName: String
    }

    /// The kinds of value, told apart once.
    enum Value {
        case boolean(Bool)
        case integer(NSNumber)
        case real(Double)
        case date(Date)
        case data(Data)
        case string(String)
        case array([Any])
        case dictionary([(key: String, value: Any)])

        /// The kind of `value`. Containers and strings are tried first: on Linux, asking whether a
        /// Swift dictionary is an `NSNumber` bridges it to an `NSDictionary` first, whose keys hash
        /// with CoreFoundation's string hash, which is the cost this writer is here to avoid.
        init(_ value: Any) throws(UnsupportedValue) {
            if let string = value as? String {
                self = .string(string)
            } else if let dictionary = value as? [String: Any] {
                self = .dictionary(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            } else if let array = value as? [Any] {
                self = .array(array)
            } else if let boolean = value as? Bool, type(of: value) == Bool.self {
                self = .boolean(boolean)
            } else if let date = value as? Date {
                self = .date(date)
            } else if let data = value as? Data {
                self = .data(data)
            } else if let number = value as? NSNumber {
                let type = String(cString: number.objCType)
                self = type == "d" || type == "f" ? .real(number.doubleValue) : .integer(number)
            } else {
                throw UnsupportedValue(typeName: "\(type(of: value))")
            }
        }
    }

    /// `value` as a binary property list.
    static func binary(_ value: Any) throws(UnsupportedValue) -> Data {
        var objects: [[UInt8]] = []
        var references: [[Int]] = []
        // Objects are numbered in the order they are met, each container before its contents.
        func add(_ value: Any) throws(UnsupportedValue) -> Int {
            let index = objects.count
            objects.append([])
            references.append([])
            switch try Value(value) {
            case .array(let items):
                var children: [Int] = []
                for item in items { children.append(try add(item)) }
                references[index] = children
                objects[index] = marker(0xA, count: items.count)
            case .dictionary(let entries):
                var keys: [Int] = []
                var values: [Int] = []
                for entry in entries { keys.append(try add(entry.key)) }
                for entry in entries { values.append(try add(entry.value)) }
                references[index] = keys + values
                objects[index] = marker(0xD, count: entries.count)
            case let scalar:
                objects[index] = encoded(scalar)
            }
            return index
        }
        _ = try add(value)
        let referenceSize = byteCount(for: objects.count - 1)
        var body = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in objects.indices {
            offsets.append(body.count)
            body += objects[index]
            for reference in references[index] { body += bigEndian(UInt64(reference), size: referenceSize) }
        }
        let tableStart = body.count
        let offsetSize = byteCount(for: tableStart)
        for offset in offsets { body += bigEndian(UInt64(offset), size: offsetSize) }
        body += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        body += bigEndian(UInt64(objects.count), size: 8) + bigEndian(0, size: 8) + bigEndian(UInt64(tableStart), size: 8)
        return Data(body)
    }

    /// The bytes of a value that is not a container.
    private static func encoded(_ value: Value) -> [UInt8] {
        switch value {
        case .boolean(let flag): return [flag ? 0x09 : 0x08]
        case .integer(let number): return integer(number)
        case .real(let real): return [0x23] + bigEndian(real.bitPattern, size: 8)
        case .date(let date): return [0x33] + bigEndian(date.timeIntervalSinceReferenceDate.bitPattern, size: 8)
        case .data(let data): return marker(0x4, count: data.count) + [UInt8](data)
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) { return marker(0x5, count: string.utf8.count) + Array(string.utf8) }
            let units = Array(string.utf16)
            return marker(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .array, .dictionary: return []
        }
    }

    private static func integer(_ number: NSNumber) -> [UInt8] {
        let signed = number.int64Value
        if signed < 0, !isUnsigned(number) { return [0x13] + bigEndian(UInt64(bitPattern: signed), size: 8) }
        let unsigned = number.uint64Value
        if unsigned > UInt64(Int64.max) { return [0x14] + bigEndian(0, size: 8) + bigEndian(unsigned, size: 8) }
        let size = byteCount(for: Int(unsigned))
        let power: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size <= 4 ? 2 : 3
        return [0x10 | power] + bigEndian(unsigned, size: 1 << Int(power))
    }

    /// Whether `number` holds an unsigned integer (one above `Int64.max` reads as negative signed).
    static func isUnsigned(_ number: NSNumber) -> Bool {
        ["Q", "L", "I", "S", "C"].contains(String(cString: number.objCType))
    }

    /// A marker byte with a count: in its low nibble when below 15, else 15 and an integer object.
    private static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0xF] + integer(NSNumber(value: count))
    }

    /// The fewest bytes (1, 2, 4 or 8) that hold `value`.
    private static func byteCount(for value: Int) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
