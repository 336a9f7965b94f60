#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one run of the doctor, or of `airkit setup`, may read and write, and how much folder
/// listing it has left.
///
/// A project folder comes from someone else: a pull request, a cloned repository. Its files may
/// name anything on the machine (an `#include` of `../../.git/config`, where `actions/checkout`
/// keeps the token; an absolute source folder; a committed symbolic link to `/` or to another
/// process's `/proc/<pid>/cwd`). So a file is read only when its path lies inside ``folder``
/// both as written and with every symbolic link resolved, and no file or folder below ``folder``
/// whose name starts with a dot is read at all: `.git/config` and `.env` files lie inside the
/// folder CI scans. What is refused is reported as not read; no value from it can reach the
/// output.
///
/// Every listing of a folder in the run takes its entries from one budget of
/// ``ReadLimits/folderEntries``, so a project cannot multiply the work by naming the same large
/// folder many times. Likewise every `.xcconfig` file the run reads, through whichever target,
/// configuration or `#include`, takes its text from one budget of ``ReadLimits/xcconfigTextBytes``
/// (each file read from disk once) and its settings from one of ``ReadLimits/xcconfigSettings``
/// (a file included again counts again). Past either budget nothing more is read, and
/// ``exceededBudget`` says so in one line: the doctor and setup then stop with it (exit status 2)
/// rather than judge a project on part of its settings.
///
/// `Documentation/doctor.md` ("Running on untrusted projects") says which folder this is for each
/// kind of PATH.
public struct ReadScope {
    /// Why a path is not read (or, by setup, written).
    public enum Refusal: Sendable, Equatable {
        /// The path, as written, leads out of the folder (`../..`, an absolute path elsewhere).
        case outside
        /// A file or folder below the project folder whose name starts with a dot.
        case hidden
        /// The path is inside as written, but a symbolic link on the way leads out of the folder,
        /// or to a hidden file or folder in it.
        case linksOutside

        /// The reason in a sentence, for the one-line errors and notes: `outside the project folder`.
        public var reason: String {
            switch self {
            case .outside: "outside the project folder"
            case .hidden: "a hidden file or folder"
            case .linksOutside: "a symbolic link to a place outside the project folder"
            }
        }
    }

    /// The project folder: absolute and normalized, as given.
    public let folder: String
    /// ``folder`` with every symbolic link resolved.
    let resolvedFolder: String
    /// The file the user named as PATH, read whatever its name: the rules are for what a project
    /// names, not for what the user asked about.
    let chosenFile: String?
    private let budget: RunBudget

    /// The scope of `folder` (absolute), with fresh budgets: `entryBudget` folder entries,
    /// `xcconfigTextBudget` bytes of `.xcconfig` text and `xcconfigSettingBudget` settings read
    /// through `.xcconfig` files. `chosenFile`, the file PATH names when it is one, is always
    /// admitted.
    public init(
        folder: String, chosenFile: String? = nil, entryBudget: Int = ReadLimits.folderEntries,
        xcconfigTextBudget: Int = ReadLimits.xcconfigTextBytes, xcconfigSettingBudget: Int = ReadLimits.xcconfigSettings
    ) {
        self.folder = FilePaths.normalize(folder)
        resolvedFolder = Self.resolvingLinks(self.folder) ?? self.folder
        self.chosenFile = chosenFile.map(FilePaths.normalize)
        budget = RunBudget(
            entries: entryBudget, xcconfigText: xcconfigTextBudget, xcconfigSettings: xcconfigSettingBudget)
    }

    /// Why `path` (absolute) must not be read, or `nil` when it may be. A path that does not exist
    /// is judged by the nearest folder above it that does: what reads it then finds nothing.
    public func refusal(of path: String) -> Refusal? {
        let written = FilePaths.normalize(path)
        if written == chosenFile { return nil }
        guard let below = Self.components(of: written, below: folder) else { return .outside }
        guard !below.contains(where: { $0.hasPrefix(".") }) else { return .hidden }
        guard let resolved = Self.resolvingLinks(written) else { return nil }
        guard let resolvedBelow = Self.components(of: resolved, below: resolvedFolder),
            !resolvedBelow.contains(where: { $0.hasPrefix(".") })
        else { return .linksOutside }
        return nil
    }

