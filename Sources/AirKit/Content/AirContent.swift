#if canImport(UIKit) || AIRKIT_STANDIN
/// What a request shows on the external display: SwiftUI content, a view controller or view of the
/// app's, a player's video, or a surface the app renders into. Pass it to ``Air/play(_:on:)-method``:
///
/// ```swift
/// Air.play(.viewController(scoreboardController))
/// Air.play(.player(player))
/// Air.play(.surface(surface), on: display)
/// ```
///
/// Every kind is shown the same way, in one unhidden, never-key window on the external scene, with the
/// same paths, policies and logs; what differs is what AirKit holds and gives back (see
/// <doc:UIKitContent>, <doc:Video> and <doc:RenderingYourself>).
@MainActor
public struct AirContent {
    enum Value {
        case swiftUI(@MainActor () -> AnyView, players: [AVPlayer])
        case viewController(UIViewController)
        case view(UIView)
        case surface(AirSurface)
    }

    let value: Value

    /// The object the content shows, by which a declarative presenter tells one presentation from
    /// another: the player, controller, view or surface; `nil` for SwiftUI content.
    var identity: AnyHashable? {
        switch value {
        case .swiftUI(_, let players): players.first.map { AnyHashable(ObjectIdentifier($0)) }
        case .viewController(let controller): AnyHashable(ObjectIdentifier(controller))
        case .view(let view): AnyHashable(ObjectIdentifier(view))
        case .surface(let surface): AnyHashable(ObjectIdentifier(surface))
        }
    }

    /// SwiftUI content, evaluated like a view's `body`: state it reads keeps the external content up to
    /// date, and it inherits the source view's environment. `Air.play { … }` is the short form.
    public static func swiftUI<Content: View>(@ViewBuilder _ content: @escaping () -> Content) -> AirContent {
        AirContent(value: .swiftUI({ AnyView(content()) }, players: []))
    }

    /// A view controller of the app's, shown in AirKit's window: the UIKit counterpart of SwiftUI content.
    ///
    /// Who owns what (see <doc:UIKitContent>):
    /// - AirKit holds `controller` strongly from the request until it ends (`stop()`, another `play`, a
    ///   binding or policy ending it), shown or waiting for a display.
    /// - While shown it is a child of AirKit's root view controller in AirKit's window, sized to it. Do
    ///   not add it elsewhere meanwhile: a view controller has one parent.
    /// - Teardown order: the controller gets `willMove(toParent: nil)`, its view leaves AirKit's window
    ///   (`viewWillDisappear(_:)` and `viewDidDisappear(_:)` arrive while the window is still on the
    ///   external scene) and `removeFromParent()`; then the window is hidden and released; then AirKit
    ///   lets go of the controller. If nothing else holds it, it is released then.
    /// - When another display takes over, the controller leaves the old window before it joins the new
    ///   one; `viewDidAppear(_:)` runs again there.
    /// - When its display is unplugged under ``ReconnectPolicy/resume``, the controller leaves AirKit's
    ///   window but the request waits and AirKit keeps it: the app may show it meanwhile, and AirKit takes
    ///   it back when a display can show the request. Under the other policies the request ends.
    /// - Playing the same controller again keeps it on screen and does not reload it.
    public static func viewController(_ controller: UIViewController) -> AirContent {
        AirContent(value: .viewController(controller))
    }

    /// A view of the app's, filling AirKit's window, held and shown as ``viewController(_:)`` holds and
    /// shows a controller; AirKit takes it out of its window (`removeFromSuperview()`) before the window
    /// goes.
    public static func view(_ view: UIView) -> AirContent {
        AirContent(value: .view(view))
    }

    /// `player`'s video full screen (`VideoPlayer(player:)`), kept in AirKit's window so that AirPlay
    /// cannot swap it for a stream of its own. See ``player(_:content:)``.
    public static func player(_ player: AVPlayer) -> AirContent {
        Self.player(player) { VideoPlayer(player: player) }
    }

    /// `content` (a `VideoPlayer` with an overlay, an `AVPlayerViewController` in a representable, …),
    /// which shows `player`, with `player` kept in AirKit's window.
    ///
    /// Over AirPlay a player may leave the app's window for "external playback": the receiver then
    /// streams the video itself and AirKit's content disappears. While AirKit holds this content, the
    /// player's `allowsExternalPlayback` and `usesExternalPlaybackWhileExternalScreenIsActive` are
    /// `false`, the documented way to keep it out of external playback (Documentation/PlatformFacts.md,
    /// "Video and external playback"). What you can rely on:
    /// - The app's two values come back once the content has left AirKit's window, when ``Air/stop()-method``
    ///   is called or when other content replaces this one; changes the app makes to them meanwhile are
    ///   overwritten then.
    /// - Playing the same player again keeps the values it had before the first call.
    /// - Playback itself (`play()`, `pause()`, the item) stays the app's; AirKit starts nothing.
    /// - While the app is away, ``Air/videoHandOff`` says whether the receiver plays on.
    /// - Over a cable nothing changes on screen: external playback needs an AirPlay receiver.
    public static func player<Content: View>(_ player: AVPlayer, @ViewBuilder content: @escaping () -> Content) -> AirContent {
        AirContent(value: .swiftUI({ AnyView(content()) }, players: [player]))
    }

    /// A surface the app renders into (Metal, a game engine, an emulator), filling AirKit's window. AirKit
    /// holds the surface until the request ends; playing the same surface again keeps it on screen. What
    /// the surface guarantees is in ``AirSurface``.
    public static func surface(_ surface: AirSurface) -> AirContent {
        AirContent(value: .surface(surface))
    }
}
#endif
