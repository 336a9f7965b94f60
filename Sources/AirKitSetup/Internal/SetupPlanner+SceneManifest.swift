import AirKitDoctor
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Step 1 and 2: the external-display role in the target's Info.plist, creating the file when
/// the target only has a generated one.
extension SetupPlanner {
    var patch: SceneManifestPatch {
        SceneManifestPatch(delegateClassName: options.delegateClassName, configurationName: options.configurationName)
    }

    mutating func planSceneManifest() throws(SetupError) {
        var named: [String] = []
        var unnamed: [XcodeProject.BuildConfiguration] = []
        // Named files whose every configuration also generates its Info.plist.
        var generatedAround: [String: Bool] = [:]
        // The first path naming each file, by the file's identity.
        var identities: [FileIdentity: String] = [:]
        for configuration in target.buildConfigurations {
            guard let file = settings(configuration).evaluated("INFOPLIST_FILE"), !file.value.isEmpty else {
                unnamed.append(configuration)
                continue
            }
            if file.dependsOnBuildTime || !file.isFullyResolved {
                note(
                    .leftAlone,
                    "INFOPLIST_FILE = \(file.value) (\(configuration.name)) is known only while Xcode builds; add the role there by hand"
                )
                continue
            }
            let resolved = Self.resolve(file.value, against: project.sourceRoot)
            if let refusal = scope.refusal(of: resolved) {
                let shown = refusal == .outside ? file.value : relativeToProject(resolved)
                note(
                    .leftAlone,
                    "INFOPLIST_FILE = \(shown) (\(configuration.name)) is \(SetupPaths.refusal(refusal)); add the role by hand")
                continue
            }
            // One file named through two paths (a link, a hard link) is planned once, by the
            // first path that names it: two plans of one file would each replace it.
            let path = identity(of: resolved).flatMap { identities[$0] } ?? resolved
            if let key = identity(of: path), identities[key] == nil { identities[key] = path }
            if !named.contains(path) { named.append(path) }
            foldersTouched.insert((path as NSString).deletingLastPathComponent)
            let generates = Self.isYes(settings(configuration).evaluated("GENERATE_INFOPLIST_FILE")?.value ?? "")
            generatedAround[path] = (generatedAround[path] ?? true) && generates
        }
        for path in named {
            guard FileManager.default.fileExists(atPath: path) else {
                if generatedAround[path] == true, canCreateNamedInfoPlist(at: path) {
                    try planNewInfoPlist(
                        at: path,
                        why: ", which INFOPLIST_FILE names but did not exist (an interrupted run of setup leaves it so),")
                    excludeFromSynchronizedFolders(path)
                    stagePBXProj()
                } else {
                    note(.leftAlone, "INFOPLIST_FILE names \(relativeToProject(path)), which does not exist")
                }
                continue
            }
            try patchInfoPlist(at: path)
        }
        if !unnamed.isEmpty { try planGeneratedOnly(unnamed, existing: named.first) }
    }

