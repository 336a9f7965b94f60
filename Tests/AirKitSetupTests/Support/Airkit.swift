import Foundation
import Testing

/// Runs the built `airkit` executable, which sits next to this test bundle.
enum AirkitCommand {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    private final class Marker {}

    static var executable: String {
        get throws {
            let locations = [Bundle.main.executableURL, Bundle.main.bundleURL, Bundle(for: Marker.self).bundleURL]
            let candidates = locations.compactMap { $0?.deletingLastPathComponent().appendingPathComponent("airkit").path }
            return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "no airkit binary")
        }
    }

    static func run(_ arguments: [String], in folder: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-setup-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("out")
        let errorURL = scratch.appendingPathComponent("err")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus, output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorURL, encoding: .utf8))
    }

    /// Runs a program from the system (`patch`, `chattr`), returning its status.
    @discardableResult
    static func system(_ path: String, _ arguments: [String], in folder: String? = nil) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
