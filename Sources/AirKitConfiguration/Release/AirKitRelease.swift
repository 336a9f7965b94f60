/// AirKit's version and how an app depends on it, declared once.
///
/// `airkit --version`, the SARIF log's tool version, the package requirement `airkit setup
/// --add-package` writes, the fixes that name the package, and every install instruction in the
/// README, the DocC articles and `Documentation/` come from here or are checked against it by a
/// test (`ReleaseMentionTests`). Until the first version is tagged, SwiftPM cannot resolve
/// `from: "0.1.0"`, so everything that names a requirement names the branch instead; the release
/// checklist in `Documentation/install.md` says what changes when the tag exists.
public enum AirKitRelease {
    /// The version `airkit --version` prints, and the tag the first release will carry.
    public static let version = "0.1.0"

    /// Whether a tag named ``version`` exists; until it does, dependencies follow ``branch``.
    public static let isTagged = false

    /// The branch a dependency follows until the first tag.
    public static let branch = "main"

    /// The package's address, or the placeholder the documentation uses until it is published.
    public static let packageURL = "<AirKit's repository URL>"

    /// The requirement an app's dependency states.
    public enum Requirement: Sendable, Hashable {
        case upToNextMajor(from: String)
        case branch(String)
    }

    public static var requirement: Requirement {
        isTagged ? .upToNextMajor(from: version) : .branch(branch)
    }

    /// The `Package.swift` line that adds AirKit, as the README and the DocC articles show it.
    public static var packageDependency: String {
        switch requirement {
        case .upToNextMajor(let version): ".package(url: \"\(packageURL)\", from: \"\(version)\"),"
        case .branch(let branch): ".package(url: \"\(packageURL)\", branch: \"\(branch)\"),"
        }
    }

    /// The setup command that adopts the scene life cycle and adds the package, as fixes print it.
    public static var adoptScenesCommand: String {
        "airkit setup --adopt-scenes --add-package \(packageURL)"
    }
}
