import AirKitConfiguration
import Testing

@Suite("A healthy app")
struct HealthyAppTests {
    @Test("has no findings and shows external content in every row it runs in")
    func healthyAppIsClean() {
        let diagnosis = Rules.diagnose(Fake.healthyApp())
        #expect(diagnosis.findings.isEmpty)
        #expect(diagnosis.verdicts.map(\.row) == [.upToIOS26, .iOS27BuiltWithSDK27])
        #expect(diagnosis.verdicts.allSatisfy { $0.outcome == .shown })
        #expect(diagnosis.gaps.isEmpty)
    }

    @Test("the same evidence always gives the same diagnosis")
    func diagnosisIsDeterministic() {
        var evidence = Fake.healthyApp()
        evidence.code = Fake.code(sources: [.registration(isKept: false)], unfilteredFirstScenes: [9, 4])
        #expect(Rules.diagnose(evidence) == Rules.diagnose(evidence))
    }

    @Test("findings are sorted by file, then line, then ID")
    func findingsAreSorted() {
        var evidence = Fake.healthyApp()
        evidence.code = Fake.code(sources: [.registration(isKept: false)], unfilteredFirstScenes: [9, 4])
        let locations = Rules.diagnose(evidence).findings.map { "\($0.location)" }
        #expect(locations == ["Banner/ContentView.swift:30", "Banner/Scenes.swift:4", "Banner/Scenes.swift:9"])
    }
}
