import SwiftUI

/// Reads the values of the window levels; the stacking order itself has no API, so it is checked by eye.
struct WindowLevelsCheck: ProbeCheck {
    let id = "windowsStackByLevelThenMostRecentlyShown"
    let question = "In what order do a screen's windows stack, and what are the values of the alert and status-bar levels?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        "normal: 0, statusBar: 1000, alert: 2000"
    }

    func run(in context: ProbeContext) async -> Finding {
        let levels: [(String, UIWindow.Level)] = [("normal", .normal), ("statusBar", .statusBar), ("alert", .alert)]
        let observed = levels.map { "\($0.0): \(Self.format($0.1.rawValue))" }.joined(separator: ", ")
        return .measured(
            observed,
            [
                "levels read from UIWindow.Level",
                "the stacking order has no API: to check it by hand, show two windows of the same level one after "
                    + "the other and see which is in front (the simulation puts the most recently shown in front)",
            ])
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
}
