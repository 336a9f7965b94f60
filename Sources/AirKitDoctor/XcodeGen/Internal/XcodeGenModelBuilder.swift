/// Builds an ``XcodeGenProject`` from a merged spec (includes already applied, paths absolute).
struct XcodeGenModelBuilder {
    let spec: YAMLNode
    let path: String
    var problems: [String]
    private var settingsReader: XcodeGenSettingsReader

    init(spec: YAMLNode, path: String, problems: [String]) {
        self.spec = spec
        self.path = path
        self.problems = problems
        settingsReader = XcodeGenSettingsReader(settingGroups: spec["settingGroups"])
    }

    mutating func build() -> XcodeGenProject {
        var project = XcodeGenProject(
            path: path, sourceRoot: FilePaths.parent(of: path),
            name: spec["name"]?.text ?? FilePaths.stem(of: path))
        if spec["name"]?.text == nil { problems.append("the spec has no 'name'") }
        if let configs = spec["configs"]?.entries, !configs.isEmpty { project.configurations = configs.map(\.key) }
        project.deploymentTargets = Self.stringMap(spec["options"]?["deploymentTarget"])
        project.settings = settingsReader.read(spec["settings"], owner: "project")
        project.configFiles = Self.stringMap(spec["configFiles"])
        project.packages = spec["packages"]?.entries?.map(\.key) ?? []
        project.targets = targets(deploymentTargets: project.deploymentTargets, packages: Set(project.packages))
        project.problems = problems + settingsReader.problems
        return project
    }

    private mutating func targets(deploymentTargets: [String: String], packages: Set<String>) -> [XcodeGenProject.Target] {
        guard let targetsNode = spec["targets"] else { return [] }
        guard let entries = targetsNode.entries else {
            problems.append("'targets' on line \(targetsNode.line) is not a mapping of names to targets")
            return []
        }
        var expander = XcodeGenTargetExpander(templates: spec["targetTemplates"])
        var targets: [XcodeGenProject.Target] = []
        for entry in entries {
            guard entry.value.entries != nil else {
                problems.append("target '\(entry.key)' on line \(entry.keyLine) is not a mapping, ignored")
                continue
            }
            for expanded in expander.expand(entry) {
                targets.append(target(expanded, deploymentTargets: deploymentTargets, packages: packages))
            }
        }
        problems += expander.problems
        return targets
    }

    private mutating func target(
        _ expanded: XcodeGenTargetExpander.Expanded, deploymentTargets: [String: String], packages: Set<String>
    ) -> XcodeGenProject.Target {
        let spec = expanded.spec
        var target = XcodeGenProject.Target(name: expanded.name, line: expanded.line, file: spec.file)
        target.type = spec["type"]?.text
        target.platform = spec["platform"]?.text
        target.supportedDestinations = spec["supportedDestinations"]?.stringList ?? []
        target.platforms =
            target.supportedDestinations.isEmpty ? target.platform.map { [$0] } ?? [] : target.supportedDestinations
        target.deploymentTarget = deploymentTarget(of: spec, platforms: target.platforms, projectTargets: deploymentTargets)
        target.sources = (spec["sources"].map { $0.items ?? [$0] } ?? []).compactMap { $0.text ?? $0["path"]?.text }
        target.infoPath = spec["info"]?["path"]?.text
        target.infoProperties = spec["info"]?["properties"]
        target.settings = settingsReader.read(spec["settings"], owner: "target '\(expanded.name)'")
        target.configFiles = Self.stringMap(spec["configFiles"])
        readDependencies(spec["dependencies"]?.items ?? [], into: &target, packages: packages)
        return target
    }

    private func deploymentTarget(of spec: YAMLNode, platforms: [String], projectTargets: [String: String]) -> String? {
        let primary = platforms.contains("iOS") ? "iOS" : platforms.first
        if let own = spec["deploymentTarget"] {
            if let text = own.text { return text }
            if let primary, let text = own[primary]?.text { return text }
        }
        return primary.flatMap { projectTargets[$0] }
    }

    private mutating func readDependencies(_ items: [YAMLNode], into target: inout XcodeGenProject.Target, packages: Set<String>)
    {
        for item in items {
            if let package = item["package"]?.text {
                let products = item["products"]?.stringList ?? []
                target.packageProducts += products.isEmpty ? [item["product"]?.text ?? package] : products
                if !packages.contains(package) {
                    problems.append(
                        "target '\(target.name)': package '\(package)' (line \(item.line)) is not defined under 'packages'")
                }
            } else if let name = item["target"]?.text {
                target.targetDependencies.append(name)
            } else if let sdk = item["sdk"]?.text {
                target.sdkDependencies.append(sdk)
            }
        }
    }

    /// A mapping of names to scalar texts (`configFiles`, `options.deploymentTarget`).
    static func stringMap(_ node: YAMLNode?) -> [String: String] {
        var map: [String: String] = [:]
        for entry in node?.entries ?? [] {
            if let text = entry.value.text { map[entry.key] = text }
        }
        return map
    }
}