    /// Adds the roles to the existing file at `path`: each patch applies to what the one before it made.
    private mutating func patchInfoPlist(at path: String) throws(SetupError) {
        let shown = relativeToProject(path)
        let data: Data
        let plist: [String: Any]
        let format: InfoPlistLoader.Format
        do {
            data = try FileReading.contents(of: path, limit: ReadLimits.infoPlistBytes, within: scope)
            (plist, format) = try InfoPlistLoader.topLevelDictionary(of: data, path: shown)
        } catch {
            throw SetupError("\(shown): \(error.reason)")
        }
        var expected = plist
        var bytes = Array(data)
        var changed = false
        let storyboard = plist["UIMainStoryboardFile"] as? String
        if migratesLifeCycle, let storyboard, storyboard.unicodeScalars.contains(where: PrintableText.needsEscape) {
            throw SetupError(
                "\(shown): UIMainStoryboardFile is \"\(PrintableText.escaped(storyboard))\", with a control character no "
                    + "storyboard's name has, so setup does not copy it to the app's scene; nothing was changed")
        }
        for patch in patches(storyboard: storyboard) {
            switch patch.decide(expected) {
            case .alreadyWorking(let delegate):
                note(.leftAlone, "\(shown) already has a \(patch.role) configuration (delegate \(delegate))")
            case .cannotEdit(let reason):
                guard patch.role == SceneManifestPatch.roleKey else {
                    throw SetupError("\(shown): \(reason); setup changed nothing")
                }
                note(.leftAlone, "\(shown): \(reason)")
            case .add(let placement):
                if format == .xml {
                    guard let edited = patch.editedXML(bytes, placement: placement) else {
                        if patch.role != SceneManifestPatch.roleKey {
                            throw SetupError(
                                "\(shown): its markup is laid out in a way setup cannot edit line by line; add \(patch.role) by hand"
                            )
                        }
                        note(
                            .leftAlone,
                            "\(shown): its markup is laid out in a way setup cannot edit line by line; add the role by hand")
                        return
                    }
                    bytes = edited
                }
                expected = patch.applied(placement, to: expected)
                changed = true
                note(
                    .change, "\(shown): added \(patch.role) (\(patch.delegateClassName))\(where: placement)\(purpose(of: patch))")
            }
        }
        guard changed else { return }
        let updated: Data
        switch format {
        case .xml:
            updated = Data(bytes)
        case .binary:
            do {
                updated = try PropertyListWriter.binary(expected)
            } catch {
                throw SetupError("\(shown): holds a \(error.typeName), which a binary property list cannot hold")
            }
        }
        try PlanCheck.infoPlist(updated, equals: expected, format: format, path: shown)
        infoPlists[path] = PlannedFile(path: path, kind: .infoPlist, original: data, updated: updated)
        infoPlistOrder.append(path)
        if Self.hasDeprecatedRole(plist) {
            note(.leftAlone, "\(shown): kept the deprecated \(SceneManifestPatch.deprecatedRoleKey) entry beside it")
        }
    }

    /// Why the application role is there, for the report.
    private func purpose(of patch: SceneManifestPatch) -> String {
        guard patch.role == SceneManifestPatch.applicationRoleKey else { return "" }
        return ", which moves the app to the scene life cycle and puts the window its app delegate makes on the app's scene"
    }

    /// The target names no Info.plist: make one with just the scene manifest next to its sources
    /// (or use the one another configuration names) and name it in those configurations.
    private mutating func planGeneratedOnly(_ configurations: [XcodeProject.BuildConfiguration], existing: String?)
        throws(SetupError)
    {
        let path: String
        if let existing {
            path = existing
        } else {
            let folder = sourceFolder()
            if let refusal = scope.refusal(of: folder) {
                note(
                    .leftAlone,
                    "\(relativeToProject(folder)) is \(SetupPaths.refusal(refusal)), so setup creates no Info.plist there; "
                        + "add one with the \(SceneManifestPatch.roleKey) role by hand")
                return
            }
            foldersTouched.insert(folder)
            let bytes = try newInfoPlist().bytes
            if let left = leftInfoPlist(in: folder, holding: Data(bytes)) {
                // An interrupted run created the file and stopped before naming it: use it.
                path = left
                note(.change, "\(relativeToProject(path)): kept the file an interrupted run of setup created")
            } else {
                path = try newInfoPlistPath(in: folder)
                try planNewInfoPlist(at: path, why: "")
            }
        }
        if existing == nil {
            excludeFromSynchronizedFolders(path)
            // Written before the new file appears: a synchronized folder must not copy it as a
            // resource while the target does not name it yet.
            stagePBXProj()
        }
        let value = relativeToProject(path)
        var done: [String] = []
        for configuration in configurations {
            if setTargetSetting("INFOPLIST_FILE", to: value, in: configuration) {
                done.append(configuration.name)
            } else {
                note(
                    .leftAlone,
                    "\(target.name) (\(configuration.name)): its buildSettings are not one per line; set INFOPLIST_FILE = \(value) by hand"
                )
            }
        }
        if !done.isEmpty {
            note(
                .change,
                "\(target.name): INFOPLIST_FILE = \(value) in \(done.joined(separator: ", ")) (GENERATE_INFOPLIST_FILE stays, so Xcode still adds the INFOPLIST_KEY_ values)"
            )
        }
    }

    /// Plans `path` as a new Info.plist holding only the scene manifest; `why` follows the path in
    /// the note.
    private mutating func planNewInfoPlist(at path: String, why: String) throws(SetupError) {
        let (bytes, expected) = try newInfoPlist()
        try PlanCheck.infoPlist(Data(bytes), equals: expected, format: .xml, path: relativeToProject(path))
        infoPlists[path] = PlannedFile(path: path, kind: .infoPlist, original: nil, updated: Data(bytes))
        infoPlistOrder.append(path)
        let roles = patches(storyboard: nil).map { "\($0.role) (\($0.delegateClassName))" }.joined(separator: " and ")
        note(.change, "created \(relativeToProject(path))\(why) with a scene manifest holding \(roles)")
    }

