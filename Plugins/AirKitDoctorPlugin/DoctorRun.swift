import Foundation
import PackagePlugin

/// One use of the plugin: runs `airkit doctor --format xcode` on each path and turns each line it
/// prints into a diagnostic.
struct DoctorRun {
    /// The `airkit` executable SwiftPM built for the plugin.
    let tool: URL
    /// Where the plugin may write: the tool's output goes to files there.
    let workDirectory: URL
    /// The package's or Xcode project's folder: checked when no path is given, and the folder
    /// relative paths start from.
    let folder: URL
    /// Whether each diagnostic's message starts with its file and line (see
    /// ``XcodeIssueLine/emit(placeInMessage:folder:)``).
    var placeInMessage = false

    /// Runs the doctor as `arguments` ask; throws when a finding is an error or an input could not
    /// be read, so the command fails.
    func perform(arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let explained = extractor.extractOption(named: "explain")
        let unknown = extractor.remainingArguments.filter { $0.hasPrefix("-") }
        guard unknown.isEmpty else {
            throw PluginFailure("unknown option '\(unknown[0])'; usage: swift package airkit-doctor [--explain ID] [PATH…]")
        }
        if let id = explained.last {
            try explain(id)
        } else {
            try check(extractor.remainingArguments.isEmpty ? [folder.path] : extractor.remainingArguments.map(resolved))
        }
    }

    /// Prints `airkit doctor --explain ID`.
    private func explain(_ id: String) throws {
        let output = try invoke(["doctor", "--explain", id])
        print(output.standardOutput, terminator: "")
        try reportUnreadable(output)
    }

    /// Runs the doctor on each path and reports its findings; throws on an error-level finding.
    private func check(_ paths: [String]) throws {
        var tally = FindingTally()
        for path in paths {
            let output = try invoke(["doctor", path, "--format", "xcode"])
            try reportUnreadable(output)
            for line in output.standardOutput.split(separator: "\n") {
                let issue = XcodeIssueLine(String(line))
                if placeInMessage && issue.file == nil {
                    print(issue.message)  // A verdict: `swift package` hides remarks.
                } else {
                    issue.emit(placeInMessage: placeInMessage, folder: folder.path)
                }
                tally.count(issue)
            }
        }
        print("airkit doctor: \(tally.summary) in \(paths.joined(separator: ", "))")
        if tally.errors > 0 {
            throw PluginFailure("airkit doctor found \(tally.errors) error-level finding\(tally.errors == 1 ? "" : "s")")
        }
    }

    /// `path` made absolute against ``folder``.
    private func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }

    /// Exit status 2 (usage error or unreadable input): each of the tool's error lines becomes an
    /// error, and the command fails.
    private func reportUnreadable(_ output: ToolOutput) throws {
        guard output.status > 1 else { return }
        for line in output.standardError.split(separator: "\n") where line.hasPrefix("airkit: error: ") {
            Diagnostics.error(String(line.dropFirst("airkit: error: ".count)), file: nil, line: nil)
        }
        throw PluginFailure("airkit exited with status \(output.status)")
    }

    private struct ToolOutput {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs the tool with its output in files, so a long report never blocks on a full pipe.
    private func invoke(_ arguments: [String]) throws -> ToolOutput {
        let outputURL = workDirectory.appendingPathComponent("doctor.out")
        let errorURL = workDirectory.appendingPathComponent("doctor.err")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return ToolOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
