/// A dictionary of an old-style property list: its entries in file order, each key with its line.
///
/// A key written twice keeps its first place and takes the last value and line, which is what
/// `PropertyListSerialization` does with duplicate keys ("last wins"). Looking a key up is a
/// linear scan for the small dictionaries that make up most of a `project.pbxproj`, and a hash
/// lookup for large ones such as `objects`.
///
/// A dictionary from ``PBXProjParser`` is a view on the parsed file: its keys and values are read
/// from the file's bytes when asked for (each access decodes them again), so holding one costs a
/// few words. A dictionary built with ``init(_:)`` or changed with ``insert(_:)`` holds its entries.
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

    /// The entries in file order, each key once: a random-access collection indexed from 0 that
    /// makes each ``Entry`` when it is read, so iterating the 200,000 objects of a large project
    /// does not build them all at once.
    public struct Entries: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
        fileprivate enum Storage: Sendable {
            case built([Entry])
            case parsed(OpenStepTree, firstChild: Int, count: Int)
        }

        fileprivate var storage: Storage

        fileprivate init(_ storage: Storage) {
            self.storage = storage
        }

        public init(arrayLiteral elements: Entry...) {
            storage = .built(elements)
        }

        public var startIndex: Int { 0 }

        public var endIndex: Int {
            switch storage {
            case .built(let entries): entries.count
            case .parsed(_, _, let count): count
            }
        }

        public subscript(position: Int) -> Entry {
            switch storage {
            case .built(let entries):
                return entries[position]
            case .parsed(let tree, let firstChild, let count):
                precondition(position >= 0 && position < count, "Index out of range")
                let keyIndex = firstChild + 2 * position
                let key = tree.nodes[keyIndex]
                let keyLine = tree.line(atOffset: Int(key.offset))
                return Entry(key: tree.string(of: key), keyLine: keyLine, value: tree.value(at: keyIndex + 1))
            }
        }

        public static func == (lhs: Entries, rhs: Entries) -> Bool {
            lhs.elementsEqual(rhs)
        }
    }

    private enum Contents: Sendable {
        /// Entries held in memory; `positions` maps key → position once there are many.
        case built(entries: [Entry], positions: [String: Int]?)
        /// A view on the children of a parsed dictionary.
        case parsed(OpenStepTree, firstChild: Int, count: Int)
    }

    private var contents: Contents

    /// Dictionaries with more entries than this are indexed by a hash table.
    static let largestScannedCount = 12

    public init() {
        contents = .built(entries: [], positions: nil)
    }

    /// Builds a dictionary from entries as written; a repeated key keeps its first place and takes
    /// the last value.
    public init<Entries: Sequence<Entry>>(_ entries: Entries) {
        self.init()
        for entry in entries { insert(entry) }
    }

    /// A view on the dictionary of `tree` whose `count` entries start at node `firstChild`.
    init(tree: OpenStepTree, firstChild: Int, count: Int) {
        contents = .parsed(tree, firstChild: firstChild, count: count)
    }

    /// The entries in the order of the file, each key once.
    public var entries: Entries {
        switch contents {
        case .built(let entries, _): Entries(.built(entries))
        case .parsed(let tree, let firstChild, let count): Entries(.parsed(tree, firstChild: firstChild, count: count))
        }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or `nil` when the dictionary has no such key.
    public subscript(key: String) -> PBXValue? {
        guard let position = position(of: key) else { return nil }
        switch contents {
        case .built(let entries, _): return entries[position].value
        case .parsed(let tree, let firstChild, _): return tree.value(at: firstChild + 2 * position + 1)
        }
    }

    /// The value of the entry at `position` of ``entries``, without making its key.
    func value(atPosition position: Int) -> PBXValue {
        switch contents {
        case .built(let entries, _): entries[position].value
        case .parsed(let tree, let firstChild, _): tree.value(at: firstChild + 2 * position + 1)
        }
    }

    /// The whole entry for `key`, with the line of the key.
    public func entry(forKey key: String) -> Entry? {
        position(of: key).map { entries[$0] }
    }

    /// Adds an entry, or replaces the value and line of an existing key (last wins). A parsed
    /// dictionary takes its entries into memory first.
    public mutating func insert(_ entry: Entry) {
        if case .parsed = contents {
            let parsed = Array(entries)
            contents = .built(entries: [], positions: nil)
            for existing in parsed { insert(existing) }
        }
        guard case .built(var entries, var positions) = contents else { return }
        contents = .built(entries: [], positions: nil)  // so that `entries` is not copied on write
        if let existing = Self.position(of: entry.key, in: entries, positions: positions) {
            entries[existing] = entry
        } else {
            entries.append(entry)
            if positions != nil {
                positions?[entry.key] = entries.count - 1
            } else if entries.count > Self.largestScannedCount {
                positions = Dictionary(
                    entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        contents = .built(entries: entries, positions: positions)
    }

    /// The position of `key` among ``entries``, or `nil`: for callers that keep positions rather
    /// than copies of the keys.
    func position(of key: String) -> Int? {
        switch contents {
        case .built(let entries, let positions):
            Self.position(of: key, in: entries, positions: positions)
        case .parsed(let tree, let firstChild, let count):
            tree.position(of: key, firstChild: firstChild, count: count)
        }
    }

    private static func position(of key: String, in entries: [Entry], positions: [String: Int]?) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }
}

extension PBXDictionary: Equatable {
    /// Equal when the entries are equal, in the same order; how they are stored does not count.
    public static func == (lhs: PBXDictionary, rhs: PBXDictionary) -> Bool {
        lhs.entries == rhs.entries
    }
}
