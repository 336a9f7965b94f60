import AirKitDoctor
import Foundation

/// Works out every change for one target, collecting the new file contents and the report.
struct SetupPlanner {
    static let generationKey = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

    let options: SetupOptions
    let pbxprojPath: String
    let project: XcodeProject
    let targets: ProjectTargets
    let target: XcodeProject.Target
    let targetID: String
    /// The object identifier of each of the target's configurations, by configuration name.
    let configurationIDs: [String: String]
    var editor: PBXProjEditor
    var notes: [SetupNote] = []
    /// Info.plist files to write, by path.
    var infoPlists: [String: PlannedFile] = [:]
    var infoPlistOrder: [String] = []
    /// `.xcconfig` files to rewrite: their text and line edits, by path.
    var xcconfigs: [String: (text: String, edits: LineEdits)] = [:]
    /// Per configuration name, the settings setup writes in the target, for the final check.
    var settingChanges: [String: [String: String]] = [:]
    /// The target does not adopt the scene life cycle and setup was asked to move it onto it.
    var migratesLifeCycle = false
    /// The folder the person named, when it holds the project: the doctor may read the framework's
    /// manifests there (a Flutter app's `pubspec.yaml` above `ios/`).
    var namedFolder: String?
    /// The `project.pbxproj` text to write before any Info.plist, with the settings it changes:
    /// when a new file needs room made for it first, or the package linked before an Info.plist
    /// names a class from it (see ``PlannedFile/intermediate``).
    var stagedPBXProj: (text: String, changes: [String: [String: String]])?
    /// The folders setup writes in or reads from, where an interrupted run may have left files.
    var foldersTouched: Set<String> = []
    /// The project folder (the one holding the `.xcodeproj`): setup reads and writes nothing
    /// outside it, follows no link out of it, and touches no hidden file in it.
    let scope: ReadScope
    let xcconfigCache: XCConfigCache

