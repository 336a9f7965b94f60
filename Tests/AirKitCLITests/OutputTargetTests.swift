import Foundation
import TestSupport
import Testing

/// `--output` and `--write-baseline` destinations that are not regular files. Devices are only
/// reached through links made in a scratch folder: a regression that renames over its
/// destination then replaces the link, never a node of `/dev`.
@Suite("airkit writes regular files whole and everything else in place, and reports a failed write")
struct OutputTargetTests {
    /// A scratch folder holding an app's Info.plist with an error-level finding.
    static func scratchWithApp() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("App/Info.plist", try Data(contentsOf: URL(fileURLWithPath: HostileInputTests.noDelegate)))
        return scratch
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test("a FIFO is written into, not replaced by a file")
    func fifo() throws {
        let scratch = try Self.scratchWithApp()
        defer { scratch.remove() }
        let result = try scratch.shell(
            """
            mkfifo report.fifo
            timeout 20 cat report.fifo > received.txt &
            "$AIRKIT" doctor App --output report.fifo
            status=$?
            wait
            [ -p report.fifo ] && echo "still a FIFO"
            exit $status
            """)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput == "still a FIFO\n")
        let received = try String(contentsOfFile: scratch.path + "/received.txt", encoding: .utf8)
        #expect(received.contains("Verdicts"), "the reader got the report: \(received)")
    }

    @Test("a link to a character device is written through and stays a link")
    func linkToCharacterDevice() throws {
        let scratch = try Self.scratchWithApp()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/sink", withDestinationPath: "/dev/null")
        let result = try Airkit.run(["doctor", "App", "--output", "sink", "--write-baseline", "sink"], in: scratch.path)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        #expect(Self.isLink(scratch.path + "/sink"))
    }

    @Test("a link like /dev/stdout writes to the process's standard output")
    func linkToStandardOutput() throws {
        let scratch = try Self.scratchWithApp()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/stdout", withDestinationPath: "/proc/self/fd/1")
        let result = try Airkit.run(["doctor", "App", "--output", "json=stdout"], in: scratch.path)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.contains("Verdicts"), "the text report")
        #expect(result.standardOutput.contains("\"schemaVersion\" : 3"), "and the JSON one, through the link")
        #expect(Self.isLink(scratch.path + "/stdout"))
    }

    @Test("a full device is an error line and exit status 2", arguments: ["--output", "--write-baseline"])
    func fullDevice(option: String) throws {
        let scratch = try Self.scratchWithApp()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/full", withDestinationPath: "/dev/full")
        let result = try Airkit.run(["doctor", "App", option, "full"], in: scratch.path)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError == "airkit: error: full: cannot be written (No space left on device)\n")
        #expect(Self.isLink(scratch.path + "/full"))
    }

    @Test("a regular file is replaced whole, keeping its mode")
    func regularFile() throws {
        let scratch = try Self.scratchWithApp()
        defer { scratch.remove() }
        let report = try scratch.write("report.txt", Data("old\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report)
        let result = try Airkit.run(["doctor", "App", "--output", "report.txt"], in: scratch.path)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("Verdicts"))
        let mode = try FileManager.default.attributesOfItem(atPath: report)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(names == ["App", "report.txt"], "no temporary file is left")
    }
}
