/// A dictionary of an old-style property list: its entries in file order, each key with its line.
///
/// A key written twice keeps its first place and takes the last value and line, which is what
/// `PropertyListSerialization` does with duplicate keys ("last wins"). Looking a key up is a
/// linear scan for the small dictionaries that make up most of a `project.pbxproj`, and a hash
/// lookup for large ones such as `objects`.
public struct PBXDictionary: Sendable {
    /// One `key = value;` pair.
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// The 1-based line the key stands on.
        public var keyLine: Int
        public var value: PBXValue

        public init(key: String, keyLine: Int, value: PBXValue) {
            self.key = key
            self.keyLine = keyLine
            self.value = value
        }
    }

    /// The entries in the order of the file, each key once.
    public private(set) var entries: [Entry]
    /// Key → position in `entries`; built only for dictionaries too large to scan.
    private var positions: [String: Int]?

    /// Dictionaries with more entries than this are indexed by a hash table.
    static let largestScannedCount = 12

    public init() {
        entries = []
        positions = nil
    }

    /// Builds a dictionary from entries as written; a repeated key keeps its first place and takes
    /// the last value.
    public init<Entries: Sequence<Entry>>(_ entries: Entries) {
        self.init()
        for entry in entries { insert(entry) }
    }

    /// Takes `entries` as they are when no key repeats, which is nearly always, without copying
    /// them one by one; otherwise merges repeated keys as ``init(_:)`` does.
    init(takingEntries entries: [Entry]) {
        if entries.count <= Self.largestScannedCount {
            guard Self.hasRepeatedKey(entries) else {
                self.init(uniqueEntries: entries, positions: nil)
                return
            }
        } else if let positions = Self.uniquePositions(of: entries) {
            self.init(uniqueEntries: entries, positions: positions)
            return
        }
        self.init(entries)
    }

    private init(uniqueEntries: [Entry], positions: [String: Int]?) {
        entries = uniqueEntries
        self.positions = positions
    }

    private static func hasRepeatedKey(_ entries: [Entry]) -> Bool {
        for later in entries.indices.dropFirst() {
            for earlier in 0..<later where entries[earlier].key == entries[later].key {
                return true
            }
        }
        return false
    }

    /// Key → position, or `nil` when some key repeats.
    private static func uniquePositions(of entries: [Entry]) -> [String: Int]? {
        var positions = [String: Int](minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() {
            guard positions.updateValue(position, forKey: entry.key) == nil else { return nil }
        }
        return positions
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or `nil` when the dictionary has no such key.
    public subscript(key: String) -> PBXValue? {
        position(of: key).map { entries[$0].value }
    }

    /// The whole entry for `key`, with the line of the key.
    public func entry(forKey key: String) -> Entry? {
        position(of: key).map { entries[$0] }
    }

    /// Adds an entry, or replaces the value and line of an existing key (last wins).
    public mutating func insert(_ entry: Entry) {
        if let existing = position(of: entry.key) {
            entries[existing] = entry
            return
        }
        entries.append(entry)
        if positions != nil {
            positions?[entry.key] = entries.count - 1
        } else if entries.count > Self.largestScannedCount {
            positions = Dictionary(entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }
}

extension PBXDictionary: Equatable {
    /// Equal when the entries are equal, in the same order; the lookup table does not count.
    public static func == (lhs: PBXDictionary, rhs: PBXDictionary) -> Bool {
        lhs.entries == rhs.entries
    }
}
