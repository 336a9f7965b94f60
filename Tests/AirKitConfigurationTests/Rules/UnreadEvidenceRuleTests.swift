import AirKitConfiguration
import Testing

@Suite("The doctor says it cannot tell when what could show intent was not read")
struct UnreadEvidenceRuleTests {
    /// An app with a project, whose configurations name `source`, and code read as `code`.
    static func app(source: BuildConfigurationEvidence.SourceInfoPlist, code: CodeEvidence) -> AppEvidence {
        let configurations = ["Debug", "Release"].map { Fake.configuration($0, generatesInfoPlist: "NO", source: source) }
        return AppEvidence(name: "VLC-iOS", project: Fake.project(configurations), code: code)
    }

    static let ordinaryPlist = BuildConfigurationEvidence.SourceInfoPlist.loaded(
        Fake.source(manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]])))

    @Test("a missing Info.plist leaves the intent undetermined: no AK019, no mirrors, and no error")
    func missingInfoPlist() {
        let diagnosis = Rules.diagnose(
            Self.app(source: .missing(path: "Resources/iOS/Info.plist"), code: CodeEvidence(fileCount: 4)))
        #expect(!diagnosis.intent.isPresent)
        #expect(diagnosis.intent.isUndetermined)
        #expect(diagnosis.intent.unreadEvidence == ["the Info.plist Resources/iOS/Info.plist is not on disk"])
        #expect(!diagnosis.findings.contains { $0.id == .noExternalDisplayIntent })
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .undetermined || $0.outcome == .failsToLaunch })
        #expect(diagnosis.verdicts.contains { $0.reason.contains("Resources/iOS/Info.plist is not on disk") })
        #expect(diagnosis.highestSeverity != .error)
    }

    @Test(
        "sources too incomplete to trust leave the intent undetermined",
        arguments: [
            (read: 0, missing: 913, unreadable: 0), (read: 2, missing: 9, unreadable: 0), (read: 10, missing: 0, unreadable: 1),
        ])
    func partialCheckout(read: Int, missing: Int, unreadable: Int) {
        let code = CodeEvidence(
            fileCount: read, listedFileCount: read + missing + unreadable, missingFileCount: missing,
            unreadableFileCount: unreadable)
        let diagnosis = Rules.diagnose(Self.app(source: Self.ordinaryPlist, code: code))
        #expect(diagnosis.intent.isUndetermined)
        #expect(!diagnosis.findings.contains { $0.id == .noExternalDisplayIntent })
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome != .mirrors })
        #expect(diagnosis.intent.unreadEvidence.first?.contains("of the \(read + missing + unreadable) source files") == true)
    }

    @Test("a few missing files (generated during the build) still allow AK019")
    func generatedFilesDoNotCount() {
        let code = CodeEvidence(fileCount: 10, listedFileCount: 12, missingFileCount: 2)
        let diagnosis = Rules.diagnose(Self.app(source: Self.ordinaryPlist, code: code))
        #expect(!diagnosis.intent.isUndetermined)
        #expect(diagnosis.findings.map(\.id).contains(.noExternalDisplayIntent))
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .mirrors || $0.outcome == .failsToLaunch })
    }

    @Test("a sign found anywhere decides, whatever was not read")
    func signalWins() {
        var code = CodeEvidence(fileCount: 1, listedFileCount: 4, missingFileCount: 3)
        code.externalDisplaySignals = [
            .init(kind: .externalDisplayPlugin, location: SourceLocation(path: "pubspec.yaml", line: 12))
        ]
        let diagnosis = Rules.diagnose(Self.app(source: .missing(path: "Runner/Info.plist"), code: code))
        #expect(diagnosis.intent.isPresent)
        #expect(!diagnosis.intent.isUndetermined)
    }

    @Test("a built Info.plist is what was read: an unread source plist does not matter")
    func builtPlistDecides() {
        var evidence = Self.app(source: .missing(path: "Resources/iOS/Info.plist"), code: CodeEvidence(fileCount: 4))
        evidence.builtInfoPlist = Fake.built(manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]]))
        #expect(!ExternalDisplayIntent(evidence).isUndetermined)
    }
}
