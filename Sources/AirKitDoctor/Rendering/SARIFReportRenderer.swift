import AirKitConfiguration
import Foundation

/// The report as a SARIF 2.1.0 log, the format code-scanning services (GitHub code scanning among
/// them) read.
///
/// One run, whose tool is `airkit` with one rule per `FindingID` (all of them, in ID order, so a
/// rule's index never changes between runs), and one result per finding. A result's location is
/// relative to the scanned root, named by the base ID `%SRCROOT%`, which `originalUriBaseIds` maps
/// to the root's absolute `file:` URI: the folder PATH names, or the folder holding PATH when PATH
/// is a file, a bundle or a project. A file outside that root is named by its absolute `file:`
/// URI. A finding about the app as a whole, rather than about a file, points at the app's project
/// or Info.plist. Inputs the doctor could not read become error notifications of the invocation,
/// which then did not succeed (exit status 2).
///
/// Keys are sorted and output is pretty-printed, so the same report in the same folder always
/// gives the same bytes.
public struct SARIFReportRenderer: Sendable {
    /// The version `airkit --version` prints (`AirKitRelease.version`).
    public static let toolVersion = AirKitRelease.version
    /// Where users read about the tool. `nil` until the repository has a public address; then the
    /// log's `informationUri` names it (see the release checklist in `Documentation/install.md`).
    public static let informationURI: String? = nil
    /// The base ID relative locations are resolved against.
    public static let sourceRootID = "%SRCROOT%"

    public var paths: PathDisplay

    public init(paths: PathDisplay) {
        self.paths = paths
    }

    public func render(_ report: DoctorReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log(report)) else { return "{}\n" }
        return PrintableText.inertForCIRunners(json: String(decoding: data, as: UTF8.self) + "\n")
    }

    func log(_ report: DoctorReport) -> SARIFLog {
        let locator = SARIFLocator(paths: paths, scannedPath: report.path)
        let run = SARIFLog.Run(
            tool: SARIFLog.Tool(driver: driver),
            originalUriBaseIds: [Self.sourceRootID: SARIFLog.ArtifactLocation(uri: locator.rootURI, uriBaseId: nil)],
            invocations: [invocation(report, locator: locator)],
            results: report.apps.flatMap { app in app.diagnosis.findings.map { result($0, app: app, locator: locator) } }
        )
        return SARIFLog(runs: [run])
    }

    private var driver: SARIFLog.Driver {
        SARIFLog.Driver(
            name: "airkit", version: Self.toolVersion, semanticVersion: Self.toolVersion,
            informationUri: Self.informationURI, rules: FindingDeclaration.all.map(Self.rule)
        )
    }

    /// A finding ID's rule, from its declaration: title, what goes wrong and what it affects, the
    /// explanation with its sources, and the severity.
    private static func rule(_ declaration: FindingDeclaration) -> SARIFLog.Rule {
        let id = declaration.id
        return SARIFLog.Rule(
            id: id.rawValue,
            name: String(describing: id),
            shortDescription: SARIFLog.Message(text: declaration.title),
            fullDescription: SARIFLog.Message(text: declaration.shortExplanation),
            help: SARIFLog.Message(text: declaration.explanation + "\n\nThe same text: airkit doctor --explain \(id.rawValue)"),
            defaultConfiguration: SARIFLog.Configuration(level: declaration.severity.rawValue)
        )
    }

    private func result(_ finding: Finding, app: AppReport, locator: SARIFLocator) -> SARIFLog.Result {
        SARIFLog.Result(
            ruleId: finding.id.rawValue,
            ruleIndex: FindingID.allCases.firstIndex(of: finding.id) ?? 0,
            level: finding.severity.rawValue,
            message: SARIFLog.Message(text: "\(finding.message)\n\nFix: \(finding.fix)"),
            locations: [locator.location(of: finding.location, fallback: Self.fileStandingFor(app))],
            properties: SARIFLog.ResultProperties(app: app.name, affects: finding.affectedRows.map(\.rawValue))
        )
    }

    /// The file a finding about the whole app points at: its project, else its Info.plist, else
    /// the first file read.
    static func fileStandingFor(_ app: AppReport) -> String? {
        let preference: [InspectedInput.Kind] = [.xcodeProject, .projectManifest, .builtInfoPlist, .sourceInfoPlist]
        for kind in preference {
            if let input = app.inputs.first(where: { $0.kind == kind }) { return input.path }
        }
        return app.inputs.first?.path
    }

    private func invocation(_ report: DoctorReport, locator: SARIFLocator) -> SARIFLog.Invocation {
        SARIFLog.Invocation(
            executionSuccessful: report.errors.isEmpty,
            exitCode: report.exitStatus.rawValue,
            toolExecutionNotifications: report.errors.map { error in
                SARIFLog.Notification(
                    level: "error", message: SARIFLog.Message(text: error.description),
                    locations: [locator.location(of: SourceLocation(path: error.path), fallback: nil)]
                )
            }
        )
    }
}
