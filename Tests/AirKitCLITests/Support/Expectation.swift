import Foundation
import Testing

/// A recorded run of `airkit`: the command, its exit status, standard output and standard error,
/// stored in `Tests/AirKitDoctorTests/Fixtures/CLI/Expectations/<name>.txt`.
///
/// A missing or different expectation fails the test and prints the actual run. To record a new
/// baseline deliberately, run the tests with `AIRKIT_RECORD_EXPECTATIONS=1`: the files are
/// written, and the tests still fail so the change is seen before it is committed.
struct Expectation {
    /// Kept with the doctor's fixtures: files in the CLI test target's own folder would be
    /// unhandled resources, which SwiftPM warns about.
    static let folder = Airkit.fixtures + "/CLI/Expectations"

    var name: String

    /// The file's text for a run: absolute paths of the repository are replaced by `$ROOT`, and of
    /// a scratch folder by `$SCRATCH`, so the record is the same on every machine.
    static func record(
        of arguments: [String], environment: [String: String], result: Airkit.Result, scratch: String? = nil
    ) -> String {
        let variables = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
        // An empty argument is shown as the shell would need it typed.
        let words = arguments.map { $0.isEmpty ? "''" : $0 }
        let text = """
            $ \((variables + ["airkit"] + words).joined(separator: " "))
            exit status: \(result.status)
            --- stdout
            \(result.standardOutput)--- stderr
            \(result.standardError)
            """
        let withoutScratch = scratch.map { text.replacingOccurrences(of: $0, with: "$SCRATCH") } ?? text
        return withoutScratch.replacingOccurrences(of: Airkit.repository, with: "$ROOT")
    }

    func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = "\(Self.folder)/\(name).txt"
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if ProcessInfo.processInfo.environment["AIRKIT_RECORD_EXPECTATIONS"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record(
                "Recorded \(name).txt; review it and run again without AIRKIT_RECORD_EXPECTATIONS.",
                sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("No expectation \(name).txt. Actual run:\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name).txt differs. Actual run:\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