    init(pbxprojPath: String, options: SetupOptions) throws(SetupError) {
        self.options = options
        self.pbxprojPath = pbxprojPath
        let projectFolder = ((pbxprojPath as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        scope = ReadScope(folder: projectFolder)
        xcconfigCache = XCConfigCache(scope: scope)
        let data: Data
        do {
            data = try XcodeProjectReader.contents(ofFileAt: pbxprojPath, within: scope)
        } catch {
            throw SetupError("\(SetupPaths.shown(pbxprojPath)): \(error.description)")
        }
        do {
            project = try XcodeProjectReader.read(
                pbxproj: data, at: pbxprojPath,
                sourceFilesInFolder: { [scope] in XcodeProjectReader.sourceFolderOnDisk(under: $0, within: scope) })
        } catch {
            throw SetupError("\(SetupPaths.shown(pbxprojPath)): \(error.description)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SetupError("\(SetupPaths.shown(pbxprojPath)): not UTF-8 text")
        }
        targets = ProjectTargets(project: project, paths: PathDisplay(), scope: scope)
        target = try Self.chooseTarget(options.targetName, in: targets, project: project)
        editor = try PBXProjEditor(text: text)
        guard let id = editor.objectID(atLine: target.line, isa: "PBXNativeTarget") else {
            throw SetupError("\(SetupPaths.shown(pbxprojPath)): cannot find target \(target.name)'s object")
        }
        targetID = id
        var ids: [String: String] = [:]
        for configuration in target.buildConfigurations {
            ids[configuration.name] = editor.objectID(atLine: configuration.line, isa: "XCBuildConfiguration")
        }
        configurationIDs = ids
    }

    /// The iOS app target named `name`, or the only one.
    private static func chooseTarget(_ name: String?, in targets: ProjectTargets, project: XcodeProject)
        throws(SetupError) -> XcodeProject.Target
    {
        let iOSApps = targets.applications().iOS
        if let name {
            if let match = iOSApps.first(where: { $0.name == name }) { return match }
            if project.targets.contains(where: { $0.name == name }) {
                throw SetupError("target '\(name)' is not an iOS app target")
            }
            let known = iOSApps.map(\.name).joined(separator: ", ")
            throw SetupError("unknown target '\(name)' (iOS app targets: \(known.isEmpty ? "none" : known))")
        }
        switch iOSApps.count {
        case 0: throw SetupError("\(SetupPaths.shown(project.path)): no iOS app target")
        case 1: return iOSApps[0]
        default:
            let names = iOSApps.map { "'\($0.name)'" }.joined(separator: ", ")
            throw SetupError("several iOS app targets (\(names)); choose one with --target")
        }
    }

    /// The target's settings for `configuration` in a device build.
    func settings(_ configuration: XcodeProject.BuildConfiguration) -> BuildSettings {
        targets.settings(target, configuration)
    }

    /// Sets a build setting in one of the target's configurations, remembering it for the check.
    mutating func setTargetSetting(_ key: String, to value: String, in configuration: XcodeProject.BuildConfiguration)
        -> Bool
    {
        guard let id = configurationIDs[configuration.name],
            editor.setBuildSetting(key, to: value, inConfiguration: id)
        else { return false }
        settingChanges[configuration.name, default: [:]][key] = value
        return true
    }

    /// Keeps the project as edited so far as the version written before any Info.plist.
    mutating func stagePBXProj() {
        if editor.hasChanges { stagedPBXProj = (editor.text, settingChanges) }
    }

    mutating func note(_ kind: SetupNote.Kind, _ text: String) {
        notes.append(SetupNote(kind, text))
    }

    /// The plan, every file checked as data against what was meant.
    func finish() throws(SetupError) -> SetupPlan {
        var files: [PlannedFile] = []
        if editor.hasChanges {
            let updated = Data(editor.text.utf8)
            try PlanCheck.pbxproj(updated, replacing: project, at: pbxprojPath, target: target, changes: settingChanges)
            // Kept even when it is the final version: then the whole project goes first.
            let intermediate = stagedPBXProj.map { Data($0.text.utf8) }
            if let intermediate {
                try PlanCheck.pbxproj(
                    intermediate, replacing: project, at: pbxprojPath, target: target, changes: stagedPBXProj?.changes ?? [:])
            }
            files.append(
                PlannedFile(
                    path: pbxprojPath, kind: .pbxproj, original: Data(editor.original.utf8), updated: updated,
                    intermediate: intermediate))
        }
        for path in infoPlistOrder { if let file = infoPlists[path] { files.append(file) } }
        for path in xcconfigs.keys.sorted() {
            guard let file = xcconfigs[path] else { continue }
            files.append(
                PlannedFile(
                    path: path, kind: .xcconfig, original: Data(file.text.utf8),
                    updated: Data(file.edits.applied(to: file.text).utf8)))
        }
        var notes = notes
        let leftovers = Leftovers.find(in: foldersTouched.union([(pbxprojPath as NSString).deletingLastPathComponent]))
        notes += leftovers.map { SetupNote(.change, "removed \(relativeToProject($0)), left by an interrupted run of setup") }
        return SetupPlan(files: files, notes: notes, projectFolder: scope.folder, leftovers: leftovers)
    }

    /// Stops setup when the run went past one of its read budgets (``ReadScope``): what was
    /// planned rests on settings only partly read. This error takes the place of any other.
    func checkBudgets() throws(SetupError) {
        if let exceeded = scope.exceededBudget {
            throw SetupError("\(SetupPaths.shown(exceeded.path)): \(exceeded.reason); setup changed nothing")
        }
    }

    /// `path` relative to the project folder, as `INFOPLIST_FILE` and messages write it.
    func relativeToProject(_ path: String) -> String {
        let root = project.sourceRoot.hasSuffix("/") ? project.sourceRoot : project.sourceRoot + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}

/// How setup's errors name files: relative to the current folder when inside it, as the doctor
/// writes them.
enum SetupPaths {
    static func shown(_ path: String) -> String {
        PathDisplay().relative(path)
    }

    /// The phrase for a path ``ReadScope`` refuses, in a note or an error about writing it.
    static func refusal(_ refusal: ReadScope.Refusal) -> String {
        "\(refusal.reason); setup reads and writes only inside the project folder"
    }
}
