import Foundation
import TestSupport
import Testing

/// Runs the built `airkit` executable and captures what it prints.
enum Airkit {
    /// The repository, found from this file's location.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The doctor's committed fixtures.
    static let fixtures = repository + "/Tests/AirKitDoctorTests/Fixtures"

    /// The `airkit` binary in the build products folder that holds this test bundle.
    static var executable: String {
        get throws {
            try #require(CapturedProcess.executable(named: "airkit", besideBundleOf: Marker.self), "no airkit binary")
        }
    }

    private final class Marker {}

    typealias Result = CapturedProcess.Result

    /// Runs `airkit arguments…` in `directory` with only `environment` (plus `PATH`) set.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> Result {
        try CapturedProcess.run(
            try executable, arguments, in: directory,
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own })
    }
}
