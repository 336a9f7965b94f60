import AirKitConfiguration
import Testing

@Suite("AK001 for an Objective-C app")
struct ObjectiveCFixTests {
    @Test("counts source files, not Swift files, and gives the Objective-C registration rather than SwiftUI's")
    func objectiveCApp() throws {
        var code = CodeEvidence(fileCount: 5)
        code.objectiveCFileCount = 5
        code.externalDisplaySignals = [
            .init(kind: .screenConnection, location: SourceLocation(path: "App/AppDelegate.m", line: 9))
        ]
        var evidence = AppEvidence(name: "Legacy", sourceInfoPlist: Fake.source(), code: code)
        evidence.sdk = OSVersion(27, 0)
        let finding = try #require(Rules.diagnose(evidence).findings(.sdk27WithoutSceneAccessory).first)
        #expect(finding.message.contains("none of the 5 source files"))
        #expect(!finding.message.contains("Swift files"))
        #expect(finding.fix.contains("registerSceneAccessory:"))
        #expect(!finding.fix.contains(".airPlaySource()"))
    }
}
