/// An app target of an Xcode project and, per build configuration, the settings that decide how
/// its Info.plist and scene manifest are made.
public struct ProjectEvidence: Sendable, Equatable {
    /// The `project.pbxproj` file.
    public var path: String
    public var targetName: String
    /// Where the target is declared.
    public var targetLocation: SourceLocation
    public var configurations: [BuildConfigurationEvidence]
    /// The Swift package products the target links, for example `AirKit`.
    public var linkedPackageProducts: [String]

    public init(
        path: String, targetName: String, targetLocation: SourceLocation, configurations: [BuildConfigurationEvidence],
        linkedPackageProducts: [String] = []
    ) {
        self.path = path
        self.targetName = targetName
        self.targetLocation = targetLocation
        self.configurations = configurations
        self.linkedPackageProducts = linkedPackageProducts
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` among the configurations.
    public var deploymentTarget: OSVersion? {
        configurations.compactMap { $0.deploymentTarget.flatMap { OSVersion($0.value) } }.min()
    }
}

/// One build configuration (`Debug`, `Release`, …) of an app target.
public struct BuildConfigurationEvidence: Sendable, Equatable {
    public var name: String
    /// `GENERATE_INFOPLIST_FILE`.
    public var generatesInfoPlist: BuildSettingValue?
    /// `INFOPLIST_FILE`, as written.
    public var infoPlistFile: BuildSettingValue?
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`.
    public var generatesSceneManifest: BuildSettingValue?
    /// `IPHONEOS_DEPLOYMENT_TARGET`.
    public var deploymentTarget: BuildSettingValue?
    /// `INFOPLIST_KEY_UIRequiresFullScreen`, which puts `UIRequiresFullScreen` in the Info.plist
    /// Xcode generates (only when it generates one).
    public var requiresFullScreen: BuildSettingValue?
    /// `PRODUCT_MODULE_NAME` as Xcode resolves it (explicit, or derived from the product name).
    public var productModuleName: BuildSettingValue?
    /// Values of the build variables a source Info.plist may reference (`PRODUCT_MODULE_NAME`,
    /// `PRODUCT_NAME`, `TARGET_NAME`, `EXECUTABLE_NAME`, …), for predicting the built plist.
    public var variables: [String: String]
    /// The Info.plist this configuration names.
    public var sourceInfoPlist: SourceInfoPlist

    public init(
        name: String, generatesInfoPlist: BuildSettingValue? = nil, infoPlistFile: BuildSettingValue? = nil,
        generatesSceneManifest: BuildSettingValue? = nil, deploymentTarget: BuildSettingValue? = nil,
        productModuleName: BuildSettingValue? = nil, variables: [String: String] = [:],
        sourceInfoPlist: SourceInfoPlist = .notNamed, requiresFullScreen: BuildSettingValue? = nil
    ) {
        self.name = name
        self.generatesInfoPlist = generatesInfoPlist
        self.infoPlistFile = infoPlistFile
        self.generatesSceneManifest = generatesSceneManifest
        self.deploymentTarget = deploymentTarget
        self.productModuleName = productModuleName
        self.variables = variables
        self.sourceInfoPlist = sourceInfoPlist
        self.requiresFullScreen = requiresFullScreen
    }

    /// The state of the Info.plist file a configuration names.
    public enum SourceInfoPlist: Sendable, Equatable {
        /// `INFOPLIST_FILE` is not set.
        case notNamed
        /// The named file does not exist (at the resolved path).
        case missing(path: String)
        /// The file exists but could not be read; the doctor reports why separately.
        case unreadable(path: String)
        /// The path is only known during a build (it names `$(DERIVED_FILE_DIR)` or a variable no
        /// setting defines), so the file cannot be checked beforehand.
        case knownOnlyAtBuildTime(value: String)
        case loaded(InfoPlistEvidence)

        public var evidence: InfoPlistEvidence? {
            if case .loaded(let evidence) = self { evidence } else { nil }
        }
    }

    /// Xcode writes the product's Info.plist itself, merging `INFOPLIST_FILE` when set.
    public var isInfoPlistGenerated: Bool { generatesInfoPlist?.isYes ?? false }

    /// Xcode generates `UIApplicationSceneManifest`, which replaces a hand-written one: only when
    /// it generates the Info.plist and the scene-manifest key is `YES`.
    public var isSceneManifestGenerated: Bool { isInfoPlistGenerated && (generatesSceneManifest?.isYes ?? false) }
}

/// A build setting's value and the line it is written on.
public struct BuildSettingValue: Sendable, Equatable {
    public var value: String
    public var location: SourceLocation

    public init(_ value: String, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// Xcode's Boolean spelling: `YES` (any letter case).
    public var isYes: Bool { value.uppercased() == "YES" }
}
