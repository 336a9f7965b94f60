import SwiftUI

/// Reads `role` on configurations made with the iOS 27 initializers that take no role.
struct RolelessConfigurationCheck: ProbeCheck {
    let id = "roleOfRolelessConfigurationsIsEmpty"
    let question = "What does `role` return on a configuration made with the iOS 27 `init()` or `init(name:)`?"
    let setups: [DisplaySetup] = []

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        facts.osMajor >= 27 && ProbeBuild.compilesSceneAccessories ? "empty" : nil
    }

    func run(in context: ProbeContext) async -> Finding {
        guard simulationAnswer(on: context.facts) != nil else {
            return .notApplicable("`UISceneConfiguration()` and `init(name:)` are iOS 27 SDK API.")
        }
        #if canImport(UIKit, _version: 9127) || !canImport(UIKit)
        if #available(iOS 27.0, *) {
            let plain = UISceneConfiguration().role.rawValue
            let named = UISceneConfiguration(name: "Probe").role.rawValue
            let observed = plain.isEmpty && named.isEmpty ? "empty" : "init(): \(plain); init(name:): \(named)"
            return .measured(
                observed, ["UISceneConfiguration().role = \"\(plain)\"", "UISceneConfiguration(name:).role = \"\(named)\""])
        }
        #endif
        return .notApplicable("`UISceneConfiguration()` and `init(name:)` are iOS 27 SDK API.")
    }
}
