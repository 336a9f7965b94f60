// The Swift code of the article "Video that survives the lock" (VideoThroughTheLock.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import SwiftUI

/// The app's start-up, where the article's fragments go.
@MainActor
enum VideoHandOffSetup {
    static func configure() {
        // snippet
        // The default: hand the video to the AirPlay receiver while the app is away.
        Air.shared.videoHandOff = .whenInactive
        // The title the lock screen and the receiver show, if you set no Now Playing information yourself:
        Air.shared.nowPlayingTitle = "Big Buck Bunny"
        // end snippet
    }

    static func turnOff() {
        // snippet
        Air.shared.videoHandOff = .never
        // end snippet
    }
}
