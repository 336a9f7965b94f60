import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// The doctor on the shapes of real public projects (`Fixtures/Corpus`), each with the verdict a
/// careful reader expects written down in its `expected.txt` before the doctor ran on it.
@Suite("The doctor on the real-project corpus")
struct CorpusGoldenTests {
    /// `Group/slug` of every fixture that has an `expected.txt`, sorted.
    static let fixtures: [String] = {
        guard let root = try? TestFiles.fixture("Corpus") else { return [] }
        let manager = FileManager.default
        let groups = (try? manager.contentsOfDirectory(atPath: root)) ?? []
        return groups.flatMap { group -> [String] in
            let slugs = (try? manager.contentsOfDirectory(atPath: root + "/" + group)) ?? []
            return slugs.filter { manager.fileExists(atPath: "\(root)/\(group)/\($0)/expected.txt") }.map { "\(group)/\($0)" }
        }.sorted()
    }()

    @Test("the corpus holds at least 40 projects")
    func corpusIsLargeEnough() {
        #expect(Self.fixtures.count >= 40, "found \(Self.fixtures.count): \(Self.fixtures)")
    }

    @Test("each project gets the verdict written down for it", arguments: fixtures)
    func verdictMatchesExpectation(fixture: String) throws {
        let folder = try TestFiles.fixture("Corpus/" + fixture)
        let expected = try CorpusExpectation.blocks(ofFile: folder + "/expected.txt")
        let report = try TestFiles.doctor.examine("Corpus/" + fixture)
        let actual = CorpusExpectation.blocks(of: report)
        #expect(actual == expected, "\(fixture)\n--- expected\n\(expected.joined())--- actual\n\(actual.joined())")
    }
}

/// The projection of a doctor report that `expected.txt` files are written in; see
/// `Fixtures/Corpus/README.md`.
enum CorpusExpectation {
    /// The blocks of an `expected.txt` (an `exit` line, then one block per app or skipped
    /// target), comments and blank lines dropped, each block ending in a newline, sorted.
    static func blocks(ofFile path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var blocks: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmedEnd = String(line.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
            if trimmedEnd.hasPrefix("#") || trimmedEnd.allSatisfy(\.isWhitespace) { continue }
            if trimmedEnd.hasPrefix(" "), !blocks.isEmpty {
                blocks[blocks.count - 1] += normalizedDetail(trimmedEnd) + "\n"
            } else {
                blocks.append(trimmedEnd + "\n")
            }
        }
        return blocks.sorted()
    }

    /// `adopted`, `not adopted` or `undetermined`, as `expected.txt` writes the `scenes:` line.
    private static func sceneLifeCycle(_ status: SceneLifeCycleAdoption.Status) -> String {
        switch status {
        case .adopted: "adopted"
        case .notAdopted: "not adopted"
        case .undetermined: "undetermined"
        }
    }

    /// `  ios-up-to-26: shown` with its indentation made two spaces.
    private static func normalizedDetail(_ line: String) -> String {
        "  " + line.drop { $0 == " " || $0 == "\t" }
    }

    static func blocks(of report: DoctorReport) -> [String] {
        var blocks = ["exit \(report.exitStatus.rawValue)\n"]
        for app in report.apps {
            let intent =
                app.diagnosis.intent.isPresent ? "external" : app.diagnosis.intent.isUndetermined ? "unknown" : "none"
            var block = "app \(app.name): intent \(intent)\n"
            block += "  scenes: \(sceneLifeCycle(app.diagnosis.sceneLifeCycle.status))\n"
            if intent != "none" {
                for verdict in app.diagnosis.verdicts {
                    block += "  \(verdict.row.rawValue): \(verdict.outcome.rawValue)\n"
                }
            }
            let errors = Set(app.diagnosis.findings.filter { $0.severity == .error }.map(\.id.rawValue)).sorted()
            if !errors.isEmpty { block += "  errors: \(errors.joined(separator: " "))\n" }
            blocks.append(block)
        }
        for target in report.skippedTargets {
            blocks.append("skipped \(target.name): \(target.platform)\n")
        }
        return blocks.sorted()
    }
}
