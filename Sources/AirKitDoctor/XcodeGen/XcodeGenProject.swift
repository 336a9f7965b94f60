/// What the doctor needs from an XcodeGen spec (`project.yml`): for every target its platform,
/// Info.plist (a file, or the properties XcodeGen writes at generation time), build settings,
/// sources and Swift package products.
///
/// Read by ``XcodeGenReader`` after the spec's `include:` files are merged, target templates are
/// applied and multi-platform targets are expanded, as XcodeGen does before it generates the
/// `.xcodeproj` (see XcodeGen's `Docs/ProjectSpec.md`). All paths are absolute.
public struct XcodeGenProject: Sendable, Equatable {
    /// The root spec file.
    public var path: String
    /// The folder of the root spec, where XcodeGen writes the `.xcodeproj`: Xcode's `$(SRCROOT)`,
    /// against which `INFOPLIST_FILE` and other setting paths are resolved.
    public var sourceRoot: String
    /// The project `name`; the spec file's name without extension when it has none.
    public var name: String
    /// The included spec files that were read, in the order they were merged.
    public var includedFiles: [String]
    /// The included spec files that could not be read or parsed (or lie outside the project
    /// folder), each with its reason. XcodeGen stops at such an include, so the project it would
    /// generate is unknown: the doctor reports each as an input it could not read.
    public var unreadableIncludes: [InputError] = []
    /// The build configuration names (`configs:` keys; `Debug` and `Release` by default).
    public var configurations: [String]
    /// `options.deploymentTarget`: platform name → version.
    public var deploymentTargets: [String: String]
    /// The project-level `settings`, setting groups already merged in.
    public var settings: Settings
    /// `configFiles`: configuration name → absolute `.xcconfig` path.
    public var configFiles: [String: String]
    /// The names defined under the top-level `packages:`.
    public var packages: [String]
    /// Targets in file order, one per platform for multi-platform targets.
    public var targets: [Target]
    /// What could not be read or is not supported, one line each (a missing include, an unknown
    /// template, a target that is not a mapping…). The rest of the project is still read.
    public var problems: [String]

    public init(
        path: String, sourceRoot: String, name: String, includedFiles: [String] = [],
        configurations: [String] = ["Debug", "Release"],
        deploymentTargets: [String: String] = [:], settings: Settings = Settings(), configFiles: [String: String] = [:],
        packages: [String] = [], targets: [Target] = [], problems: [String] = []
    ) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.name = name
        self.includedFiles = includedFiles
        self.configurations = configurations
        self.deploymentTargets = deploymentTargets
        self.settings = settings
        self.configFiles = configFiles
        self.packages = packages
        self.targets = targets
        self.problems = problems
    }
}
