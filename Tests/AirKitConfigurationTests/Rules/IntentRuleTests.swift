import AirKitConfiguration
import Testing

@Suite("AK019: apps that never ask for an external display are not failed")
struct IntentRuleTests {
    /// An ordinary app: a scene manifest with only the application role (and its scene delegate, so
    /// the app adopts the scene life cycle), code that does nothing with other displays.
    static func ordinaryApp() -> AppEvidence {
        AppEvidence(
            name: "Podcasts",
            sourceInfoPlist: Fake.source(manifest: Fake.manifest([Fake.applicationRole: [Fake.applicationEntry]])),
            code: CodeEvidence(fileCount: 12))
    }

    @Test("an app with no signal gets one note, mirroring verdicts that say why, and no error")
    func ordinaryAppGetsOneNote() {
        let diagnosis = Rules.diagnose(Self.ordinaryApp())
        #expect(diagnosis.findings.map(\.id) == [.noExternalDisplayIntent])
        #expect(diagnosis.highestSeverity == .note)
        #expect(!diagnosis.intent.isPresent)
        #expect(diagnosis.verdicts.count == 3)
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .mirrors && $0.causes == [.noExternalDisplayIntent] })
    }

    @Test(
        "each signal alone makes mirroring an error again",
        arguments: CodeEvidence.ExternalDisplaySignal.Kind.allCases)
    func codeSignalRestoresErrors(kind: CodeEvidence.ExternalDisplaySignal.Kind) {
        var evidence = Self.ordinaryApp()
        evidence.code?.externalDisplaySignals = [.init(kind: kind, location: SourceLocation(path: "App/A.swift", line: 3))]
        let diagnosis = Rules.diagnose(evidence)
        #expect(diagnosis.intent.isPresent)
        #expect(diagnosis.findings.map(\.id).contains(.missingExternalRole))
        #expect(diagnosis.findings.map(\.id).contains(.sdk27WithoutSceneAccessory))
        #expect(!diagnosis.findings.map(\.id).contains(.noExternalDisplayIntent))
    }

    @Test("an external role in the Info.plist, the AirKit package, or the executable's reference is a signal")
    func nonCodeSignals() {
        let withRole = AppEvidence(sourceInfoPlist: Fake.source())
        #expect(ExternalDisplayIntent(withRole).signals.map(\.description) == ["declares \(Fake.externalRole)"])
        let withDeprecatedRole = AppEvidence(sourceInfoPlist: Fake.source(manifest: Fake.manifest([Fake.deprecatedRole: [[:]]])))
        #expect(ExternalDisplayIntent(withDeprecatedRole).isPresent)
        var linked = Self.ordinaryApp()
        linked.project = Fake.project()
        linked.project?.linkedPackageProducts = ["AirKit"]
        #expect(ExternalDisplayIntent(linked).signals.map(\.description).contains("links the AirKit package"))
        let built = AppEvidence(builtInfoPlist: Fake.built(manifest: nil), executable: Fake.executable())
        #expect(ExternalDisplayIntent(built).isPresent == Fake.executable().referencesSceneAccessory)
    }

    @Test("the running app always has intent: AirKit is what is running")
    func runtimeEvidenceHasIntent() {
        let evidence = AppEvidence.runningApp(infoDictionary: [:], linkedSDK: OSVersion(27, 0), hasRegisteredSource: false)
        #expect(Rules.diagnose(evidence).intent.isPresent)
    }
}
