/// What one run of a check saw, before it is compared with the simulation.
struct Finding: Sendable, Equatable {
    var status: Answer.Status
    var observed: String?
    var evidence: [String]

    static func measured(_ observed: String, _ evidence: [String]) -> Finding {
        Finding(status: .measured, observed: observed, evidence: evidence)
    }

    static func notApplicable(_ reason: String) -> Finding {
        Finding(status: .notApplicable, observed: nil, evidence: [reason])
    }

    static func notMeasurable(_ howToCheck: [String]) -> Finding {
        Finding(status: .notMeasurable, observed: nil, evidence: howToCheck)
    }

    static func skipped(_ reason: String) -> Finding {
        Finding(status: .skipped, observed: nil, evidence: [reason])
    }

    /// Accessory checks on the Info.plist path.
    static let needsAccessoryPath = notApplicable(
        "Scene accessories apply only on iOS 27 to an app built with the iOS 27 SDK; this run takes the Info.plist path.")
}
