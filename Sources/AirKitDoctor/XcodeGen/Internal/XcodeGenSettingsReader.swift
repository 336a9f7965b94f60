/// Reads `settings:` blocks in both of XcodeGen's forms, merging `groups` from `settingGroups`.
struct XcodeGenSettingsReader {
    /// Setting groups can include groups; deeper chains are reported.
    static let maximumGroupDepth = 8

    let settingGroups: YAMLNode?
    var problems: [String] = []

    /// `settings` read; `owner` names the project or target in problems.
    mutating func read(_ node: YAMLNode?, owner: String) -> XcodeGenProject.Settings {
        guard let node else { return XcodeGenProject.Settings() }
        return read(node, owner: owner, depth: 0)
    }

    private mutating func read(_ node: YAMLNode, owner: String, depth: Int) -> XcodeGenProject.Settings {
        guard let entries = node.entries else {
            if !node.isNull { problems.append("\(owner): settings on line \(node.line) are not a mapping, ignored") }
            return XcodeGenProject.Settings()
        }
        let isStructured = entries.contains { ["base", "configs", "groups", "presets"].contains($0.key) }
        guard isStructured else { return XcodeGenProject.Settings(base: Self.values(of: node)) }
        var settings = XcodeGenProject.Settings()
        for group in (node["groups"] ?? node["presets"])?.stringList ?? [] {
            settings = Self.merging(settings, with: groupSettings(group, owner: owner, depth: depth))
        }
        settings.base.merge(Self.values(of: node["base"]), uniquingKeysWith: { $1 })
        for entry in node["configs"]?.entries ?? [] {
            let configSettings = read(entry.value, owner: owner, depth: depth + 1)
            var values = settings.configs[entry.key] ?? [:]
            values.merge(configSettings.base, uniquingKeysWith: { $1 })
            settings.configs[entry.key] = values
        }
        return settings
    }

    private mutating func groupSettings(_ name: String, owner: String, depth: Int) -> XcodeGenProject.Settings {
        guard depth < Self.maximumGroupDepth else {
            problems.append("\(owner): setting group '\(name)' nests deeper than \(Self.maximumGroupDepth) levels, ignored")
            return XcodeGenProject.Settings()
        }
        guard let group = settingGroups?[name] else {
            problems.append("\(owner): unknown setting group '\(name)'")
            return XcodeGenProject.Settings()
        }
        return read(group, owner: owner, depth: depth + 1)
    }

    private static func merging(_ base: XcodeGenProject.Settings, with over: XcodeGenProject.Settings) -> XcodeGenProject.Settings
    {
        var result = base
        result.base.merge(over.base, uniquingKeysWith: { $1 })
        for (config, values) in over.configs {
            result.configs[config, default: [:]].merge(values, uniquingKeysWith: { $1 })
        }
        return result
    }

    /// A plain map of build settings. Lists keep their strings; plain booleans read `YES`/`NO`;
    /// nested mappings are not build settings and are skipped.
    static func values(of node: YAMLNode?) -> [String: XcodeGenProject.SettingValue] {
        var values: [String: XcodeGenProject.SettingValue] = [:]
        for entry in node?.entries ?? [] {
            let strings: [String]
            if let bool = entry.value.boolValue {
                strings = [bool ? "YES" : "NO"]
            } else if let scalar = entry.value.scalar {
                strings = [entry.value.isNull ? "" : scalar]
            } else if let items = entry.value.items {
                strings = items.compactMap(\.scalar)
            } else {
                continue
            }
            values[entry.key] = XcodeGenProject.SettingValue(values: strings, line: entry.keyLine, file: entry.value.file)
        }
        return values
    }
}
