import AirKitConfiguration
import Foundation

/// The doctor's settings a project checks in: `.airkit.yml` in the folder the doctor scans.
///
/// ```yaml
/// # .airkit.yml
/// fail-on: warning        # error (default), warning, note or never
/// ignore: [AK017]         # never report these IDs
/// select: [AK001, AK002]  # report only these IDs (default: all)
/// sdk: 26                 # the SDK the app is built with, where no built product says (26 or 27)
/// ```
///
/// The file comes with the project, so it is untrusted like every other file there: it is read
/// only when it lies directly in the scanned folder and is not a symbolic link, it is at most
/// ``maximumBytes`` long, and an unknown key or value is an error (exit status 2) rather than
/// something silently skipped. The command line's `--fail-on` and `--sdk` override the file's;
/// its `ignore` and the command line's add up; `--select` replaces its `select`.
public struct DoctorConfiguration: Sendable, Hashable {
    /// The file's name in the scanned folder.
    public static let fileName = ".airkit.yml"
    /// A few lines of settings; a larger file is refused unread.
    public static let maximumBytes = 64 << 10

    public var failOn: FailureThreshold?
    public var selected: Set<FindingID>?
    public var ignored: Set<FindingID> = []
    public var sdk: Int?

    public init(failOn: FailureThreshold? = nil, selected: Set<FindingID>? = nil, ignored: Set<FindingID> = [], sdk: Int? = nil) {
        self.failOn = failOn
        self.selected = selected
        self.ignored = ignored
        self.sdk = sdk
    }

    /// The SDK majors `--sdk` and `sdk:` accept.
    public static let knownSDKs = [26, 27]

    /// Where the doctor looks for the file when it scans `path` (absolute): in PATH when it is a
    /// folder other than a bundle or an `.xcodeproj`, else in the folder that holds PATH.
    public static func location(scanning path: String) -> String {
        let normalized = FilePaths.normalize(path)
        let bundles: Set<String> = ["app", "xcarchive", "xcodeproj", "xcworkspace"]
        let isFolder = FileStatus.of(normalized) == .folder
        let folder =
            isFolder && !bundles.contains(InputDiscovery.pathExtension(of: normalized).lowercased())
            ? normalized : InputDiscovery.projectFolder(of: normalized)
        let holder =
            bundles.contains(InputDiscovery.pathExtension(of: folder).lowercased()) ? FilePaths.parent(of: folder) : folder
        return FilePaths.normalize(holder + "/" + fileName)
    }

    /// The file at `path` (absolute), `nil` when there is none; `shown` names it in errors.
    ///
    /// `named` is true for a file the user named (`--config FILE`): it must exist, and a symbolic
    /// link is followed. A file found in the scanned folder must not be a link.
    ///
    /// Refused with an ``InputError``: a symbolic link found in the folder, anything but a regular
    /// file, a file above ``maximumBytes``, YAML the doctor cannot read, an unknown key, or a value
    /// out of range.
    public static func load(_ path: String, shownAs shown: String, named: Bool = false) throws(InputError)
        -> DoctorConfiguration?
    {
        switch FileStatus.ofLink(path) {
        case .missing:
            guard named else { return nil }
            throw InputError(path: shown, reason: "no such file or directory")
        case .symbolicLink where !named:
            throw InputError(path: shown, reason: "a symbolic link, so not read (the settings file must be a file in the folder)")
        default: break
        }
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: maximumBytes)
        } catch {
            throw InputError(path: shown, reason: error.reason)
        }
        return try parse(data, shownAs: shown)
    }

    /// Parses the file's bytes.
    public static func parse(_ data: Data, shownAs shown: String) throws(InputError) -> DoctorConfiguration {
        let root: YAMLNode
        do {
            root = try YAMLReader.parse(data, file: shown)
        } catch {
            throw InputError(path: shown, reason: error.description)
        }
        if root.isNull { return DoctorConfiguration() }
        guard let entries = root.entries else {
            throw InputError(path: shown, reason: "line \(root.line): expected settings as `key: value` lines")
        }
        var configuration = DoctorConfiguration()
        for entry in entries {
            let line = entry.value.line
            func fail(_ message: String) -> InputError {
                InputError(path: shown, reason: "line \(line): \(PrintableText.escaped(message))")
            }
            switch entry.key {
            case "fail-on":
                guard let text = entry.value.text, let threshold = FailureThreshold(rawValue: text) else {
                    throw fail("fail-on must be one of: \(FailureThreshold.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.failOn = threshold
            case "sdk":
                guard let major = entry.value.intValue ?? entry.value.text.flatMap(Int.init), knownSDKs.contains(major) else {
                    throw fail("sdk must be one of: \(knownSDKs.map(String.init).joined(separator: ", "))")
                }
                configuration.sdk = major
            case "select", "ignore":
                var ids = Set<FindingID>()
                for item in entry.value.items ?? [entry.value] {
                    guard let word = item.text else { throw fail("\(entry.key) must be a list of finding IDs") }
                    switch FindingSelection.ids(in: word) {
                    case .success(let found): ids.formUnion(found)
                    case .failure(let unknown): throw fail(unknown.message)
                    }
                }
                if entry.key == "select" { configuration.selected = ids } else { configuration.ignored = ids }
            default:
                throw fail("unknown setting '\(entry.key)' (known: fail-on, ignore, select, sdk)")
            }
        }
        return configuration
    }
}
