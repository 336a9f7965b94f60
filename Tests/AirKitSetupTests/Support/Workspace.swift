import Foundation
import Testing

/// A copy of a fixture project in a fresh temporary folder, so that setup can change it.
struct Workspace {
    /// This test target's fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    /// The doctor's corpus of real project shapes (each folder's expected.txt names its repository).
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AirKitDoctorTests/Fixtures/Corpus").path

    let root: String

    /// Copies the folder `source` (absolute) into a new temporary folder.
    init(copying source: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-setup-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(
                atPath: (source as NSString).appendingPathComponent(name), toPath: (root as NSString).appendingPathComponent(name)
            )
        }
    }

    /// What `Plain`'s one source file declares.
    enum PlainApp {
        /// The fixture as it is: a UIKit app delegate, with no scene delegate of its own.
        case uiKit
        /// A SwiftUI `App`, which adopts the scene life cycle whatever its Info.plist says: for tests of
        /// how setup edits an Info.plist shape that a UIKit app without scenes could not be set up with.
        case swiftUI
    }

    /// The `Plain` project with `infoPlist` (a file in Fixtures/InfoPlists) as its Info.plist,
    /// converted to binary when asked, and its source declaring `app`.
    static func plain(with infoPlist: String, binary: Bool = false, app: PlainApp = .uiKit) throws -> Workspace {
        let workspace = try Workspace(copying: fixtures + "/Plain")
        var data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/InfoPlists/" + infoPlist))
        if binary {
            let value = try PropertyListSerialization.propertyList(from: data, format: nil)
            data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        }
        try data.write(to: URL(fileURLWithPath: workspace.path("Plain/Info.plist")))
        if app == .swiftUI { try workspace.makeSwiftUIApp("Plain/AppDelegate.swift") }
        return workspace
    }

    /// Replaces the source file at `relative` with a SwiftUI `App` of the same name.
    func makeSwiftUIApp(_ relative: String) throws {
        let source =
            "import SwiftUI\n\n@main\nstruct PlainApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Plain\") }\n    }\n}\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    func path(_ relative: String) -> String {
        (root as NSString).appendingPathComponent(relative)
    }

    func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// Every file under the workspace, by relative path, with its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            files[relative] = try data(relative)
        }
        return files
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
