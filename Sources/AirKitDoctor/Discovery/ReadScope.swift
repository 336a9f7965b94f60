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
/// folder many times.
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
    private let budget: EntryBudget

    /// The scope of `folder` (absolute), with a fresh budget of `entryBudget` folder entries.
    /// `chosenFile`, the file PATH names when it is one, is always admitted.
    public init(folder: String, chosenFile: String? = nil, entryBudget: Int = ReadLimits.folderEntries) {
        self.folder = FilePaths.normalize(folder)
        resolvedFolder = Self.resolvingLinks(self.folder) ?? self.folder
        self.chosenFile = chosenFile.map(FilePaths.normalize)
        budget = EntryBudget(left: entryBudget)
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
        guard budget.left >= count else { return false }
        budget.left -= count
        return true
    }

    /// The folder entries the run may still look at.
    var entriesLeft: Int { budget.left }

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

/// The folder entries one run may still look at, shared by every copy of its ``ReadScope``.
private final class EntryBudget {
    var left: Int

    init(left: Int) {
        self.left = left
    }
}
