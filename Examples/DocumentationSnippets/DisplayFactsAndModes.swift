// The Swift code of the article "Display facts and modes" (DisplayFactsAndModes.md), compiled against
// the stand-in. Each region between `// snippet` and `// end snippet` is one of the document's code
// blocks, verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// The view whose body the article's first fragment is.
struct DisplayStatus: View {
    var body: some View {
        VStack {
            // snippet
            if let display = Air.shared.connection.presentedDisplay {
                Text("\(display.receiverName ?? "External display"): \(display.maximumFramesPerSecond) Hz")
                if display.kind == .airPlay {
                    Text("Streaming by AirPlay")
                }
            }
            // end snippet
        }
    }
}

/// Where an app sets its policy, once, before a display connects.
@MainActor
func chooseTheDisplayPolicy() {
    // snippet
    Air.shared.displayPolicy = DisplayPolicy(mode: .frameRate(60), overscan: .none)
    // end snippet
}

/// How an app reads the mode it got.
@MainActor
func reportRefusedModes() {
    // snippet
    for display in Air.shared.connection.displays {
        if let request = display.modeRequest, request.status == .refused {
            print("Display \(display.id) kept \(display.currentMode?.description ?? "its mode") instead of \(request.mode)")
        }
    }
    // end snippet
}