    /// Whether `path` may be read.
    public func admits(_ path: String) -> Bool {
        refusal(of: path) == nil
    }

    /// Takes `count` folder entries from the run's budget; `false`, taking none, when fewer are left.
    func spendEntries(_ count: Int = 1) -> Bool {
        guard budget.entries >= count else { return false }
        budget.entries -= count
        return true
    }

    /// The folder entries the run may still look at.
    var entriesLeft: Int { budget.entries }

    /// The budget of the run that ran out first, as one line naming the file being read then;
    /// `nil` while every budget holds. Once set, nothing more is read through `.xcconfig` files.
    public var exceededBudget: InputError? { budget.exceeded }

    /// Takes the `bytes` of an `.xcconfig` file read from disk from the run's budget; `false`,
    /// recording why, when it runs out.
    func spendXCConfigText(_ bytes: Int, reading path: String) -> Bool {
        spend(bytes, from: \.xcconfigText, reading: path) { limit in
            "more than \(limit.formatted) bytes of text read through .xcconfig files in one run, far more than a real "
                + "project holds"
        }
    }

    /// The settings the run may still read through `.xcconfig` files.
    var xcconfigSettingsLeft: Int { budget.xcconfigSettings.left }

    /// Takes `count` settings read through `.xcconfig` files from the run's budget; `false`,
    /// recording why, when it runs out.
    func spendXCConfigSettings(_ count: Int, reading path: String) -> Bool {
        spend(count, from: \.xcconfigSettings, reading: path) { limit in
            "more than \(limit.formatted) settings read through .xcconfig files in one run (a file included again "
                + "counts again), far more than a real project holds"
        }
    }

    private func spend(
        _ count: Int, from allowance: ReferenceWritableKeyPath<RunBudget, Allowance>, reading path: String,
        reason: (Int) -> String
    ) -> Bool {
        guard budget.exceeded == nil else { return false }
        guard budget[keyPath: allowance].left >= count else {
            budget.exceeded = InputError(path: path, reason: reason(budget[keyPath: allowance].limit))
            return false
        }
        budget[keyPath: allowance].left -= count
        return true
    }

    /// The lines of `.xcconfig` files already read in this run, by the file's resolved path: a
    /// file included again is read from disk once.
    var xcconfigLines: [String: Result<[XCConfigEntry], InputError>] {
        get { budget.xcconfigLines }
        nonmutating set { budget.xcconfigLines = newValue }
    }

    /// The components of `path` below `folder`, or `nil` when `path` is not `folder` or under it.
    private static func components(of path: String, below folder: String) -> [Substring]? {
        if path == folder { return [] }
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/")
    }

    /// `path` with every symbolic link resolved (`realpath`); for a path that does not exist, the
    /// nearest existing folder above it resolved, with the rest as written. `nil` when even that
    /// cannot be resolved (a loop, a path too long, no permission): reading it then fails too.
    static func resolvingLinks(_ path: String) -> String? {
        var missing: [Substring] = []
        var current = path
        while true {
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.isEmpty ? base : FilePaths.normalize(base + "/" + missing.reversed().joined(separator: "/"))
            }
            guard errno == ENOENT || errno == ENOTDIR, current != "/", !current.isEmpty else { return nil }
            missing.append(Substring(InputDiscovery.lastComponent(of: current)))
            current = FilePaths.parent(of: current)
        }
    }
}

/// What one run may still read, shared by every copy of its ``ReadScope``.
private final class RunBudget {
    var entries: Int
    var xcconfigText: Allowance
    var xcconfigSettings: Allowance
    var exceeded: InputError?
    var xcconfigLines: [String: Result<[XCConfigEntry], InputError>] = [:]

    init(entries: Int, xcconfigText: Int, xcconfigSettings: Int) {
        self.entries = entries
        self.xcconfigText = Allowance(limit: xcconfigText, left: xcconfigText)
        self.xcconfigSettings = Allowance(limit: xcconfigSettings, left: xcconfigSettings)
    }
}

/// A budget's limit and what is left of it.
private struct Allowance {
    let limit: Int
    var left: Int
}
