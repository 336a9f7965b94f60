/// One open question of the simulated device, settled by driving public UIKit and SwiftUI API.
///
/// `id` is the name of the `SimulationAssumption` case the check answers, so that a report maps back
/// to the stand-in's list. A check phrases its observation in the words of ``simulationAnswer(on:)``,
/// so the two compare as strings.
@MainActor
protocol ProbeCheck: Sendable {
    /// The `SimulationAssumption` case name.
    var id: String { get }
    /// The question, as the stand-in states it.
    var question: String { get }
    /// The displays the check needs, in the order it asks for them; empty when it runs on its own.
    var setups: [DisplaySetup] { get }
    /// What the simulated device answers on the path `facts` takes, in the words the check observes
    /// in; `nil` where the check does not apply.
    func simulationAnswer(on facts: ProbeFacts) -> String?
    /// Drives the API and reports what it saw. Leaves nothing presented or registered behind.
    func run(in context: ProbeContext) async -> Finding
}
