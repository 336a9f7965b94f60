import Foundation
import Testing

/// The hand-written Xcode project against the sources on disk, so the iOS build cannot miss a check.
@Suite("The probe's Xcode project")
struct ProbeProjectTests {
    private static let probeFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Probe")

    @Test("Every Swift file of the probe is in the app target's Sources phase")
    func projectCompilesEverySource() throws {
        let project = try String(
            contentsOf: Self.probeFolder.appendingPathComponent("Probe.xcodeproj/project.pbxproj"), encoding: .utf8)
        let sources = try #require(FileManager.default.enumerator(atPath: Self.probeFolder.appendingPathComponent("Probe").path))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(sources.count > 40)
        for file in sources {
            #expect(project.contains("/* \(file) in Sources */ = {isa = PBXBuildFile;"), "\(file) is not in Probe.xcodeproj")
        }
    }
}
