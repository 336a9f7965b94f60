import Foundation

/// Reads a binary property list (`bplist00`) into the values ``PropertyListReader`` returns.
///
/// A binary property list is a table of objects that refer to each other by number, so one object
/// may be used in many places: 30 arrays that each list the next one ten times take 1.5 KB and
/// stand for 10^30 values. Foundation on Linux writes every use out, and never finishes. This
/// reader first walks the references as the graph they are, each object once (memoized), to
/// count what the file would expand to, and refuses a file past ``ReadLimits/propertyListValues``
/// values, ``ReadLimits/propertyListTextBytes`` bytes of text or ``ReadLimits/propertyListDepth``
/// levels, or one whose references loop; only then does it build the values, each shared object
/// built once and shared again (Swift's arrays and dictionaries share their storage).
///
/// The format is Apple's, as CoreFoundation's `CFBinaryPList.c` reads it: an 8-byte header, the
/// objects, a table of their offsets, and a 32-byte trailer giving the sizes of offsets and
/// references, the number of objects, the top object and where the table starts. Only what a
/// property list can hold is accepted: booleans, integers, reals, dates, data, ASCII and UTF-16
/// strings, arrays, and dictionaries with string keys. `null`, sets, UIDs (keyed archives) and
/// the newer string kinds are refused.
struct BinaryPropertyList {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let tableStart: Int

    /// The kind of an object, from its marker byte, and where its contents are.
    private enum Object {
        case boolean(Bool)
        case integer(start: Int, size: Int)
        case real(start: Int, size: Int)
        case date(start: Int)
        case data(start: Int, count: Int)
        case asciiString(start: Int, count: Int)
        case utf16String(start: Int, count: Int)
        case array(start: Int, count: Int)
        case dictionary(start: Int, count: Int)
    }

    init(_ data: Data) throws(PropertyListReadError) {
        let bytes = [UInt8](data)
        let trailerStart = bytes.count - 32
        guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist00".utf8)) else { throw .malformedBinary }
        self.bytes = bytes
        offsetSize = Int(bytes[trailerStart + 6])
        referenceSize = Int(bytes[trailerStart + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw .malformedBinary }
        let count = Self.unsigned(bytes, at: trailerStart + 8, size: 8)
        let top = Self.unsigned(bytes, at: trailerStart + 16, size: 8)
        let table = Self.unsigned(bytes, at: trailerStart + 24, size: 8)
        // Every object takes at least one byte before the table, and the table fits before the trailer.
        guard count >= 1, top < count, table >= 9, table <= UInt64(trailerStart), count <= table - 8,
            count.multipliedReportingOverflow(by: UInt64(offsetSize)).partialValue <= UInt64(trailerStart) - table
        else { throw .malformedBinary }
        objectCount = Int(count)
        topObject = Int(top)
        tableStart = Int(table)
    }

    /// The top object's value, after the whole graph below it has been counted.
    func topValue() throws(PropertyListReadError) -> Any {
        try count()
        var built: [Int: Any] = [:]
        return try value(of: topObject, built: &built)
    }

    // MARK: - Counting the graph

    /// What one object expands to: values (itself included), bytes of text, and how many levels
    /// of containers it spans (1 for a value that is not a container); the sums saturate.
    private struct Weight {
        var values = 0
        var textBytes = 0
        var levels = 1

        mutating func add(_ child: Weight) {
            values = min(values &+ child.values, Int.max / 4)
            textBytes = min(textBytes &+ child.textBytes, Int.max / 4)
            levels = max(levels, child.levels + 1)
        }
    }

    /// Walks every object reachable from the top once, depth first without recursion, summing
    /// what each expands to; throws on a loop, too deep nesting, or too much in all. An object met
    /// again is not walked again: its weight is added where it is used, so a shared object that
    /// nests deeper at its second use is still caught.
    private func count() throws(PropertyListReadError) {
        var weights: [Int: Weight] = [:]
        var onPath = Set<Int>()
        // Each frame: an object, its children, how many of them are done, and its weight so far.
        var stack: [(object: Int, children: [Int], next: Int, weight: Weight)] = []
        func enter(_ object: Int) throws(PropertyListReadError) {
            guard stack.count < ReadLimits.propertyListDepth else { throw .tooDeep }
            let (weight, children) = try shape(of: object)
            onPath.insert(object)
            stack.append((object, children, 0, weight))
        }
        /// Adds `child` to the frame at the top, whose depth (1 for the top object) is `stack.count`.
        func add(_ child: Weight) throws(PropertyListReadError) {
            stack[stack.count - 1].weight.add(child)
            let weight = stack[stack.count - 1].weight
            guard stack.count - 1 + weight.levels <= ReadLimits.propertyListDepth else { throw .tooDeep }
            guard weight.values <= ReadLimits.propertyListValues else { throw .tooManySharedValues }
            guard weight.textBytes <= ReadLimits.propertyListTextBytes else { throw .tooMuchSharedText }
        }
        try enter(topObject)
        while let frame = stack.last {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                stack[stack.count - 1].next += 1
                if let known = weights[child] {
                    try add(known)
                } else {
                    guard !onPath.contains(child) else { throw .malformedBinary }
                    try enter(child)
                }
                continue
            }
            stack.removeLast()
            weights[frame.object] = frame.weight
            onPath.remove(frame.object)
            if !stack.isEmpty { try add(frame.weight) }
        }
        guard let top = weights[topObject] else { return }
        guard top.values <= ReadLimits.propertyListValues else { throw .tooManySharedValues }
        guard top.textBytes <= ReadLimits.propertyListTextBytes else { throw .tooMuchSharedText }
    }

