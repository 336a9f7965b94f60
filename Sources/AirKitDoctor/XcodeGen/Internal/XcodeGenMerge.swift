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
        switch (base.content, over.content) {
        case (.mapping(let baseEntries), .mapping(let overEntries)):
            var merged = baseEntries
            for entry in overEntries {
                let key = baseKey(entry.key)
                let replaces = entry.key != key
                guard let position = merged.lastIndex(where: { $0.key == key }) else {
                    merged.append(YAMLNode.Entry(key: key, keyLine: entry.keyLine, value: entry.value))
                    continue
                }
                merged[position].value = replaces ? entry.value : merge(merged[position].value, entry.value)
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
