import AirKitDoctor
import Foundation
import Testing

/// The committed fixtures and scratch folders for tests that build file trees.
enum TestFiles {
    /// `Tests/AirKitDoctorTests/Fixtures`, as copied into the test bundle.
    static var fixtures: String {
        get throws {
            try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).path
        }
    }

    static func fixture(_ relativePath: String) throws -> String {
        try fixtures + "/" + relativePath
    }

    static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: fixture(relativePath)))
    }

    /// A doctor whose paths read relative to the fixtures folder.
    static var doctor: Doctor {
        get throws { Doctor(paths: PathDisplay(currentDirectory: try fixtures)) }
    }
}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-doctor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` at `relativePath`, creating folders on the way.
    @discardableResult
    func write(_ relativePath: String, _ contents: Data = Data()) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try contents.write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    func write(_ relativePath: String, text: String) throws -> String {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func folder(_ relativePath: String) throws -> String {
        let folder = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An `.app` bundle holding `infoPlist` (a fixture path under `InfoPlist/`) and, when given,
    /// `executable` copied under the bundle's `CFBundleExecutable` name (`Banner`).
    @discardableResult
    func appBundle(_ name: String = "Banner.app", infoPlist: String, executable: Data? = nil) throws -> String {
        let bundle = try folder(name)
        try write("\(name)/Info.plist", TestFiles.data("InfoPlist/\(infoPlist)"))
        if let executable { try write("\(name)/Banner", executable) }
        return bundle
    }
}
