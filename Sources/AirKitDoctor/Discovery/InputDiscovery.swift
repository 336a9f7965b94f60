import Foundation

/// Finds what PATH holds: an `.app`, an `.xcarchive`, an `.xcodeproj`, an Info.plist, or a folder
/// holding them.
///
/// In a folder the search recurses, skipping build output and dependencies, hidden folders, and
/// the insides of bundles (so an `.appex` inside an `.app` is not a second app). Symbolic links to
/// folders are not followed, so a link cycle cannot make the walk endless.
///
/// A project whose `.xcodeproj` is generated and not committed is still an app to check: an
/// XcodeGen `project.yml` is read, and app Info.plists are found by their contents
/// (keys only an app's Info.plist has) in the folders that no `.xcodeproj` or `project.yml` covers.
public enum InputDiscovery {
    /// Folder names never searched: build products, package checkouts, version control.
    public static let skippedFolderNames: Set<String> = [
        ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages", ".swiftpm",
    ]

    /// Folder extensions whose insides are never searched.
    static let opaqueExtensions: Set<String> = ["appex", "framework", "bundle", "dSYM", "xcassets", "xcworkspace", "playground"]

    /// The walk gives up past this many folder entries and reports it, rather than scan a disk.
    public static let entryLimit = ReadLimits.folderEntries

    /// What PATH holds, read within the folder ``projectFolder(of:)`` gives for it.
    public static func discover(_ path: String) throws(InputError) -> DiscoveredInputs {
        try discover(path, scope: ReadScope(folder: projectFolder(of: path), chosenFile: path))
    }

    /// The folder the doctor may read from when asked about `path` (absolute): a folder or a
    /// bundle itself; the folder holding an `.xcodeproj` (Xcode's `$(SRCROOT)`), also when PATH is
    /// its `project.pbxproj`; the folder holding any other file (a `project.yml`, an Info.plist).
    public static func projectFolder(of path: String) -> String {
        let normalized = FilePaths.normalize(path)
        guard FileStatus.of(normalized) == .folder else {
            let parent = FilePaths.parent(of: normalized)
            let isPBXProj = lastComponent(of: normalized) == "project.pbxproj" && pathExtension(of: parent) == "xcodeproj"
            return isPBXProj ? FilePaths.parent(of: parent) : parent
        }
        return pathExtension(of: normalized) == "xcodeproj" ? FilePaths.parent(of: normalized) : normalized
    }

    static func discover(_ path: String, scope: ReadScope) throws(InputError) -> DiscoveredInputs {
        let status = FileStatus.of(path)
        if case .unreachable(let reason) = status { throw InputError(path: path, reason: reason) }
        guard status != .missing else { throw InputError(path: path, reason: "no such file or directory") }
        guard status == .folder else {
            switch lastComponent(of: path) {
            case "project.pbxproj": return DiscoveredInputs(projects: [path])
            case "project.yml": return DiscoveredInputs(xcodeGenSpecs: [path])
            default: return DiscoveredInputs(infoPlists: [path])
            }
        }
        var found = DiscoveredInputs()
        switch pathExtension(of: path) {
        case "app": found.appBundles = [path]
        case "xcarchive": found.appBundles = try applications(inArchive: path)
        case "xcodeproj": found.projects = [try pbxproj(in: path)]
        default: found = try search(folder: path, scope: scope)
        }
        guard !found.isEmpty else {
            throw InputError(
                path: path, reason: "nothing to inspect: no .app, .xcarchive, .xcodeproj, project.yml or app Info.plist inside")
        }
        return found
    }

    private static func applications(inArchive archive: String) throws(InputError) -> [String] {
        let folder = join(archive, "Products/Applications")
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { pathExtension(of: $0) == "app" }
        guard let apps, !apps.isEmpty else {
            throw InputError(path: archive, reason: "no .app in Products/Applications")
        }
        return apps.sorted().map { join(folder, $0) }
    }

    private static func pbxproj(in project: String) throws(InputError) -> String {
        let file = join(project, "project.pbxproj")
        guard FileManager.default.fileExists(atPath: file) else {
            throw InputError(path: project, reason: "no project.pbxproj inside")
        }
        return file
    }

