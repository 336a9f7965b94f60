/// The parts of an app's Info.plist that decide whether its external display shows the app's own
/// content, as typed values.
///
/// Build it from the dictionary `PropertyListSerialization` or `Bundle.infoDictionary` returns with
/// ``init(dictionary:)``. The model never fails: a value of the wrong type is left out and recorded
/// in ``problems``, so a rule can report it where it matters.
public struct InfoPlist: Sendable, Equatable {
    /// `CFBundleExecutable`: the executable's file name inside the bundle.
    public var executableName: String?
    /// `CFBundleName`.
    public var bundleName: String?
    /// `CFBundleDisplayName`.
    public var displayName: String?
    /// The platform other than iOS the plist is plainly for, and the key that shows it (a watch
    /// app's `WKApplication`, a Mac app's `NSPrincipalClass NSApplication`); `nil` for iOS,
    /// Mac Catalyst included, and whenever the keys do not say.
    public var otherPlatform: OtherPlatform?
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: String?
    /// `MinimumOSVersion` as written; Xcode stamps the deployment target into built products.
    public var minimumOSVersionText: String?
    /// `DTSDKName`, e.g. `iphoneos27.0`: the SDK the product was built with.
    public var sdkName: String?
    /// `DTXcode`, e.g. `2700`.
    public var xcodeBuild: String?
    /// `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool?
    /// `UIApplicationSceneManifest`; `nil` when absent or not a dictionary.
    public var sceneManifest: SceneManifest?
    /// Values of the wrong type, in the order they were found.
    public var problems: [Problem]
    /// The plist carries the keys Xcode stamps into built products (`DTSDKName`, `DTXcode`,
    /// `DTPlatformName`, `BuildMachineOSBuild`): it comes from a build, not from a source folder.
    public var isStampedByBuild: Bool

    /// A platform other than iOS, named as output shows it (`watchOS`), and why.
    public struct OtherPlatform: Sendable, Equatable {
        public var name: String
        /// `WKApplication is true`, `DTPlatformName macosx`…
        public var reason: String

        public init(name: String, reason: String) {
            self.name = name
            self.reason = reason
        }
    }

    /// The app's name as a person reads it: `CFBundleDisplayName`, `CFBundleName` or
    /// `CFBundleExecutable`, the first that is set and names no build variable.
    public var appName: String? {
        [displayName, bundleName, executableName].lazy.compactMap { $0?.trimmingWhitespace }.first {
            !$0.isEmpty && !$0.contains("$(") && !$0.contains("${")
        }
    }

    public init(
        executableName: String? = nil, bundleName: String? = nil, bundleIdentifier: String? = nil,
        minimumOSVersionText: String? = nil, sdkName: String? = nil, xcodeBuild: String? = nil,
        requiresFullScreen: Bool? = nil, sceneManifest: SceneManifest? = nil, problems: [Problem] = [],
        isStampedByBuild: Bool = false
    ) {
        self.executableName = executableName
        self.bundleName = bundleName
        self.bundleIdentifier = bundleIdentifier
        self.minimumOSVersionText = minimumOSVersionText
        self.sdkName = sdkName
        self.xcodeBuild = xcodeBuild
        self.requiresFullScreen = requiresFullScreen
        self.sceneManifest = sceneManifest
        self.problems = problems
        self.isStampedByBuild = isStampedByBuild
    }

    /// A value whose type is not the one UIKit expects for its key.
    public struct Problem: Sendable, Equatable {
        public var keyPath: PlistKeyPath
        /// What UIKit expects, e.g. `a dictionary`.
        public var expected: String
        /// What the file holds, e.g. `a string`.
        public var found: String

        public init(keyPath: PlistKeyPath, expected: String, found: String) {
            self.keyPath = keyPath
            self.expected = expected
            self.found = found
        }
    }

    /// `MinimumOSVersion` parsed, when it is a plain version number.
    public var minimumOSVersion: OSVersion? { minimumOSVersionText.flatMap { OSVersion($0) } }

    /// The SDK version out of `DTSDKName`.
    public var sdkVersion: OSVersion? { sdkName.flatMap { OSVersion(sdkName: $0) } }

    /// The string values Xcode should have expanded in a built product, with their key paths: the
    /// scene manifest's strings and the top-level keys the doctor reads.
    public var expandableStrings: [(keyPath: PlistKeyPath, value: String)] {
        let topLevel: [(String, String?)] = [
            (InfoPlistKey.bundleExecutable, executableName), (InfoPlistKey.bundleName, bundleName),
            (InfoPlistKey.bundleIdentifier, bundleIdentifier), (InfoPlistKey.minimumOSVersion, minimumOSVersionText),
        ]
        let topStrings = topLevel.compactMap { key, value in value.map { (PlistKeyPath(keys: key), $0) } }
        let manifestStrings = (sceneManifest?.roles ?? []).flatMap { $0.entries.flatMap(\.strings) }
        return topStrings + manifestStrings
    }
}