    /// An object's own weight and the objects it refers to (keys first for a dictionary).
    private func shape(of object: Int) throws(PropertyListReadError) -> (Weight, [Int]) {
        switch try parse(object) {
        case .data(_, let count), .asciiString(_, let count):
            return (Weight(values: 1, textBytes: count), [])
        case .utf16String(_, let count):
            return (Weight(values: 1, textBytes: count * 2), [])
        case .array(let start, let count):
            return (Weight(values: 1), try references(at: start, count: count))
        case .dictionary(let start, let count):
            let children = try references(at: start, count: count * 2)
            for key in children.prefix(count) {
                switch try parse(key) {
                case .asciiString, .utf16String: continue
                default: throw .nonStringKey
                }
            }
            return (Weight(values: 1), children)
        case .boolean, .integer, .real, .date:
            return (Weight(values: 1), [])
        }
    }

    // MARK: - Building values

    private func value(of object: Int, built: inout [Int: Any]) throws(PropertyListReadError) -> Any {
        if let known = built[object] { return known }
        let result: Any
        switch try parse(object) {
        case .boolean(let value): result = value
        case .integer(let start, let size): result = try integer(at: start, size: size)
        case .real(let start, let size):
            let raw = Self.unsigned(bytes, at: start, size: size)
            result = NSNumber(value: size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        case .date(let start):
            result = Date(timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: start, size: 8)))
        case .data(let start, let count): result = Data(bytes[start..<start + count])
        case .asciiString(let start, let count): result = String(decoding: bytes[start..<start + count], as: UTF8.self)
        case .utf16String(let start, let count):
            let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
            result = String(decoding: units, as: UTF16.self)
        case .array(let start, let count):
            var array: [Any] = []
            array.reserveCapacity(count)
            for reference in try references(at: start, count: count) { array.append(try value(of: reference, built: &built)) }
            result = array
        case .dictionary(let start, let count):
            let references = try references(at: start, count: count * 2)
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(count)
            for index in 0..<count {
                guard let key = try value(of: references[index], built: &built) as? String else { throw .nonStringKey }
                dictionary[key] = try value(of: references[count + index], built: &built)
            }
            result = dictionary
        }
        built[object] = result
        return result
    }

    /// 1-, 2- and 4-byte integers are unsigned, 8-byte ones signed; a 16-byte one must fit in 64 bits.
    private func integer(at start: Int, size: Int) throws(PropertyListReadError) -> NSNumber {
        switch size {
        case 8: return NSNumber(value: Int64(bitPattern: Self.unsigned(bytes, at: start, size: 8)))
        case 16:
            guard Self.unsigned(bytes, at: start, size: 8) == 0 else { throw .malformedBinary }
            return NSNumber(value: Self.unsigned(bytes, at: start + 8, size: 8))
        default: return NSNumber(value: Int64(Self.unsigned(bytes, at: start, size: size)))
        }
    }

    // MARK: - Objects and references

    private func offset(of object: Int) throws(PropertyListReadError) -> Int {
        guard object >= 0, object < objectCount else { throw .malformedBinary }
        let offset = Self.unsigned(bytes, at: tableStart + object * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(tableStart) else { throw .malformedBinary }
        return Int(offset)
    }

    private func references(at start: Int, count: Int) throws(PropertyListReadError) -> [Int] {
        guard count <= (tableStart - start) / referenceSize else { throw .malformedBinary }
        return (0..<count).map { Int(clamping: Self.unsigned(bytes, at: start + $0 * referenceSize, size: referenceSize)) }
    }

    /// The object's kind and extent, checked to lie before the offset table.
    private func parse(_ object: Int) throws(PropertyListReadError) -> Object {
        let start = try offset(of: object)
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        func within(_ end: Int) throws(PropertyListReadError) {
            guard end <= tableStart else { throw .malformedBinary }
        }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw .unsupportedBinaryObject
            }
        case 0x1:
            guard info <= 4 else { throw .malformedBinary }
            try within(start + 1 + (1 << info))
            return .integer(start: start + 1, size: 1 << info)
        case 0x2:
            guard info == 2 || info == 3 else { throw .malformedBinary }
            try within(start + 1 + (1 << info))
            return .real(start: start + 1, size: 1 << info)
        case 0x3:
            guard marker == 0x33 else { throw .malformedBinary }
            try within(start + 9)
            return .date(start: start + 1)
        case 0x4, 0x5, 0x6, 0xA, 0xD:
            let (count, contents) = try length(info: info, after: start)
            let unit =
                switch marker >> 4 {
                case 0x6: 2
                case 0xA: referenceSize
                case 0xD: referenceSize * 2
                default: 1
                }
            guard count <= (tableStart - contents) / unit else { throw .malformedBinary }
            switch marker >> 4 {
            case 0x4: return .data(start: contents, count: count)
            case 0x5:
                guard bytes[contents..<contents + count].allSatisfy({ $0 < 0x80 }) else { throw .malformedBinary }
                return .asciiString(start: contents, count: count)
            case 0x6: return .utf16String(start: contents, count: count)
            case 0xA: return .array(start: contents, count: count)
            default: return .dictionary(start: contents, count: count)
            }
        default:
            throw .unsupportedBinaryObject
        }
    }

    /// A length in the marker's low nibble, or, when that is 15, in the integer object after it.
    private func length(info: Int, after start: Int) throws(PropertyListReadError) -> (count: Int, contents: Int) {
        guard info == 0x0F else { return (info, start + 1) }
        guard start + 2 <= tableStart, bytes[start + 1] >> 4 == 0x1 else { throw .malformedBinary }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, start + 2 + size <= tableStart else { throw .malformedBinary }
        let value = Self.unsigned(bytes, at: start + 2, size: size)
        guard value <= UInt64(tableStart) else { throw .malformedBinary }
        return (Int(value), start + 2 + size)
    }

    /// A big-endian unsigned integer of `size` bytes (at most 8).
    private static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in start..<start + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }
}
