import Foundation
import Testing

@Suite("airkit doctor --format sarif")
struct SARIFOutputTests {
    private func driver(_ output: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    }

    @Test("names the version airkit --version prints")
    func versionMatches() throws {
        let version = try Airkit.run(["--version"], in: Airkit.fixtures).standardOutput
        let result = try Airkit.run(["doctor", "InfoPlist/Built-SDK26.plist", "--format", "sarif"], in: Airkit.fixtures)
        let driverVersion = try #require(try driver(result.standardOutput)["version"] as? String)
        #expect(version == "airkit \(driverVersion)\n")
    }

    @Test("exits as the other formats do: 1 for an error-level finding, 0 without, 2 for unreadable input")
    func exitStatus() throws {
        let cases = [
            ("InfoPlist/Built-Unexpanded.plist", Int32(1)), ("InfoPlist/Built-SDK26.plist", 0),
            ("InfoPlist/Malformed/garbage.plist", 2),
        ]
        for (path, status) in cases {
            let result = try Airkit.run(["doctor", path, "--format", "sarif"], in: Airkit.fixtures)
            #expect(result.status == status, "\(path)")
            #expect(try driver(result.standardOutput)["name"] as? String == "airkit")
        }
    }
}
