import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// Users read titles, explanations, messages and fixes; they name Apple's APIs and AirKit's own
/// documentation, never the notes the project was researched from.
@Suite("User-facing text")
struct UserFacingTextTests {
    static let forbidden = ["seed", "../shared", "apple-api-facts"]

    static func offending(_ text: String) -> [String] {
        forbidden.filter { text.lowercased().contains($0) }
    }

    @Test("no title or explanation names a research note", arguments: FindingID.allCases)
    func explanations(id: FindingID) {
        #expect(Self.offending(id.title) == [])
        #expect(Self.offending(id.explanation) == [])
        #expect(Self.offending(ExplanationRenderer.render(id, format: .text)) == [])
    }

    @Test("no finding message or fix names a research note, across fixtures that raise every finding")
    func messagesAndFixes() throws {
        let findings = try Self.findingsOfEveryKind()
        let seen = Set(findings.map(\.id.rawValue))
        let expected = Set((1...20).map { "AK" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + String($0) })
        #expect(expected.subtracting(seen).sorted() == [], "these findings were never raised, so their text is unchecked")
        for finding in findings {
            #expect(Self.offending(finding.message) == [], "\(finding.id.rawValue) message: \(finding.message)")
            #expect(Self.offending(finding.fix) == [], "\(finding.id.rawValue) fix: \(finding.fix)")
        }
    }

    /// The findings for the whole fixtures folder, each Info.plist fixture on its own, and app
    /// bundles pairing Info.plists with executables.
    static func findingsOfEveryKind() throws -> [Finding] {
        let doctor = try TestFiles.doctor
        var reports = [doctor.examine(".")]
        let plists = try FileManager.default.contentsOfDirectory(atPath: TestFiles.fixture("InfoPlist")).filter {
            $0.hasSuffix(".plist")
        }
        reports += plists.map { doctor.examine("InfoPlist/" + $0) }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bundleDoctor = Doctor(paths: PathDisplay(currentDirectory: scratch.path))
        for executable in ["App-sdk26-none", "App-sdk27-none", "App-sdk27-delegate"] {
            for plist in ["Built-Healthy.plist", "Built-SDK26.plist", "Built-ModuleQualifiedDelegate.plist"] {
                let name = "\(executable)-\(plist).app"
                try scratch.appBundle(name, infoPlist: plist, executable: TestFiles.data("MachO/" + executable))
                reports.append(bundleDoctor.examine(name))
            }
        }
        return reports.flatMap { $0.apps.flatMap(\.diagnosis.findings) }
    }
}
