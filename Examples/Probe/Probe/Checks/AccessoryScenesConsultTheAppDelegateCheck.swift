import SwiftUI

/// Shows a registration's scene and reads whether the probe's app delegate was asked to configure it.
struct AccessoryScenesConsultTheAppDelegateCheck: ProbeCheck {
    let id = "accessoryScenesConsultTheAppDelegate"
    let question = "Does the system call `application(_:configurationForConnecting:options:)` for a scene accessory's scene?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        guard facts.takesAccessoryPath else { return nil }
        return SimulatedBehavior.defaults.accessoryScenesConsultTheAppDelegate ? "consulted" : "not consulted"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard context.facts.takesAccessoryPath else { return .needsAccessoryPath }
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        let start = context.runtime.configurationRequests.count
        guard await context.withExternalScene({ _ in true }) != nil else {
            return context.noExternalScene("enabled registration")
        }
        let requests = context.runtime.configurationRequests.dropFirst(start)
        let consulted = requests.contains { $0.tag == "scene-source" }
        return .measured(
            consulted ? "consulted" : "not consulted",
            [
                "the app delegate implements application(_:configurationForConnecting:options:) and returns the session's configuration",
                "requests while the registration's scene connected: \(requests.map { "\($0.role) (\($0.tag ?? "no user info"))" })",
            ])
    }
}
