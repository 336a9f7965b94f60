import Foundation

/// The fixture projects and files under `Fixtures/XcodeProject`.
enum XcodeProjectFixtures {
    /// `Fixtures/XcodeProject` in the test bundle's resources.
    static var folder: String {
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the test bundle has no Fixtures folder")
        }
        return fixtures.appendingPathComponent("XcodeProject").path
    }

    /// The `project.pbxproj` of the fixture project `name` (`Fixtures/XcodeProject/NAME/NAME.xcodeproj`).
    static func pbxprojPath(ofProject name: String) -> String {
        "\(folder)/\(name)/\(name).xcodeproj/project.pbxproj"
    }

    /// The folder that holds the fixture project `name`'s `.xcodeproj`.
    static func projectFolder(_ name: String) -> String {
        URL(fileURLWithPath: "\(folder)/\(name)").standardizedFileURL.path
    }

    static func hostileFile(_ name: String) -> String {
        "\(folder)/Hostile/\(name)"
    }

    static func contents(of path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Every `.pbxproj` file under the fixtures, well-formed or not, sorted.
    static var allPBXProjFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".pbxproj") { paths.append("\(folder)/\(relative)") }
        }
        return paths.sorted()
    }

    /// The 1-based line of the first line of `text` that contains `fragment`.
    static func line(of fragment: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }
}
