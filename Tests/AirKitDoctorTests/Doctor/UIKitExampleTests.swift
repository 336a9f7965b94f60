import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// The doctor counts AirKit's UIKit (`Air.addSource(_:)`) and Objective-C (`AirKitAddSource`) sources
/// as sources: the shipped UIKit and Objective-C examples get no AK001.
@Suite("The doctor on the UIKit and Objective-C examples")
struct UIKitExampleTests {
    @Test("each example is clean on every row", arguments: ["Scoreboard", "ObjCPlayer"])
    func exampleIsClean(name: String) throws {
        let report = Doctor(paths: PathDisplay(currentDirectory: ProjectFixtureTests.repository)).examine("Examples/\(name)")
        #expect(report.errors.isEmpty)
        let app = try #require(report.apps.first)
        #expect(app.name == name)
        #expect(app.diagnosis.findings.map(\.id.rawValue) == [])
        #expect(report.exitStatus == .clean)
        #expect(app.diagnosis.verdicts.allSatisfy { $0.outcome == .shown })
    }
}
