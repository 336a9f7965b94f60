import AirKitConfiguration

/// The parts of an Xcode project that decide how an app's Info.plist and scene manifest are made.
///
/// Read from `project.pbxproj` by the doctor's own OpenStep parser, which keeps line numbers so
/// that every finding can point at the exact line of a build setting.
public struct XcodeProject: Sendable, Equatable {
    /// The `project.pbxproj` file this was read from.
    public var path: String
    /// The folder that holds the `.xcodeproj` (Xcode's `$(SRCROOT)` and `$(PROJECT_DIR)`).
    public var sourceRoot: String
    /// The project-level build configurations, whose settings every target inherits.
    public var buildConfigurations: [BuildConfiguration]
    /// Every `PBXNativeTarget`, in the order of the project's `targets` list.
    public var targets: [Target]

    public init(path: String, sourceRoot: String, buildConfigurations: [BuildConfiguration], targets: [Target]) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.buildConfigurations = buildConfigurations
        self.targets = targets
    }

    public struct Target: Sendable, Equatable {
        public var name: String
        /// For example `com.apple.product-type.application`.
        public var productType: String?
        /// The line of the target's object in `project.pbxproj`.
        public var line: Int
        public var buildConfigurations: [BuildConfiguration]
        /// Absolute paths of the Swift and Objective-C files the target compiles: its Sources build
        /// phase, plus every such file under its file-system-synchronized folders (Xcode 16 and later).
        public var sourcePaths: [String]
        /// Synchronized folders whose files could not all be listed: one that encloses the project
        /// (`path = /`), or one whose walk stopped at its bound. The target may compile more than
        /// ``sourcePaths``.
        public var unlistedFolders: [String]
        /// The `outputPaths` of the target's Run Script phases, as written: files that exist only once
        /// the build runs them (an Info.plist a script writes, for example).
        public var scriptOutputPaths: [String]
        /// The Swift package products the target links (`XCSwiftPackageProductDependency`'s
        /// `productName`), for example `AirKit`.
        public var packageProducts: [String]
        /// The names of the targets of the same project this target depends on
        /// (`PBXTargetDependency`), such as an embedded framework, in order.
        public var dependencyTargetNames: [String] = []
        /// The products of local Swift packages (`XCLocalSwiftPackageReference`) the target links.
        public var localPackageProducts: [LocalPackageProduct] = []

        public var isApplication: Bool { productType == "com.apple.product-type.application" }

        public init(
            name: String, productType: String?, line: Int, buildConfigurations: [BuildConfiguration],
            sourcePaths: [String], packageProducts: [String] = [], unlistedFolders: [String] = [],
            scriptOutputPaths: [String] = []
        ) {
            self.name = name
            self.productType = productType
            self.line = line
            self.buildConfigurations = buildConfigurations
            self.sourcePaths = sourcePaths
            self.packageProducts = packageProducts
            self.unlistedFolders = unlistedFolders
            self.scriptOutputPaths = scriptOutputPaths
        }
    }

    /// A product of a Swift package in a folder of its own, which the project names by its path.
    public struct LocalPackageProduct: Sendable, Equatable {
        public var productName: String
        /// The package's folder: absolute and normalized, as the project's `relativePath` places it.
        public var packagePath: String

        public init(productName: String, packagePath: String) {
            self.productName = productName
            self.packagePath = packagePath
        }
    }

    public struct BuildConfiguration: Sendable, Equatable {
        /// `Debug`, `Release`, …
        public var name: String
        /// The line of the configuration's object in `project.pbxproj`.
        public var line: Int
        /// The `buildSettings` dictionary, each value with the line it stands on.
        public var settings: [String: BuildSetting]
        /// The absolute path of the `.xcconfig` file named by `baseConfigurationReference`, whose
        /// settings sit beneath this configuration's own; `nil` when there is none or it cannot be
        /// placed in the source tree.
        public var baseConfigurationPath: String?

        public init(name: String, line: Int, settings: [String: BuildSetting], baseConfigurationPath: String? = nil) {
            self.name = name
            self.line = line
            self.settings = settings
            self.baseConfigurationPath = baseConfigurationPath
        }
    }

    /// One build setting's value as written: a string, or the strings of a list value.
    public struct BuildSetting: Sendable, Equatable {
        public var values: [String]
        public var line: Int

        /// The value of a scalar setting, or the list joined with spaces as Xcode shows it.
        public var value: String { values.joined(separator: " ") }

        public init(_ value: String, line: Int) {
            self.init(values: [value], line: line)
        }

        public init(values: [String], line: Int) {
            self.values = values
            self.line = line
        }
    }
}

extension XcodeProject {
    /// The setting as a target configuration sees it: the target's own value, else the project's
    /// configuration of the same name. `$(…)` references are left as written.
    public func setting(_ name: String, target: Target, configuration: BuildConfiguration) -> BuildSetting? {
        if let own = configuration.settings[name] { return own }
        let projectLevel = buildConfigurations.first { $0.name == configuration.name }
        return projectLevel?.settings[name]
    }
}
