import AirKitConfiguration
import Foundation

/// The report as JSON, in the schema `Documentation/doctor.md` documents.
///
/// The schema is versioned by `schemaVersion`: fields may be added within a version; renaming or
/// removing one raises it. Keys are sorted and output is pretty-printed, so the same report always
/// gives the same bytes.
public struct JSONReportRenderer: Sendable {
    /// 2 added `skippedTargets`, each app's `intent`, the input kind `projectManifest`, and
    /// renamed the input kind and gap part `swiftSources` to `sources` (Objective-C files count too).
    /// 3 added the verdict outcome `failsToLaunch` and each app's `sceneLifeCycle`; later, within 3,
    /// `paths`, `failOn` and `summary.notShown`.
    public static let schemaVersion = 3

    public init() {}

    public func render(_ report: DoctorReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONReport(report)) else { return "{}\n" }
        return PrintableText.inertForCIRunners(json: String(decoding: data, as: UTF8.self) + "\n")
    }
}

/// The JSON document. Each type mirrors one object of the documented schema.
struct JSONReport: Encodable {
    let schemaVersion = JSONReportRenderer.schemaVersion
    let path: String
    let paths: [String]
    let exitStatus: Int32
    let failOn: String
    let summary: Summary
    let apps: [App]
    let skippedTargets: [SkippedTargetObject]
    let errors: [InputErrorObject]

    init(_ report: DoctorReport) {
        path = report.path
        paths = report.paths
        exitStatus = report.exitStatus.rawValue
        failOn = report.failOn.rawValue
        summary = Summary(
            apps: report.apps.count, errors: report.count(of: .error), warnings: report.count(of: .warning),
            notes: report.count(of: .note),
            notShown: NotShown(baselined: report.omitted.baselined, unselected: report.omitted.unselected)
        )
        apps = report.apps.map(App.init)
        skippedTargets = report.skippedTargets.map {
            SkippedTargetObject(
                name: $0.name, path: $0.location.path, line: $0.location.line, platform: $0.platform, reason: $0.reason)
        }
        errors = report.errors.map { InputErrorObject(path: $0.path, message: $0.reason) }
    }

    struct Summary: Encodable {
        let apps: Int
        let errors: Int
        let warnings: Int
        let notes: Int
        let notShown: NotShown
    }

    /// Findings found but not reported: covered by the baseline, or left out by the selection.
    struct NotShown: Encodable {
        let baselined: Int
        let unselected: Int
    }

    struct SkippedTargetObject: Encodable {
        let name: String
        let path: String
        let line: Int?
        let platform: String
        let reason: String
    }

    struct Intent: Encodable {
        let present: Bool
        /// What could show a signal but was not read; with no signal, the doctor cannot tell.
        let unread: [String]
        let signals: [Signal]
        /// Signs in code an engine or framework vendors into the project (Unity's trampoline):
        /// where they are and whose. They are not the app's intent. Absent when there are none.
        let librarySignals: [LibrarySignal]?

        struct Signal: Encodable {
            let description: String
            let path: String?
            let line: Int?
        }

        struct LibrarySignal: Encodable {
            let description: String
            let path: String?
            let line: Int?
            let library: String
        }
    }

    /// Whether the app adopts the UIKit scene life cycle (`adopted`, `notAdopted`, `undetermined`),
    /// why, and where the deciding evidence is.
    struct SceneLifeCycle: Encodable {
        let status: String
        let reason: String
        let path: String?
        let line: Int?
    }

    struct InputErrorObject: Encodable {
        let path: String
        let message: String
    }

    struct App: Encodable {
        let name: String
        let deploymentTarget: String?
        let sdk: String?
        let inputs: [Input]
        let notInspected: [Gap]
        let executable: Executable?
        let project: Project?
        let intent: Intent
        let sceneLifeCycle: SceneLifeCycle
        let findings: [FindingObject]
        let verdicts: [VerdictObject]

