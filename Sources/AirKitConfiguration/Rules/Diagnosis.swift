/// The rules' answer for one app: findings, one verdict per compatibility row, and what could not
/// be checked.
public struct Diagnosis: Sendable, Hashable {
    /// Sorted by file, line and ID.
    public var findings: [Finding]
    /// One per row the app runs in, in matrix order.
    public var verdicts: [Verdict]
    public var gaps: [EvidenceGap]
    /// Why the doctor believes the app means to use an external display; without any signal the
    /// diagnosis is a single AK019 note.
    public var intent: ExternalDisplayIntent
    /// Whether the app adopts the UIKit scene life cycle; when it does not, AK021 says why.
    public var sceneLifeCycle: SceneLifeCycleAdoption

    public init(
        findings: [Finding], verdicts: [Verdict], gaps: [EvidenceGap], intent: ExternalDisplayIntent = .init(signals: []),
        sceneLifeCycle: SceneLifeCycleAdoption = .unchecked
    ) {
        self.findings = findings
        self.verdicts = verdicts
        self.gaps = gaps
        self.intent = intent
        self.sceneLifeCycle = sceneLifeCycle
    }

    /// The highest severity among the findings, or `nil` when there are none.
    public var highestSeverity: Severity? { findings.map(\.severity).min() }

    public func count(of severity: Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// The verdict for `row`, or `nil` when the app cannot run in it.
    public func verdict(for row: CompatibilityRow) -> Verdict? {
        verdicts.first { $0.row == row }
    }
}

/// A part of the evidence that was not available, and the checks its absence turns off.
public struct EvidenceGap: Sendable, Hashable {
    public enum Part: String, Sendable, Hashable, Codable {
        case builtProduct
        case executable
        case xcodeProject
        case sources
    }

    public var part: Part
    /// A sentence saying what was not inspected and what that leaves out.
    public var description: String
    /// The findings this gap keeps the doctor from checking, in ID order: derived from each
    /// finding's ``FindingDeclaration/readsFrom``.
    public var skippedChecks: [FindingID]

    public init(part: Part, description: String, skippedChecks: [FindingID] = []) {
        self.part = part
        self.description = description
        self.skippedChecks = skippedChecks
    }
}
