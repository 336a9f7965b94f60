import AirKitConfiguration

/// The assignments of one level of Xcode's build-setting stack (a project or target `.xcconfig`, or
/// a project or target configuration's `buildSettings`), in the order Xcode pushes them: within a
/// layer, a later assignment takes precedence over an earlier one whose conditions also match.
///
/// `problems` holds one line per thing that could not be read (a missing `#include`, a binary file,
/// a malformed line); the assignments that could be read are still there.
public struct SettingsLayer: Sendable, Equatable {
    public var assignments: [SettingAssignment]
    public var problems: [String]
    /// The `.xcconfig` files not read because they lie outside the project folder (or are hidden,
    /// or links out of it), as absolute paths: the layer may lack settings they hold.
    public var refusedFiles: [String]

    public init(assignments: [SettingAssignment], problems: [String] = [], refusedFiles: [String] = []) {
        self.assignments = assignments
        self.problems = problems
        self.refusedFiles = refusedFiles
    }

    /// The `buildSettings` of one configuration in `project.pbxproj` at `path`.
    ///
    /// A dictionary has no order, so, as Xcode's build system does, the keys are taken in sorted
    /// order: `KEY` comes before `KEY[sdk=iphoneos*]`, so a conditional value that matches
    /// overrides the plain one. List values are joined with a space, as Xcode shows them.
    public init(buildSettings: [String: XcodeProject.BuildSetting], path: String) {
        let assignments = buildSettings.sorted { $0.key < $1.key }.map { key, setting in
            SettingAssignment(key: key, value: setting.value, location: SourceLocation(path: path, line: setting.line))
        }
        let problems = assignments.filter { $0.name == nil }.map { "\($0.location): malformed build setting name \"\($0.key)\"" }
        self.init(assignments: assignments, problems: problems)
    }

    /// The assignments of the `.xcconfig` file at `path` and the files it includes, in reading order,
    /// reading only inside the folder that holds it. Never throws: an unreadable file gives an
    /// empty layer with the reason in `problems`.
    public init(xcconfigAt path: String) {
        self.init(xcconfigAt: path, within: ReadScope(folder: FilePaths.parent(of: path)))
    }

    /// The assignments of `text`, read as the `.xcconfig` file at `path` would be (its includes
    /// found from there): how setup checks a file before it replaces the one at `path`.
    public init(xcconfigText text: String, as path: String, within scope: ReadScope) {
        let file = XCConfigFile.read(text: text, as: path, within: scope)
        self.init(assignments: file.assignments, problems: file.problems, refusedFiles: file.refusedFiles)
    }

    /// The same, reading only what `scope` admits: an include outside the project folder is a
    /// problem, and its settings are not read.
    public init(xcconfigAt path: String, within scope: ReadScope) {
        let file = XCConfigFile.read(path: path, within: scope)
        self.init(assignments: file.assignments, problems: file.problems, refusedFiles: file.refusedFiles)
    }
}
