/// Node properties (anchors and tags), aliases and merge keys.
extension YAMLParser {
    /// Reads `&anchor` and `!tag` before a node; returns the anchor name. Tags are skipped.
    mutating func parseProperties() throws(YAMLError) -> String? {
        var anchor: String?
        while let byte = current, byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
            index += 1
            let name = readName()
            if byte == UInt8(ascii: "&") {
                guard !name.isEmpty else { throw YAMLError(line: line, "an anchor '&' without a name") }
                anchor = name
            }
            skipSpaces()
        }
        return anchor
    }

    /// Remembers `node` under `anchor` (when there is one) for later aliases.
    mutating func registering(_ anchor: String?, _ node: YAMLNode) throws(YAMLError) -> YAMLNode {
        guard let anchor else { return node }
        anchors[anchor] = (node, Self.size(of: node), Self.height(of: node))
        return node
    }

    /// `*name`: a copy of the anchored node, counted again against the node budget.
    mutating func parseAlias() throws(YAMLError) -> YAMLNode {
        let aliasLine = line
        index += 1
        let name = readName()
        guard let anchored = anchors[name] else { throw YAMLError(line: aliasLine, "unknown alias '*\(name)'") }
        nodeCount += anchored.size
        try checkNodeBudget()
        // An alias nests its whole node here: without this, anchors that alias each other could
        // build trees deeper than the limit, which recursive readers of the tree would overflow on.
        guard depth + anchored.height <= YAMLReader.maximumDepth else {
            throw YAMLError(line: aliasLine, "nested deeper than \(YAMLReader.maximumDepth) levels (through aliases)")
        }
        return anchored.node
    }

    /// The entries that `<<: *a` or `<<: [*a, *b]` brings in.
    mutating func mergeEntries(from value: YAMLNode) throws(YAMLError) -> [YAMLNode.Entry] {
        if let entries = value.entries { return entries }
        guard let items = value.items else {
            throw YAMLError(line: value.line, "'<<' must merge a mapping or a list of mappings")
        }
        var merged: [YAMLNode.Entry] = []
        for item in items {
            guard let entries = item.entries else {
                throw YAMLError(line: item.line, "'<<' must merge a mapping or a list of mappings")
            }
            merged += entries.filter { entry in !merged.contains { $0.key == entry.key } }
        }
        return merged
    }

    /// The mapping's own entries, then the merged ones whose keys it does not set itself.
    static func applying(_ merged: [YAMLNode.Entry], to entries: [YAMLNode.Entry]) -> [YAMLNode.Entry] {
        guard !merged.isEmpty else { return entries }
        let ownKeys = Set(entries.map(\.key))
        var seen = Set<String>()
        let inherited = merged.filter { !ownKeys.contains($0.key) && seen.insert($0.key).inserted }
        return inherited + entries
    }

    private mutating func readName() -> String {
        let start = index
        while let byte = current, !isSeparator(at: index),
            ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte)
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// How many collections deep the node goes: 0 for a scalar.
    static func height(of node: YAMLNode) -> Int {
        switch node.content {
        case .scalar: return 0
        case .sequence(let items): return 1 + (items.map(height(of:)).max() ?? 0)
        case .mapping(let entries): return 1 + (entries.map { height(of: $0.value) }.max() ?? 0)
        }
    }

    static func size(of node: YAMLNode) -> Int {
        switch node.content {
        case .scalar: return 1
        case .sequence(let items): return 1 + items.reduce(0) { $0 + size(of: $1) }
        case .mapping(let entries): return 1 + entries.reduce(0) { $0 + size(of: $1.value) }
        }
    }
}