        init(_ app: AppReport) {
            name = app.name
            deploymentTarget = app.evidence.effectiveDeploymentTarget?.description
            sdk = app.evidence.effectiveSDK?.description
            inputs = app.inputs.map { Input(kind: $0.kind.rawValue, path: $0.path, detail: $0.detail) }
            notInspected = app.diagnosis.gaps.map {
                Gap(part: $0.part.rawValue, description: $0.description, skippedChecks: $0.skippedChecks.map(\.rawValue))
            }
            executable = app.evidence.executable.map(Executable.init)
            project = app.evidence.project.map(Project.init)
            intent = Intent(
                present: app.diagnosis.intent.isPresent,
                unread: app.diagnosis.intent.unreadEvidence,
                signals: app.diagnosis.intent.signals.map {
                    Intent.Signal(description: $0.description, path: $0.location?.path, line: $0.location?.line)
                },
                librarySignals: app.diagnosis.intent.librarySignals.isEmpty
                    ? nil
                    : app.diagnosis.intent.librarySignals.map {
                        Intent.LibrarySignal(
                            description: $0.description, path: $0.location?.path, line: $0.location?.line,
                            library: $0.library ?? "")
                    })
            let adoption = app.diagnosis.sceneLifeCycle
            sceneLifeCycle = SceneLifeCycle(
                status: adoption.status.rawValue, reason: adoption.reason, path: adoption.location?.path,
                line: adoption.location?.line)
            findings = app.diagnosis.findings.map(FindingObject.init)
            verdicts = app.diagnosis.verdicts.map(VerdictObject.init)
        }
    }

    struct Executable: Encodable {
        let path: String
        let slices: [Slice]

        init(_ executable: ExecutableEvidence) {
            path = executable.path
            slices = executable.slices.map(Slice.init)
        }

        struct Slice: Encodable {
            let architecture: String
            let platform: String?
            let minimumOS: String?
            let sdk: String?
            let referencesSceneAccessory: Bool

            init(_ slice: ExecutableEvidence.Slice) {
                architecture = slice.architecture
                platform = slice.platform.map { platform in
                    switch platform {
                    case .iOS: "iOS"
                    case .iOSSimulator: "iOSSimulator"
                    case .other: "other"
                    }
                }
                minimumOS = slice.minimumOS?.description
                sdk = slice.sdk?.description
                referencesSceneAccessory = slice.referencesSceneAccessory
            }
        }
    }

    struct Project: Encodable {
        let path: String
        let target: String
        let configurations: [Configuration]

        init(_ project: ProjectEvidence) {
            path = project.path
            target = project.targetName
            configurations = project.configurations.map(Configuration.init)
        }

        struct Configuration: Encodable {
            let name: String
            let infoPlist: String?
            let settings: [String: String]

            init(_ configuration: BuildConfigurationEvidence) {
                name = configuration.name
                infoPlist =
                    switch configuration.sourceInfoPlist {
                    case .notNamed: nil
                    case .missing(let path), .unreadable(let path): path
                    case .loaded(let evidence): evidence.path
                    case .knownOnlyAtBuildTime(let value): value
                    }
                let named: [(String, BuildSettingValue?)] = [
                    ("GENERATE_INFOPLIST_FILE", configuration.generatesInfoPlist),
                    ("INFOPLIST_FILE", configuration.infoPlistFile),
                    ("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", configuration.generatesSceneManifest),
                    ("IPHONEOS_DEPLOYMENT_TARGET", configuration.deploymentTarget),
                    ("PRODUCT_MODULE_NAME", configuration.productModuleName),
                ]
                settings = Dictionary(uniqueKeysWithValues: named.compactMap { name, value in value.map { (name, $0.value) } })
            }
        }
    }

    struct Input: Encodable {
        let kind: String
        let path: String
        let detail: String?
    }

    struct Gap: Encodable {
        let part: String
        let description: String
        let skippedChecks: [String]
    }

    struct FindingObject: Encodable {
        let id: String
        let severity: String
        let title: String
        let path: String
        let line: Int?
        let message: String
        let fix: String
        let affects: [String]

        init(_ finding: Finding) {
            id = finding.id.rawValue
            severity = finding.severity.rawValue
            title = finding.id.title
            path = finding.location.path
            line = finding.location.line
            message = finding.message
            fix = finding.fix
            affects = finding.affectedRows.map(\.rawValue)
        }
    }

    struct VerdictObject: Encodable {
        let row: String
        let label: String
        let outcome: String
        let reason: String
        let predicted: Bool
        let causes: [String]

        init(_ verdict: Verdict) {
            row = verdict.row.rawValue
            label = verdict.label
            outcome = verdict.outcome.rawValue
            reason = verdict.reason
            predicted = verdict.isPredicted
            causes = verdict.causes.map(\.rawValue)
        }
    }
}
