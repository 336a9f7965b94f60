/// What an external display shows for one compatibility row, and why.
public struct Verdict: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The app's own content replaces the mirror.
        case shown
        /// The display mirrors the device.
        case mirrors
        /// The inspected files do not say; ``Verdict/reason`` names what is missing.
        case undetermined
        /// The app stops at launch, before any display matters: built with the iOS 27 SDK without
        /// adopting the scene life cycle (AK021).
        case failsToLaunch
    }

    public var row: CompatibilityRow
    /// The row as output shows it, with the app's deployment target and SDK filled in.
    public var label: String
    public var outcome: Outcome
    /// Why: the cause with its finding ID for `mirrors` and `failsToLaunch`, what is missing for
    /// `undetermined`, and what makes it work for `shown`.
    public var reason: String
    /// Whether the verdict rests on the built product, or is predicted from the project and sources.
    public var isPredicted: Bool
    /// The findings that decide the outcome.
    public var causes: [FindingID]

    public init(
        row: CompatibilityRow, label: String, outcome: Outcome, reason: String, isPredicted: Bool,
        causes: [FindingID] = []
    ) {
        self.row = row
        self.label = label
        self.outcome = outcome
        self.reason = reason
        self.isPredicted = isPredicted
        self.causes = causes
    }

    /// `external content shown (an AirKit source (.airPlaySource(), .airPlay or AirPlayed) registers …)` or `mirrors because …`.
    public var summary: String {
        switch outcome {
        case .shown: "external content shown (\(reason))"
        case .mirrors: "mirrors because \(reason)"
        case .undetermined: "cannot tell: \(reason)"
        case .failsToLaunch: "fails to launch because \(reason)"
        }
    }
}
