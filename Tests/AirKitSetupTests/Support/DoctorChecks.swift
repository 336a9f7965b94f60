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

    /// The verdict for iOS 26 and earlier once the target links AirKit. Setup without
    /// `--add-package` leaves linking to the developer, and until then the doctor says
    /// AirKitSceneDelegate is not in the app (AK007; ``airKitNotLinked(_:at:)``).
    static func upToIOS26(_ app: String, at path: String) throws -> Verdict.Outcome? {
        var evidence = try self.app(app, at: path).evidence
        if evidence.project?.linkedPackageProducts.contains("AirKit") == false {
            evidence.project?.linkedPackageProducts.append("AirKit")
        }
        return Rules.diagnose(evidence).verdicts.first { $0.row == .upToIOS26 }?.outcome
    }

    /// Whether the doctor says `app` names AirKit's delegate without linking or importing AirKit.
    static func airKitNotLinked(_ app: String, at path: String) throws -> Bool {
        try self.app(app, at: path).diagnosis.findings.contains {
            $0.id == .delegateClassNotDefined && $0.message.contains("does not link the AirKit package")
        }
    }
}
