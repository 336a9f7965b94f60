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

    /// The package's published address, once it has one; `nil` until then.
    ///
    /// Until the repository has a public home, nothing prints an address: the documentation and the
    /// doctor write the shell variable ``urlVariable`` instead, which a user sets once to the address
    /// they got AirKit from, and a `Package.swift` adds a clone by path. So every command runs as
    /// written, and none holds a placeholder a shell would read as a redirection.
    public static let publishedURL: String? = nil

    /// The shell variable that holds AirKit's address until ``publishedURL`` is set.
    public static let urlVariable = "AIRKIT_URL"

    /// AirKit's address as a shell command writes it: the published URL, or `"$AIRKIT_URL"`.
    public static var packageURLArgument: String {
        publishedURL ?? "\"$\(urlVariable)\""
    }

    /// Where a `Package.swift` finds a clone of AirKit made beside it, as the README makes it.
    public static let clonePath = "../AirKit"

    /// The requirement an app's dependency states.
    public enum Requirement: Sendable, Hashable {
        case upToNextMajor(from: String)
        case branch(String)
    }

    public static var requirement: Requirement {
        isTagged ? .upToNextMajor(from: version) : .branch(branch)
    }

    /// The `Package.swift` line that adds AirKit, as the README and the DocC articles show it: the
    /// published URL with ``requirement``, or, until there is one, the clone beside the package.
    public static var packageDependency: String {
        guard let publishedURL else { return ".package(path: \"\(clonePath)\")," }
        return switch requirement {
        case .upToNextMajor(let version): ".package(url: \"\(publishedURL)\", from: \"\(version)\"),"
        case .branch(let branch): ".package(url: \"\(publishedURL)\", branch: \"\(branch)\"),"
        }
    }
}
