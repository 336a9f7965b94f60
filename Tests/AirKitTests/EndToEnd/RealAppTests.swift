import AirKit
import AirKitStandIn
import Testing

@MainActor
@Observable
final class ScoreboardApp {
    var showsScoresOnTV = false
    var showsSettings = false
    var chosenDisplay: Air.Display?
}

/// An app shaped like a real one: a toggle drives the scoreboard on the TV, a list offers the
/// displays, and a settings sheet with its own source shows the diagnostics.
struct ScoreboardRemote: View {
    @Bindable var app: ScoreboardApp
    private let air = Air.shared

    var body: some View {
        VStack {
            Toggle("Scores on TV", isOn: $app.showsScoresOnTV)
            List(air.connection.displays) { display in
                Button("Use display \(display.id)") { app.chosenDisplay = display }
                    .disabled(!display.isPresentable)
            }
            Button("Settings") { app.showsSettings = true }
        }
        .airPlay(isPresented: $app.showsScoresOnTV, on: app.chosenDisplay) { Text("Scores") }
        .sheet(isPresented: $app.showsSettings) {
            VStack {
                AirDiagnosticsView()
                Button("Done") { app.showsSettings = false }
            }
            .airPlaySource()
        }
    }
}

/// The stand-in can now run such an app end to end: the toggle, the list's buttons and the sheet's
/// button are tapped as a user would, on both paths and both answer sets.
@MainActor
@Suite("A real app's screen on the simulated device")
struct RealAppTests {
    nonisolated static let cases: [(Path, Answers)] = Path.allCases.flatMap { path in Answers.allCases.map { (path, $0) } }

    @Test("Toggle, choose a display from the list, open and close settings: the scores stay where chosen", arguments: cases)
    func scoreboardThroughSettings(path: Path, answers: Answers) throws {
        let app = ScoreboardApp()
        let device = SimulatedDevice.airKitApp(
            path.platform, idiom: .pad, behavior: answers.behavior.holding([.externalDisplaysCoexist]))
        device.launch { ScoreboardRemote(app: app) }
        let cable = device.connectDisplay(.cable)
        device.runUntilIdle()
        let airPlay = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let displays = Air.shared.connection.displays
        try #require(displays.count == 2)

        #expect(device.tapButton("Use display \(displays[1].id)"))
        #expect(device.setToggle("Scores on TV", isOn: true))
        device.runUntilIdle()
        try #require(airPlay.shownTexts == ["Scores"])

        #expect(device.tapButton("Settings"))
        device.runUntilIdle()
        let root = try #require(device.mainWindow?.rootViewController)
        #expect(root.presentedViewController != nil, "the settings sheet is up")
        #expect(app.showsScoresOnTV, "the sheet's own source took nothing away from the presentation")

        #expect(device.tapButton("Done"), "the sheet's button is within reach")
        device.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(airPlay.shownTexts == ["Scores"], "back on the chosen display")
        #expect(cable.isMirroring)
        #expect(device.isToggleOn("Scores on TV") == true)
        #expect(Air.shared.connection.displays.map(\.id) == displays.map(\.id))
        expectConsistent(.shared, on: device)
    }
}
