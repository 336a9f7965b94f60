import Foundation
import Testing

/// Runs the built `airkit` executable and captures what it prints.
enum Airkit {
    /// The repository, found from this file's location.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The doctor's committed fixtures.
    static let fixtures = repository + "/Tests/AirKitDoctorTests/Fixtures"

    /// The `airkit` binary in the build products folder that holds this test bundle.
    static var executable: String {
        get throws {
            let candidates = [Bundle.main.executableURL, Bundle.main.bundleURL, Bundle(for: Marker.self).bundleURL]
                .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("airkit").path }
            return try #require(
                candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "no airkit binary next to \(candidates)")
        }
    }

    private final class Marker {}

    struct Result: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `airkit arguments…` in `directory` with only `environment` (plus `PATH`) set.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        // Output goes to files, so the child never waits on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus, standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}
