// The app's own types the documentation's snippets use (a scoreboard, episodes, a toast presenter),
// declared as small as the snippets need. Everything else a snippet names is AirKit's or Apple's, and
// the build fails if the documentation names something that does not exist.
import AirKit
import SwiftUI

struct Scoreboard: View {
    var body: some View {
        Text("0 : 0")
    }
}

/// The device's side of a scoreboard: where the score is kept.
struct ScoreKeeper: View {
    var body: some View {
        Button("Home +1") {}
    }
}

struct ScoreboardView: View {
    let game: Game

    var body: some View {
        Text("Score \(game.score)")
    }
}

struct Episode: Identifiable {
    let id: Int
    let title: String
}

struct EpisodeList: View {
    @Binding var selection: Episode?

    var body: some View {
        Button("Episode 1") { selection = Episode(id: 1, title: "Episode 1") }
    }
}

struct EpisodePlayer: View {
    let episode: Episode

    var body: some View {
        Text(episode.title)
    }
}

/// A terminal's character grid.
struct TerminalGrid: View {
    let columns: Int
    let rows: Int

    var body: some View {
        Text("\(columns) × \(rows)")
    }
}

/// A terminal's character grid, in UIKit.
final class TerminalGridView: UIView {
    private(set) var columns = 0
    private(set) var rows = 0

    func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

struct ScoreOverlay: View {
    var body: some View {
        Text("Live")
    }
}

/// Shows short messages on a scene of the app's choosing.
@MainActor
final class ToastPresenter {
    private(set) var scenes: [UIScene] = []

    func present(in scene: UIScene) {
        scenes.append(scene)
    }
}
