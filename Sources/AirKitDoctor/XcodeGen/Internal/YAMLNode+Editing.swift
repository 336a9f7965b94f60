import Foundation

/// Rewrites of spec nodes used while merging includes, templates and platforms.
extension YAMLNode {
    /// The mapping without its entries named `key`.
    func removing(_ key: String) -> YAMLNode {
        guard case .mapping(let entries) = content else { return self }
        var copy = self
        copy.content = .mapping(entries.filter { $0.key != key })
        return copy
    }

    /// The mapping with `value` added under `key` when it has no such key; a null node becomes a
    /// one-entry mapping. Other nodes are returned unchanged.
    func addingIfMissing(_ key: String, _ value: YAMLNode) -> YAMLNode {
        var entries: [Entry]
        if isNull {
            entries = []
        } else if let existing = self.entries {
            entries = existing
        } else {
            return self
        }
        guard !entries.contains(where: { XcodeGenMerge.baseKey($0.key) == key }) else { return self }
        entries.append(Entry(key: key, keyLine: value.line, value: value))
        return withContent(.mapping(entries))
    }

    /// The mapping with `transform` applied to the values of entries named `key` (also when
    /// written `key:REPLACE`).
    func updating(_ key: String, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let entries) = content else { return self }
        var copy = self
        copy.content = .mapping(
            entries.map { entry in
                guard XcodeGenMerge.baseKey(entry.key) == key else { return entry }
                var changed = entry
                changed.value = transform(entry.value)
                return changed
            })
        return copy
    }

    /// Every mapping value transformed (for `targets:` and `configFiles:`-like maps).
    func updatingEveryValue(_ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .mapping(let entries) = content else { return self }
        var copy = self
        copy.content = .mapping(
            entries.map { entry in
                var changed = entry
                changed.value = transform(entry.value)
                return changed
            })
        return copy
    }

    /// Every item of a sequence transformed; a scalar is transformed itself.
    func updatingEveryItem(_ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard case .sequence(let items) = content else { return transform(self) }
        var copy = self
        copy.content = .sequence(items.map(transform))
        return copy
    }

    /// The scalar with `transform` applied to its text; collections are returned unchanged.
    func mappingText(_ transform: (String) -> String) -> YAMLNode {
        guard case .scalar(let text, let style) = content else { return self }
        var copy = self
        copy.content = .scalar(transform(text), style)
        return copy
    }

    /// Every `${name}` in scalars and keys replaced by `variables[name]` (XcodeGen's
    /// `${platform}`, `${target_name}` and template attributes). Unknown names stay.
    func substituting(_ variables: [String: String]) -> YAMLNode {
        var copy = self
        switch content {
        case .scalar(let text, let style):
            copy.content = .scalar(Self.substitute(variables, in: text), style)
        case .sequence(let items):
            copy.content = .sequence(items.map { $0.substituting(variables) })
        case .mapping(let entries):
            copy.content = .mapping(
                entries.map { entry in
                    YAMLNode.Entry(
                        key: Self.substitute(variables, in: entry.key), keyLine: entry.keyLine,
                        value: entry.value.substituting(variables))
                })
        }
        return copy
    }

    private static func substitute(_ variables: [String: String], in text: String) -> String {
        guard text.contains("$") else { return text }
        var result = text
        for (name, value) in variables {
            result = result.replacingAll("${\(name)}", with: value)
            if name == "platform" { result = result.replacingAll("$platform", with: value) }
        }
        return result
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
