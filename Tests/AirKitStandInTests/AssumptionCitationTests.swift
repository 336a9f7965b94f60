import AirKitStandIn
import Foundation
import Testing

/// A comment or document that names an assumption as `SimulationAssumption.name` points a reader at its
/// declaration, so the name must be one the catalogue declares.
@Suite("Citations of the simulated device's assumptions")
struct AssumptionCitationTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Citations known to be stale, each in a file this branch may not edit, with the change that
    /// mends it handed on. The test fails once the file no longer holds it, so the entry goes too.
    static let knownStale: Set<String> = []

    @Test("every SimulationAssumption.name in the sources, tests, examples and documents is a declared assumption")
    func citedAssumptionsExist() throws {
        let declared = Set(SimulationAssumption.allCases.map(\.rawValue))
        let members: Set<String> = ["allCases", "switched", "swift", "name"]  // API, the file, and this suite's own wording
        var cited: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Documentation"] {
            let root = Self.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard ["swift", "md"].contains(file.pathExtension), !file.path.contains("/.build/"),
                    let text = try? String(contentsOf: file, encoding: .utf8)
                else { continue }
                let path = String(file.path.dropFirst(Self.repository.path.count + 1))
                for match in text.matches(of: /SimulationAssumption\.([a-z][A-Za-z]*)/)
                where !members.contains(String(match.output.1)) {
                    cited.append("\(path): \(match.output.1)")
                }
            }
        }
        #expect(cited.count >= 10, "read \(cited)")
        let unknown = cited.filter { !declared.contains(String($0.split(separator: " ").last ?? "")) }
        #expect(
            Set(unknown) == Self.knownStale,
            """
            citations of assumptions that are not declared: \(Set(unknown).subtracting(Self.knownStale).sorted()); \
            entries of knownStale no longer cited (remove them): \(Self.knownStale.subtracting(unknown).sorted())
            """)
    }
}
