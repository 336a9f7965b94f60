/// Turns the spec's `targets:` into the targets XcodeGen generates: target templates applied
/// first, then one target per platform for `platform: [iOS, tvOS]`.
struct XcodeGenTargetExpander {
    /// Templates can use templates; longer chains are reported.
    static let maximumTemplateDepth = 8

    let templates: YAMLNode?
    var problems: [String] = []

    /// A target ready to be read: its generated name, the line and file of its key, its spec.
    struct Expanded {
        var name: String
        var line: Int
        var spec: YAMLNode
    }

    mutating func expand(_ entry: YAMLNode.Entry) -> [Expanded] {
        let spec = applyingTemplates(to: entry.value, name: entry.key, depth: 0)
        guard let platforms = spec["platform"]?.items else {
            return [Expanded(name: entry.key, line: entry.keyLine, spec: spec)]
        }
        return platforms.compactMap(\.text).map { platform in
            var platformSpec = spec.substituting(["platform": platform])
            let suffix = platformSpec["platformSuffix"]?.scalar ?? "_\(platform)"
            let prefix = platformSpec["platformPrefix"]?.scalar ?? ""
            platformSpec = platformSpec.updating("platform") { $0.withContent(.scalar(platform, .plain)) }
            if let perPlatform = platformSpec["deploymentTarget"]?[platform] {
                platformSpec = platformSpec.updating("deploymentTarget") { _ in perPlatform }
            }
            platformSpec = Self.defaultingProductName(of: platformSpec, to: entry.key, line: entry.keyLine)
            return Expanded(name: prefix + entry.key + suffix, line: entry.keyLine, spec: platformSpec)
        }
    }

    /// XcodeGen sets `PRODUCT_NAME` of every per-platform target to the spec's target name,
    /// unless the settings set it, so that each imports under one module name.
    private static func defaultingProductName(of spec: YAMLNode, to name: String, line: Int) -> YAMLNode {
        let value = YAMLNode(.scalar(name, .singleQuoted), line: line, file: spec.file)
        let settings = spec["settings"] ?? YAMLNode(.mapping([]), line: line, file: spec.file)
        let isStructured = ["base", "configs", "groups", "presets"].contains { settings[$0] != nil }
        let updated: YAMLNode
        if isStructured {
            let emptyBase = YAMLNode(.mapping([]), line: line, file: spec.file)
            updated =
                settings
                .updating("base") { $0.addingIfMissing("PRODUCT_NAME", value) }
                .addingIfMissing("base", emptyBase.addingIfMissing("PRODUCT_NAME", value))
        } else {
            updated = settings.addingIfMissing("PRODUCT_NAME", value)
        }
        return spec.updating("settings") { _ in updated }.addingIfMissing("settings", updated)
    }

    /// `templates:` merged in order, then the target on top, with `${target_name}` and the
    /// `templateAttributes` substituted in the templates.
    private mutating func applyingTemplates(to target: YAMLNode, name: String, depth: Int) -> YAMLNode {
        let names = target["templates"]?.stringList ?? []
        guard !names.isEmpty else { return target }
        guard depth < Self.maximumTemplateDepth else {
            problems.append("target '\(name)': templates nest deeper than \(Self.maximumTemplateDepth) levels, ignored")
            return target
        }
        var variables = ["target_name": name]
        for entry in target["templateAttributes"]?.entries ?? [] { variables[entry.key] = entry.value.scalar ?? "" }
        var merged = YAMLNode(.mapping([]), line: target.line, file: target.file)
        for templateName in names {
            guard let template = templates?[templateName] else {
                problems.append("target '\(name)': unknown target template '\(templateName)'")
                continue
            }
            let resolved = applyingTemplates(to: template, name: name, depth: depth + 1).removing("templates")
            merged = XcodeGenMerge.merge(merged, resolved.substituting(variables))
        }
        var result = XcodeGenMerge.merge(merged, target.removing("templates"))
        result.line = target.line
        result.file = target.file
        return result
    }
}

extension YAMLNode {
    func withContent(_ content: Content) -> YAMLNode {
        var copy = self
        copy.content = content
        return copy
    }
}
