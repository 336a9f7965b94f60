import AirKitDoctor
import Foundation

/// Finds the `project.pbxproj` that PATH names: the project itself, or the one project in a folder,
/// looked for below it the way `airkit doctor` looks (so `airkit setup .` at a repository root
/// finds `ios/App.xcodeproj`).
enum ProjectLocation {
    static func pbxproj(for path: String) throws(SetupError) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw SetupError("\(path): no such file or folder")
        }
        if !isFolder.boolValue {
            guard (absolute as NSString).lastPathComponent == "project.pbxproj" else {
                throw SetupError("\(path): not an .xcodeproj, a project.pbxproj or a folder holding an .xcodeproj")
            }
            return absolute
        }
        if absolute.hasSuffix(".xcodeproj") { return try inside(absolute, shown: path) }
        let found: [String]
        do {
            found = try InputDiscovery.discover(absolute).projects.sorted()
        } catch {
            throw SetupError("\(path): \(error.reason)")
        }
        let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
        // Shown as the user would pass them: below PATH, each .xcodeproj once.
        let projects = found.map { pbxproj in
            let project = (pbxproj as NSString).deletingLastPathComponent
            let below = project.hasPrefix(prefix) ? String(project.dropFirst(prefix.count)) : project
            return (pbxproj: pbxproj, shown: path == "." ? below : (path as NSString).appendingPathComponent(below))
        }
        switch projects.count {
        case 0: throw SetupError("\(path): no .xcodeproj in this folder or below it")
        case 1: return projects[0].pbxproj
        default:
            throw SetupError(
                "\(path): several projects (\(projects.map(\.shown).joined(separator: ", "))); pass the one to set up")
        }
    }

    private static func inside(_ project: String, shown: String) throws(SetupError) -> String {
        let file = (project as NSString).appendingPathComponent("project.pbxproj")
        guard FileManager.default.fileExists(atPath: file) else {
            throw SetupError("\(shown): \((project as NSString).lastPathComponent) has no project.pbxproj")
        }
        return file
    }
}
