// The Swift code of the article "The last metre on the TV" (TVLayout.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit

// snippet
struct TVScoreboard: View {
    var body: some View {
        Scoreboard()
            .airPlaySafeArea(margin: 24)
    }
}
// end snippet

// snippet
struct TVSettings: View {
    var body: some View {
        SafeAreaMarginControl(default: 24)
    }
}
// end snippet

/// The context of the article's UIKit fragment.
@MainActor
func showScoreboardClearOfTheEdges(_ scoreboard: UIViewController) {
    // snippet
    Air.shared.uiKitSafeAreaMargin = 24
    Air.play(.viewController(scoreboard))
    // end snippet
}

// snippet
struct Terminal: View {
    @Environment(\.tvSafeArea) private var safeArea
    private let cell = CGSize(width: 12, height: 24)

    var body: some View {
        let size = safeArea?.size ?? .zero
        TerminalGrid(columns: Int(size.width / cell.width), rows: Int(size.height / cell.height))
    }
}
// end snippet

// snippet
final class TerminalViewController: UIViewController {
    let grid = TerminalGridView()

    override func updateProperties() {
        super.updateProperties()
        guard let size = Air.shared.tvSafeArea?.size else { return }
        grid.resize(columns: Int(size.width / 12), rows: Int(size.height / 24))
    }
}
// end snippet

// snippet
struct TVClock: View {
    @Environment(\.externalDisplay) private var display

    var body: some View {
        TimelineView(.animation(pacedTo: display)) { context in
            Text(context.date.formatted(date: .omitted, time: .standard))
        }
    }
}
// end snippet

// snippet
struct ConnectTV: View {
    private let air = Air.shared

    var body: some View {
        if !air.connection.isAvailable {
            VStack {
                ScreenMirroringGuide()
                AirPlayRoutePicker()
                    .frame(width: 44, height: 44)
            }
        }
    }
}
// end snippet

// snippet
struct ScoreboardOnAnOldTV: View {
    var body: some View {
        AirPlayPreview(.hd1080.overscanning(), overlayMargin: 24) {
            Scoreboard()
                .airPlaySafeArea(margin: 24)
        }
    }
}
// end snippet

/// The context of the article's snapshot fragment.
@MainActor
func snapshotsDiffer() -> Bool {
    // snippet
    let before = Air.snapshot()?.pngData()
    Air.play { Scoreboard() }
    // Once the display has updated (on the simulated device, after `device.runUntilIdle()`):
    let changed = Air.snapshot()?.pngData() != before
    // end snippet
    return changed
}
