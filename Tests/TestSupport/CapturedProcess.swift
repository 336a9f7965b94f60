import Foundation

/// Runs a program to completion and returns its exit status and everything it printed, for the tests
/// that drive the built `airkit` tool.
///
/// Output goes to files rather than pipes, so a child that prints a lot never blocks on a full pipe
/// while the test waits for it to exit.
public enum CapturedProcess {
    public struct Result: Equatable, Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String

        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// The executable called `name` in the build products folder that holds the running test bundle,
    /// found from `anchor`, a class of that bundle; `nil` when there is none.
    public static func executable(named name: String, besideBundleOf anchor: AnyClass) -> String? {
        [Bundle.main.executableURL, Bundle.main.bundleURL, Bundle(for: anchor).bundleURL]
            .compactMap { $0?.deletingLastPathComponent().appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable arguments…` in `directory`, with `environment` (the test's own when `nil`) and
    /// no standard input.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String, environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-process-\(UUID().uuidString)")
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
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8))
    }
}
