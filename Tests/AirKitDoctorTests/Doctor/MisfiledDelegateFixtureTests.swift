import AirKitConfiguration
import AirKitDoctor
import Testing

@Suite("The doctor on AirKit's delegate filed under the application role")
struct MisfiledDelegateFixtureTests {
    private static let file = "InfoPlist/Built-AirKitDelegateUnderApplicationRole.plist"

    @Test("AK020 points at the delegate's line and names the role; AK002 reports the missing external entry")
    func findingsAtTheirLines() throws {
        let report = try TestFiles.doctor.examine(Self.file)
        let app = try #require(report.apps.first)
        let found = app.diagnosis.findings.map { $0.id.rawValue + ($0.location.line.map { "@\($0)" } ?? "") }
        #expect(found == ["AK002@29", "AK020@38"])
        let finding = try #require(app.diagnosis.findings.first { $0.id == .airKitDelegateUnderOtherRole })
        #expect(finding.location.path == Self.file)
        #expect(finding.message.contains("UIWindowSceneSessionRoleApplication"))
        #expect(report.exitStatus == .errorFindings)
    }

    @Test("The entry alone is enough intent for the doctor to check the app")
    func entryCountsAsIntent() throws {
        let app = try #require(try TestFiles.doctor.examine(Self.file).apps.first)
        #expect(app.diagnosis.intent.isPresent)
        #expect(!app.diagnosis.findings.contains { $0.id == .noExternalDisplayIntent })
    }
}
