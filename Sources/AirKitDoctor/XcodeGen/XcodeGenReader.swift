import Foundation

/// Reads an XcodeGen spec (`project.yml`) and the specs it includes into an ``XcodeGenProject``.
///
/// Follows XcodeGen's `Docs/ProjectSpec.md` (yonaskolb/XcodeGen): `include:` (paths or
/// `{path, relativePaths, enable}`, merged in order with the including spec on top: mappings
/// merge, lists append, other values are replaced, `key:REPLACE` replaces), `options.deploymentTarget`,
/// `configs`, `settings` and `settingGroups`, `configFiles`, `packages`, `targetTemplates`
/// (`templates` and `templateAttributes`, with `${target_name}`), and `targets` with `type`,
/// `platform` (a list gives one target per platform, `${platform}` substituted, named with
/// `platformPrefix` + name + `platformSuffix`, default `_<platform>`), `supportedDestinations`,
/// `deploymentTarget`, `sources`, `info`, `settings`, `configFiles` and `dependencies`.
///
/// Not applied: environment variables (`${VAR}` stays as written), XcodeGen's default settings
/// presets, `.xcconfig` contents, the search for an `Info.plist` among the sources when neither
/// `info` nor `INFOPLIST_FILE` is given, and a target's `name` override. Only a root spec that
/// cannot be read or parsed is an error; everything else that cannot be used becomes a line in
/// ``XcodeGenProject/problems``.
public enum XcodeGenReader {
    /// Included specs read per project, all levels together.
    public static let maximumIncludedFiles = 64
    /// How deep includes may include others.
    public static let maximumIncludeDepth = 8

    /// Reads the spec at `path` (relative paths are taken from the current directory), and the
    /// specs it includes from inside the folder that holds it.
    public static func read(projectAt path: String) throws(XcodeGenReadError) -> XcodeGenProject {
        let absolutePath = FilePaths.resolve(path, against: currentDirectory)
        return try read(projectAt: absolutePath, within: ReadScope(folder: FilePaths.parent(of: absolutePath)))
    }

    /// Reads the spec at `path` and the specs it includes, reading only what `scope` admits: an
    /// include outside the project folder is one of ``XcodeGenProject/unreadableIncludes``.
    public static func read(projectAt path: String, within scope: ReadScope) throws(XcodeGenReadError) -> XcodeGenProject {
        let absolutePath = FilePaths.resolve(path, against: currentDirectory)
        var loader = XcodeGenSpecLoader(scope: scope)
        let spec: YAMLNode
        do {
            spec = try loader.loadRoot(absolutePath)
        } catch {
            throw XcodeGenReadError(description: error.description)
        }
        guard spec.entries != nil else {
            throw XcodeGenReadError(description: "not an XcodeGen spec (the top level is not a mapping)")
        }
        var builder = XcodeGenModelBuilder(spec: spec, path: absolutePath, problems: loader.problems)
        var project = builder.build()
        project.includedFiles = loader.includedFiles
        project.unreadableIncludes = loader.unreadableIncludes
        project.problems = project.problems.map { OneLine.squeeze($0, limit: 400) }
        return project
    }

    private static var currentDirectory: String {
        FileManager.default.currentDirectoryPath
    }
}

/// Why a spec could not be read at all, in one line without the file's path
/// (for example `line 4: tab in indentation (YAML allows only spaces)`).
public struct XcodeGenReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
