extension XcodeGenProject {
    /// One target as XcodeGen generates it.
    public struct Target: Sendable, Equatable {
        /// The generated name: for `platform: [iOS, tvOS]` the spec's name plus XcodeGen's
        /// `platformSuffix` (default `_iOS`, `_tvOS`) after an optional `platformPrefix`.
        public var name: String
        /// The line of the target's key under `targets:`.
        public var line: Int
        /// The spec file that line is in (an included file for targets defined there).
        public var file: String
        /// `application`, `framework`, `app-extension`, …
        public var type: String?
        /// `platform` as it applies to this target (`iOS`, `tvOS`, `macOS`, `watchOS`,
        /// `visionOS`, or `auto` with supported destinations).
        public var platform: String?
        /// `supportedDestinations` (XcodeGen 2.36+): `iOS`, `macOS`, `macCatalyst`, `visionOS`, …
        public var supportedDestinations: [String]
        /// The platforms the target builds for: its supported destinations when it lists them,
        /// else its platform.
        public var platforms: [String]
        /// The deployment target: the target's own (per platform when it gives a mapping), else
        /// `options.deploymentTarget` of its platform. Build settings such as
        /// `IPHONEOS_DEPLOYMENT_TARGET` override it and are in ``settings``.
        public var deploymentTarget: String?
        /// Absolute paths of the source folders and files (`excludes`/`includes` are ignored).
        public var sources: [String]
        /// `info.path`: where XcodeGen writes the Info.plist it generates from ``infoProperties``,
        /// absolute. XcodeGen sets `INFOPLIST_FILE` to it unless the settings already set one.
        public var infoPath: String?
        /// `info.properties`: the Info.plist keys XcodeGen writes (see ``YAMLNode/plistValue``).
        public var infoProperties: YAMLNode?
        public var settings: Settings
        /// `configFiles`: configuration name → absolute `.xcconfig` path.
        public var configFiles: [String: String]
        /// The Swift package products the target links: a `package:` dependency's `product`, its
        /// `products`, or else the package name (XcodeGen's default).
        public var packageProducts: [String]
        /// `target:` dependencies, by name.
        public var targetDependencies: [String]
        /// `sdk:` dependencies (`Contacts.framework`, `libz.tbd`, …).
        public var sdkDependencies: [String]

        public var isApplication: Bool { type == "application" }

        public init(
            name: String, line: Int, file: String, type: String? = nil, platform: String? = nil,
            supportedDestinations: [String] = [],
            platforms: [String] = [], deploymentTarget: String? = nil, sources: [String] = [], infoPath: String? = nil,
            infoProperties: YAMLNode? = nil, settings: Settings = Settings(), configFiles: [String: String] = [:],
            packageProducts: [String] = [], targetDependencies: [String] = [], sdkDependencies: [String] = []
        ) {
            self.name = name
            self.line = line
            self.file = file
            self.type = type
            self.platform = platform
            self.supportedDestinations = supportedDestinations
            self.platforms = platforms
            self.deploymentTarget = deploymentTarget
            self.sources = sources
            self.infoPath = infoPath
            self.infoProperties = infoProperties
            self.settings = settings
            self.configFiles = configFiles
            self.packageProducts = packageProducts
            self.targetDependencies = targetDependencies
            self.sdkDependencies = sdkDependencies
        }
    }
}
