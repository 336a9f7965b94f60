/// What kind of content a request shows, as far as AirKit's decisions need to know: what the window
/// holds for it and what must be given back when it leaves. The shell keeps the content itself.
enum ContentKind: Equatable, Sendable {
    /// SwiftUI content, evaluated as a body in AirKit's hosting controller; `players` are the players
    /// it shows that AirKit keeps out of external playback while it holds the request.
    case swiftUI(players: [PlayerID])
    /// A view controller or view of the app's, in AirKit's container: it gets the TV-safe insets as
    /// `additionalSafeAreaInsets` when the app set `uiKitSafeAreaMargin`.
    case uiKit
    /// A surface the app renders into.
    case surface(SurfaceID)

    var players: [PlayerID] {
        if case .swiftUI(let players) = self { players } else { [] }
    }
}

/// What one source's registration reported in one layout pass.
struct SourceReport: Equatable, Sendable {
    let source: SourceID
    let isAvailable: Bool
}
