import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("airkit: standard output that cannot be written")
struct OutputFailureTests {
    /// A report (exit status 1), help, and an explanation: every path that writes to stdout.
    static let commands: [[String]] = [
        ["doctor", Airkit.fixtures + "/InfoPlist/Built-NoDelegate.plist"],
        ["doctor", "--help"],
        ["doctor", "--explain", "AK008"],
    ]

    @Test("a full disk gives one line on stderr and exit status 2", arguments: commands)
    func fullDisk(arguments: [String]) throws {
        let outcome = try Spawn.airkit(arguments, output: .file("/dev/full"))
        #expect(
            outcome
                == Spawn.Outcome(
                    status: 2, signal: nil,
                    standardError: "airkit: error: cannot write to standard output: No space left on device\n"))
    }

    @Test("a closed standard output gives one line on stderr and exit status 2", arguments: commands)
    func closedOutput(arguments: [String]) throws {
        let outcome = try Spawn.airkit(arguments, output: .closed)
        #expect(
            outcome
                == Spawn.Outcome(
                    status: 2, signal: nil, standardError: "airkit: error: cannot write to standard output: Bad file descriptor\n"
                ))
    }

    @Test(
        "a pipe whose reader is gone ends quietly with the report's own status",
        arguments: [Spawn.BrokenPipeSignal.defaultAction, .ignored])
    func brokenPipe(signal: Spawn.BrokenPipeSignal) throws {
        let outcome = try Spawn.airkit(Self.commands[0], output: .pipeWithoutReader, brokenPipeSignal: signal)
        #expect(outcome == Spawn.Outcome(status: 1, signal: nil, standardError: ""))
    }

    @Test("a pipe whose reader is gone keeps a clean report's status 0")
    func brokenPipeClean() throws {
        let outcome = try Spawn.airkit(
            ["doctor", Airkit.fixtures + "/InfoPlist/Built-Healthy.plist"], output: .pipeWithoutReader)
        #expect(outcome == Spawn.Outcome(status: 0, signal: nil, standardError: ""))
    }

    @Test("a non-blocking pipe that keeps filling up still receives the whole report")
    func fullNonBlockingPipe() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for copy in 1...40 {
            try FileManager.default.createDirectory(atPath: scratch + "/Copies", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Airkit.fixtures + "/Projects/UIKitDelegate", toPath: scratch + "/Copies/UIKitDelegate\(copy)")
        }
        // An absolute PATH outside both working folders, so both runs print the same paths.
        let arguments = ["doctor", scratch + "/Copies"]
        let expected = try Airkit.run(arguments, in: Airkit.repository)
        #expect(expected.standardOutput.utf8.count > 2 * 65_536)
        let outcome = try Spawn.airkit(arguments, output: .slowNonBlockingPipe)
        #expect(outcome.status == expected.status && outcome.signal == nil && outcome.standardError.isEmpty)
        #expect(outcome.standardOutput == expected.standardOutput)
    }

    @Test("input errors still reach stderr when stdout is closed")
    func inputErrorsWithClosedOutput() throws {
        let outcome = try Spawn.airkit(["doctor", "/nonexistent/Banner.app"], output: .closed)
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "airkit: error: /nonexistent/Banner.app: no such file or directory\n")
    }

    /// A copy of setup's `Plain` project with an Info.plist that lacks the external role, at an
    /// absolute path (`Spawn` runs in the test's working folder). Its app is a SwiftUI `App`, which
    /// adopts the scene life cycle, so setup may add the role without `--adopt-scenes`.
    private static func plainProject() throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("airkit-cli-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Airkit.repository + "/Tests/AirKitSetupTests/Fixtures/Plain", toPath: scratch)
        try FileManager.default.copyItem(
            atPath: Airkit.repository + "/Tests/AirKitSetupTests/Fixtures/InfoPlists/NoManifest.plist",
            toPath: scratch + "/Plain/Info.plist")
        let app = """
            import SwiftUI

            @main
            struct PlainApp: App {
                var body: some Scene {
                    WindowGroup { Text("Plain") }
                }
            }

            """
        try Data(app.utf8).write(to: URL(fileURLWithPath: scratch + "/Plain/AppDelegate.swift"))
        return scratch
    }

    @Test("setup on a full disk: the changes are made, status 0, and stderr says the report could not be printed")
    func setupWithFullDisk() throws {
        let project = try Self.plainProject()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let before = try Data(contentsOf: URL(fileURLWithPath: project + "/Plain/Info.plist"))
        let outcome = try Spawn.airkit(["setup", project], output: .file("/dev/full"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: project + "/Plain/Info.plist")) != before)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("No space left on device"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("changed"), "\(outcome.standardError)")
    }

    @Test("setup with a closed standard output stops before writing: status 2, every file as it was")
    func setupWithClosedOutput() throws {
        let project = try Self.plainProject()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let before = try Data(contentsOf: URL(fileURLWithPath: project + "/Plain/Info.plist"))
        let outcome = try Spawn.airkit(["setup", project], output: .closed)
        #expect(outcome.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: project + "/Plain/Info.plist")) == before)
        #expect(
            outcome.standardError.hasPrefix("airkit: error: cannot write to standard output"), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
    }
}
