import AirKitSetup
import Foundation
import Testing

/// Runs setup twice on a workspace and checks the promises every run keeps.
struct SetupRun {
    let workspace: Workspace
    let before: [String: Data]
    let after: [String: Data]
    let plan: SetupPlan

    /// Plans and applies setup on `project` (relative to the workspace), then plans again and
    /// expects nothing left to write.
    init(_ workspace: Workspace, project: String = ".", options: SetupOptions = SetupOptions()) throws {
        self.workspace = workspace
        before = try workspace.snapshot()
        let setup = ProjectSetup(options: options)
        plan = try setup.plan(workspace.path(project))
        try setup.apply(plan)
        after = try workspace.snapshot()
        let second = try setup.plan(workspace.path(project))
        #expect(second.files.isEmpty, "a second run would change \(second.files.map(\.path))")
        try setup.apply(second)
        #expect(try workspace.snapshot() == after, "the second run changed bytes")
    }

    /// The files whose bytes changed or that were created, relative to the workspace.
    var changedFiles: Set<String> {
        Set(after.keys.filter { before[$0] != after[$0] })
    }

    var notes: [String] { plan.notes.map(\.description) }
}