    private static func search(folder root: String, scope: ReadScope) throws(InputError) -> DiscoveredInputs {
        let rootEntries: FolderEntries
        switch FolderEntries.list(root) {
        case .success(let entries): rootEntries = entries
        case .failure(let error): throw InputError(path: root, reason: error.reason)
        }
        var found = DiscoveredInputs()
        found.root = root
        var plists: [String] = []
        var manifests: [String] = []
        var pending: [(folder: String, entries: FolderEntries)] = [(root, rootEntries)]
        // Entries that could not be searched: reported, but no project stands behind them.
        var unreadable: [InputError] = []
        while let (folder, listing) = pending.popLast() {
            guard scope.spendEntries(listing.entries.count + listing.unreadableNames.count) else {
                throw InputError(
                    path: root, reason: "more than \(entryLimit) files to search; pass the app, archive or project itself")
            }
            unreadable += listing.unreadableNames.map { name in
                InputError(path: join(folder, name), reason: "the name is not valid UTF-8, so it was not searched")
            }
            for entry in listing.entries where !entry.name.hasPrefix(".") && !skippedFolderNames.contains(entry.name) {
                let path = join(folder, entry.name)
                guard isFolder(entry, at: path) else {
                    if entry.name == "project.yml" {
                        found.xcodeGenSpecs.append(path)
                    } else if entry.name == "Project.swift" || entry.name == "Package.swift" {
                        manifests.append(path)
                    } else if pathExtension(of: entry.name) == "plist" || entry.name.hasSuffix("plist.in") {
                        plists.append(path)
                    }
                    continue
                }
                switch pathExtension(of: entry.name) {
                case "app": found.appBundles.append(path)
                case "xcarchive": found.appBundles += (try? applications(inArchive: path)) ?? []
                case "xcodeproj":
                    do {
                        found.projects.append(try pbxproj(in: path))
                    } catch {
                        found.problems.append(error)
                    }
                case let ext where opaqueExtensions.contains(ext): continue
                default:
                    switch FolderEntries.list(path) {
                    case .success(let children): pending.append((path, children))
                    case .failure(let error) where error.reason.hasPrefix("the path is longer"):
                        unreadable.append(InputError(path: path, reason: error.reason))
                    case .failure: continue
                    }
                }
            }
        }
        found.appBundles.sort()
        found.projects.sort()
        // A project.yml beside an .xcodeproj generated that project: the project is read instead.
        let projectFolders =
            found.projects.map { FilePaths.parent(of: FilePaths.parent(of: $0)) }
            + found.problems.map { FilePaths.parent(of: $0.path) }
        found.xcodeGenSpecs = found.xcodeGenSpecs.filter { !projectFolders.contains(FilePaths.parent(of: $0)) }.sorted()
        let covering = FolderOwnership(
            projectFolders: projectFolders + found.xcodeGenSpecs.map(FilePaths.parent(of:)), compiledFolders: [])
        found.appInfoPlists = plists.filter { plist in
            !covering.isInsideProjectFolder(plist) && AppInfoPlistSniffer.isAppInfoPlist(at: plist, within: scope)
        }.sorted()
        found.generatorManifests = manifests.filter { !covering.isInsideProjectFolder($0) }.sorted()
        found.problems += unreadable
        return found
    }

    /// Whether `path` lies under `folder`.
    static func isInside(_ path: String, folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// File extensions that never name a folder worth a system call: the sources and resources
    /// that make up most of a project tree.
    static let plainFileExtensions: Set<String> = [
        "swift", "h", "m", "mm", "c", "cpp", "hpp", "plist", "json", "strings", "stringsdict", "png", "jpg", "pdf",
        "storyboard", "xib", "md", "txt", "yml", "yaml", "sh", "py", "rb", "entitlements", "xcconfig", "metal",
    ]

    /// A real folder, not a symbolic link to one: the kind the listing recorded, or one `lstat`
    /// call when it recorded none.
    private static func isFolder(_ entry: FolderEntries.Entry, at path: String) -> Bool {
        switch entry.kind {
        case .folder: true
        case .unknown: !plainFileExtensions.contains(pathExtension(of: path)) && FileStatus.ofLink(path) == .folder
        case .file, .symbolicLink, .other: false
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
