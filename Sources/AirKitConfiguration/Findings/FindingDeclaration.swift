/// Everything AirKit says about one kind of finding, declared once.
///
/// Each ``FindingID`` has exactly one declaration, in `Findings/Catalogue/AKnnn.swift`: its severity,
/// its title, the summary the catalogue in `Documentation/doctor.md` shows, the clause a verdict uses,
/// the long explanation, the fix in each language where the languages differ, and the public
/// documents it rests on. The same file words a finding of that ID for one app: the rules decide
/// *when* a finding applies and pass the facts of the case (paths, names, lines), never its words.
///
/// Everything else is derived from the declarations: ``FindingID/severity``, ``FindingID/title``,
/// ``FindingID/explanation`` (what `airkit doctor --explain` prints), the JSON report's titles, the
/// SARIF log's rules, and ``catalogueTable``, which a test compares with `Documentation/doctor.md`.
///
/// ```swift
/// let declaration = FindingID.sdk27WithoutSceneAccessory.declaration
/// declaration.severity    // .error
/// declaration.sources[0]  // Apple's iOS & iPadOS 27 release notes
/// ```
public struct FindingDeclaration: Sendable {
    /// How sure the explanation's first line is that something goes wrong.
    public enum Risk: Sendable, Hashable {
        /// "What goes wrong:"
        case goesWrong
        /// "What may go wrong:", for behaviour Apple does not document either way.
        case mayGoWrong
        /// "What will go wrong:", for a change the app has not reached yet.
        case willGoWrong

        var lead: String {
            switch self {
            case .goesWrong: "What goes wrong:"
            case .mayGoWrong: "What may go wrong:"
            case .willGoWrong: "What will go wrong:"
            }
        }
    }

    /// A public document a finding rests on: Apple's documentation, an SDK header, a release note, or
    /// a public project where the behaviour was seen.
    public struct Source: Sendable, Hashable {
        /// Who says it and where, e.g. `Apple, TN3187 "Migrating to the UIKit scene-based life cycle"`.
        public let title: String
        /// Where a reader finds it: an `https` address.
        public let url: String

        public init(_ title: String, _ url: String) {
            self.title = title
            self.url = url
        }
    }

    public let id: FindingID
    public let severity: Severity
    /// One line, as text, JSON and SARIF show it.
    public let title: String
    /// The catalogue's one-sentence summary in `Documentation/doctor.md` (Markdown: code in backticks).
    public let summary: String
    /// The clause a verdict uses after "mirrors because" or "fails to launch because"; `nil` for a
    /// finding that never decides a verdict.
    public let verdictClause: String?
    public let risk: Risk
    /// What goes wrong, after ``risk``'s lead: "on iOS 27, the external display only mirrors the device."
    public let consequence: String
    /// Which systems and SDKs it affects.
    public let affects: String
    /// Why, with what Apple says (quoted) and what it does not say; paragraphs separated by blank lines.
    public let background: String
    public let fix: FindingFix
    /// The public documents the explanation rests on, as users may follow them.
    public let sources: [Source]
    /// The inputs the doctor finds this finding in: each element is one way, which needs every
    /// input in it. A run that lacks an input of every way skips the check, and the "Not
    /// inspected" note names it (``EvidenceGap/skippedChecks`` is derived from this). Empty for
    /// a finding every run can check (one read from the Info.plist).
    public let readsFrom: [EvidenceWay]

    init(
        _ id: FindingID, _ severity: Severity, title: String, summary: String, verdictClause: String? = nil,
        risk: Risk = .goesWrong, consequence: String, affects: String, background: String, fix: FindingFix,
        sources: [Source], readsFrom: [EvidenceWay] = []
    ) {
        self.id = id
        self.severity = severity
        self.title = title
        self.summary = summary
        self.verdictClause = verdictClause
        self.risk = risk
        self.consequence = consequence
        self.affects = affects
        self.background = background
        self.fix = fix
        self.sources = sources
        self.readsFrom = readsFrom
    }

    /// What goes wrong and what it affects, on one line: the SARIF rule's `fullDescription`.
    public var shortExplanation: String {
        "\(risk.lead) \(consequence) Affects: \(affects)".split(separator: "\n")
            .map { $0.trimmingCharacters(in: " ") }.joined(separator: " ")
    }

    /// The long explanation `airkit doctor --explain ID` prints: what goes wrong and what it
    /// affects, why, the fix in every language it differs in, and the sources.
    public var explanation: String {
        let sourceLines = sources.map { "- \($0.title): \($0.url)" }.joined(separator: "\n")
        return """
            \(risk.lead) \(consequence)
            Affects: \(affects)

            \(background)

            \(fix.explained)

            Sources:
            \(sourceLines)
            """
    }
}

/// One way the doctor finds a finding: the inputs it needs, and, for a way that applies only to
/// some apps, which. `[.xcodeProject, .sources]` is the way that needs the project and the sources.
public struct EvidenceWay: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Which apps a way applies to, when not to all.
    public enum Condition: Sendable, Hashable {
        /// Apps whose external-display configuration names AirKit's `AirKitSceneDelegate`: without
        /// an executable, only that delegate's absence can be told (from the project and sources).
        case namesAirKitDelegate
    }

    public let inputs: Set<EvidenceGap.Part>
    public let condition: Condition?

    public init(_ inputs: Set<EvidenceGap.Part>, when condition: Condition? = nil) {
        self.inputs = inputs
        self.condition = condition
    }

    public init(arrayLiteral inputs: EvidenceGap.Part...) {
        self.init(Set(inputs))
    }
}

/// Every finding's declaration, in ID order.
extension FindingDeclaration {
    public static var all: [FindingDeclaration] { FindingID.allCases.map(\.declaration) }

    /// The findings table of `Documentation/doctor.md`, as Markdown: one row per ID with its severity
    /// and summary. A test compares the document's table with this one.
    public static var catalogueTable: String {
        let rows = all.map { "| \($0.id.rawValue) | \($0.severity.rawValue) | \($0.summary) |" }
        return (["| ID | Severity | Summary |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
