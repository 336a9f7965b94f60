import Foundation

/// Finds the `project.pbxproj` that PATH names.
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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        switch projects.count {
        case 0: throw SetupError("\(path): no .xcodeproj in this folder")
        case 1: return try inside((absolute as NSString).appendingPathComponent(projects[0]), shown: path)
        default:
            throw SetupError("\(path): several projects (\(projects.joined(separator: ", "))); pass the one to set up")
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
