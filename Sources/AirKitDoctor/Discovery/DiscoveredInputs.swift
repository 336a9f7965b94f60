/// The things under PATH the doctor inspects, each as a path.
public struct DiscoveredInputs: Sendable, Equatable {
    /// `.app` bundles, including those inside `.xcarchive/Products/Applications`.
    public var appBundles: [String]
    /// `project.pbxproj` files of `.xcodeproj` folders.
    public var projects: [String]
    /// Info.plist files given directly as PATH.
    public var infoPlists: [String]

    public init(appBundles: [String] = [], projects: [String] = [], infoPlists: [String] = []) {
        self.appBundles = appBundles
        self.projects = projects
        self.infoPlists = infoPlists
    }

    public var isEmpty: Bool { appBundles.isEmpty && projects.isEmpty && infoPlists.isEmpty }
}
