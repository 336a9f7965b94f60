import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// What the doctor says about a project after setup.
enum DoctorChecks {
    /// The findings setup is meant to fix: no external role, only the deprecated role, no
    /// delegate, a generated manifest replacing the hand-written one, malformed manifest values,
    /// a missing INFOPLIST_FILE.
    static let fixedBySetup: Set<FindingID> = [
        .missingExternalRole, .deprecatedExternalRoleOnly, .externalRoleWithoutDelegate,
        .generatedManifestDropsConfigurations, .productConfigurationsEmpty, .malformedSceneManifest, .infoPlistFileMissing,
    ]

    /// The app named `app` in the doctor's report on `path`.
    static func app(_ app: String, at path: String) throws -> AppReport {
        let report = Doctor().examine(path)
        return try #require(report.apps.first { $0.name == app }, "no app \(app) in \(report.apps.map(\.name))")
    }

    /// The fixable findings the doctor still reports for `app`.
    static func remainingFixable(_ app: String, at path: String) throws -> [FindingID] {
        try self.app(app, at: path).diagnosis.findings.map(\.id).filter(fixedBySetup.contains)
    }

    /// The verdict for iOS 26 and earlier.
    static func upToIOS26(_ app: String, at path: String) throws -> Verdict.Outcome? {
        try self.app(app, at: path).diagnosis.verdicts.first { $0.row == .upToIOS26 }?.outcome
    }
}
