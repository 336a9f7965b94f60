// The one place AirKit chooses between Apple's frameworks and the stand-in (Documentation/Platforms.md,
// "Where AirKit imports UIKit and SwiftUI").
//
// An `@_exported import` is visible in every file of the module, so no other AirKit file writes a
// conditional import. It is also visible to apps that `import AirKit`. For SwiftUI and UIKit that adds
// nothing an app lacks: AirKit's public API is a SwiftUI modifier, SwiftUI views and a UIKit scene
// delegate, so any file that uses AirKit already works with those frameworks. `os` is different: apps
// often use another `Logger` (swift-log's), and re-exporting `os` would make that name ambiguous in
// their files. So `os` is imported privately here and reaches AirKit's files through an internal alias.
// AVKit (which brings AVFoundation) is re-exported because `AirContent.player(_:)` takes an `AVPlayer` and
// shows it with `VideoPlayer`; an app that plays no video sees its names in files that import AirKit,
// the cost of keeping every import in this one place. MediaPlayer is re-exported for the Now Playing
// information of the video hand-off (`MPNowPlayingInfoCenter`), for the same reason.
//
// macOS has SwiftUI but no UIKit: there AirKit is its platform-independent part only (every file that
// needs UIKit is wrapped in `#if canImport(UIKit) || AIRKIT_STANDIN`), and it imports nothing here, so
// a multiplatform app's Mac build sees neither the stand-in nor names of AirKit's own (Platforms.md).
#if AIRKIT_STANDIN
@_exported import AirKitStandIn
#elseif canImport(UIKit)
@_exported import AVKit
@_exported import MediaPlayer
@_exported import SwiftUI
@_exported import UIKit
import os
typealias Logger = os.Logger
#endif