    /// What a new Info.plist holds: a scene manifest with every role setup adds (the app's own
    /// scene too when it moves the target to the scene life cycle), and the dictionary it must read as.
    private func newInfoPlist() throws(SetupError) -> (bytes: [UInt8], expected: [String: Any]) {
        var bytes = Array(Self.emptyPlist.utf8)
        var expected: [String: Any] = [:]
        for patch in patches(storyboard: nil) {
            guard case .add(let placement) = patch.decide(expected), let edited = patch.editedXML(bytes, placement: placement)
            else { throw SetupError("cannot build a new Info.plist") }
            bytes = edited
            expected = patch.applied(placement, to: expected)
        }
        return (bytes, expected)
    }

    /// Whether setup may create the Info.plist that `INFOPLIST_FILE` names and that is missing: its
    /// folder exists inside the project, and no Run Script phase of the target writes a file of
    /// that name (the build makes it).
    private func canCreateNamedInfoPlist(at path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard scope.admits(path), FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
        else { return false }
        let name = (path as NSString).lastPathComponent
        return !target.scriptOutputPaths.contains { ($0 as NSString).lastPathComponent == name }
    }

    /// The file among `Info.plist` and `<Target>-Info.plist` in `folder` that holds exactly what
    /// setup would create there: an interrupted run made it and did not get to name it.
    private func leftInfoPlist(in folder: String, holding bytes: Data) -> String? {
        for name in ["Info.plist", "\(target.name)-Info.plist"] {
            let path = (folder as NSString).appendingPathComponent(name)
            guard scope.admits(path), let data = try? FileReading.contents(of: path, limit: bytes.count + 1, within: scope)
            else { continue }
            if data == bytes { return path }
        }
        return nil
    }

    /// `Info.plist` in the folder that holds the target's sources, or `<Target>-Info.plist` when
    /// that name is taken.
    private func newInfoPlistPath(in folder: String) throws(SetupError) -> String {
        for name in ["Info.plist", "\(target.name)-Info.plist"] {
            let path = (folder as NSString).appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: path) { return path }
        }
        throw SetupError(
            "\(relativeToProject(folder)): Info.plist and \(target.name)-Info.plist both exist but the target names neither")
    }

    /// The deepest folder holding all the target's sources, inside the project folder; else a
    /// folder named like the target, else the project folder.
    private func sourceFolder() -> String {
        let root = project.sourceRoot
        let folders = target.sourcePaths.map { ($0 as NSString).deletingLastPathComponent }
        if var common = folders.first?.split(separator: "/").map(String.init) {
            for folder in folders.dropFirst() {
                let parts = folder.split(separator: "/").map(String.init)
                common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
            }
            let path = "/" + common.joined(separator: "/")
            if path.hasPrefix(root + "/") { return path }
        }
        let named = (root as NSString).appendingPathComponent(target.name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: named, isDirectory: &isFolder), isFolder.boolValue { return named }
        return root
    }

    private static func hasDeprecatedRole(_ plist: [String: Any]) -> Bool {
        let manifest = plist[SceneManifestPatch.manifestKey] as? [String: Any]
        let configurations = manifest?[SceneManifestPatch.configurationsKey] as? [String: Any]
        return configurations?[SceneManifestPatch.deprecatedRoleKey] != nil
    }

    /// The device and inode of the file at `path`, following links; `nil` when there is none.
    private func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    static func resolve(_ path: String, against folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    static let emptyPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        </dict>
        </plist>

        """
}

/// What one file is, whatever path names it.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}

extension String.StringInterpolation {
    fileprivate mutating func appendInterpolation(where placement: SceneManifestPatch.Placement) {
        switch placement {
        case .appendToRole: appendLiteral(" to the existing role entry, which named no delegate")
        case .insertRole: appendLiteral(" under UIApplicationSceneManifest/UISceneConfigurations")
        case .insertConfigurations: appendLiteral(" with UISceneConfigurations in the existing UIApplicationSceneManifest")
        case .insertManifest: appendLiteral(" with a new UIApplicationSceneManifest")
        }
    }
}
