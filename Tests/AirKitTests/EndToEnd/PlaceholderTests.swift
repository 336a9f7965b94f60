import AirKit
import AirKitStandIn
import Testing

/// A scoreboard's state, kept in a model so that it is the same on the phone and on the display.
@MainActor
@Observable
final class Scoreboard {
    var score = 0
    var showsOnTV = false
}

/// The content that moves: it reads the model, and keeps a `@State` of its own.
struct ScoreboardView: View {
    let board: Scoreboard
    @State private var localTaps = 0

    var body: some View {
        VStack {
            Text("Score \(board.score)")
            Text("Local taps \(localTaps)")
            Button("Tap locally") { localTaps += 1 }
        }
    }
}

struct PlaceholderScreen: View {
    @Bindable var board: Scoreboard

    var body: some View {
        VStack {
            Text("Remote")
            AirPlayed(isPresented: $board.showsOnTV) { ScoreboardView(board: board) }
        }
    }
}

/// `AirPlayed` moves its content to the display and leaves a placeholder that brings it back.
@MainActor
@Suite("Placeholders for content moved to the display")
struct PlaceholderTests {
    private func phoneTexts(_ device: SimulatedDevice) -> [String] {
        device.mainWindow.map(device.texts(in:)) ?? []
    }

    @Test("The content moves to the display and the placeholder takes its place", arguments: Platform.all)
    func contentMovesAndPlaceholderShows(platform: Platform) {
        let board = Scoreboard()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlaceholderScreen(board: board) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(phoneTexts(device).contains("Score 0"))

        board.showsOnTV = true
        device.runUntilIdle()
        #expect(tv.shownTexts.contains("Score 0"))
        #expect(phoneTexts(device).contains(AirPlayPlaceholder.message))
        #expect(!phoneTexts(device).contains("Score 0"), "the content is in one place only")
        expectConsistent(.shared, on: device)
    }

    @Test("A model changed while on the display is seen on return; the button brings the content back", arguments: Platform.all)
    func modelSurvivesTheRoundTrip(platform: Platform) {
        let board = Scoreboard()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlaceholderScreen(board: board) }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        board.showsOnTV = true
        device.runUntilIdle()

        board.score = 3
        device.runUntilIdle()
        #expect(tv.shownTexts.contains("Score 3"))

        #expect(device.tapButton(AirPlayPlaceholder.returnTitle))
        device.runUntilIdle()
        #expect(!board.showsOnTV)
        #expect(tv.isMirroring)
        #expect(phoneTexts(device).contains("Score 3"))
        expectConsistent(.shared, on: device)
    }

    @Test("@State inside the moved content starts afresh on return, as documented", arguments: [Platform.iOS27])
    func localStateDoesNotSurvive(platform: Platform) {
        let board = Scoreboard()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlaceholderScreen(board: board) }
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(device.tapButton("Tap locally"))
        device.runUntilIdle()
        #expect(phoneTexts(device).contains("Local taps 1"))

        board.showsOnTV = true
        device.runUntilIdle()
        board.showsOnTV = false
        device.runUntilIdle()
        #expect(phoneTexts(device).contains("Local taps 0"))
    }

    @Test("While no display can show it, the content stays on the phone", arguments: Platform.all)
    func waitingContentStays(platform: Platform) {
        let board = Scoreboard()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlaceholderScreen(board: board) }
        device.runUntilIdle()
        board.showsOnTV = true
        device.runUntilIdle()
        #expect(phoneTexts(device).contains("Score 0"))
        #expect(!phoneTexts(device).contains(AirPlayPlaceholder.message))

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.shownTexts.contains("Score 0"))
        #expect(phoneTexts(device).contains(AirPlayPlaceholder.message))
        expectConsistent(.shared, on: device)
    }
}
