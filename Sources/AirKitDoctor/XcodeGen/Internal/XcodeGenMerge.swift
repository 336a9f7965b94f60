/// XcodeGen's merge of specs (includes, then the including spec) and of target templates:
/// mappings merge key by key, lists append, anything else is replaced, and a key written
/// `key:REPLACE` replaces the value whatever its kind.
enum XcodeGenMerge {
    static let replaceSuffix = ":REPLACE"

    static func baseKey(_ key: String) -> String {
        key.hasSuffix(replaceSuffix) ? String(key.dropLast(replaceSuffix.count)) : key
    }

    /// `over` merged onto `base`. Lines of existing keys stay those of `base`.
    static func merge(_ base: YAMLNode, _ over: YAMLNode) -> YAMLNode {
        var work = 0
        return merge(base, over, work: &work)
    }

    /// The same, counting in `work` the keys indexed and looked up, which grows with the number
    /// of entries, never with its square.
    static func merge(_ base: YAMLNode, _ over: YAMLNode, work: inout Int) -> YAMLNode {
        switch (base.content, over.content) {
        case (.mapping(let baseEntries), .mapping(let overEntries)):
            var merged = baseEntries
            // Keyed: each key is looked up once, so two includes of 100,000 settings merge in
            // linear time. The last entry of a key is the one a lookup finds, as in a mapping.
            var positions: [String: Int] = [:]
            positions.reserveCapacity(baseEntries.count + overEntries.count)
            for (position, entry) in baseEntries.enumerated() { positions[entry.key] = position }
            work += baseEntries.count
            for entry in overEntries {
                let key = baseKey(entry.key)
                let replaces = entry.key != key
                work += 1
                guard let position = positions[key] else {
                    positions[key] = merged.count
                    merged.append(YAMLNode.Entry(key: key, keyLine: entry.keyLine, value: entry.value))
                    continue
                }
                merged[position].value = replaces ? entry.value : merge(merged[position].value, entry.value, work: &work)
            }
            var result = base
            result.content = .mapping(merged)
            return result
        case (.sequence(let baseItems), .sequence(let overItems)):
            var result = base
            result.content = .sequence(baseItems + overItems)
            return result
        default:
            return over
        }
    }
}
