#if canImport(UIKit) || AIRKIT_STANDIN
/// External content as a chosen TV would show it, for `#Preview`: at the display's size, with its
/// overscan and the TV-safe area drawn over it.
///
/// ```swift
/// #Preview("1080p TV that overscans", traits: .fixedLayout(width: 1920, height: 1080)) {
///     AirPlayPreview(.hd1080.overscanning()) {
///         Scoreboard().airPlaySafeArea(margin: 24)
///     }
/// }
/// ```
///
/// Inside, `.airPlaySafeArea(margin:)` insets the content as it would on that display, and
/// `\.displayScale` and `\.tvSafeArea` are the display's. Overlays: a red frame at the edge of what an
/// overscanning TV shows, a green one at the TV-safe area (safe area or overscan, plus the margin). The
/// preview's margins are its own (``Air/SafeAreaMargins`` in memory) unless you pass the app's.
/// `\.externalDisplay` is `nil` in a preview: there is no connected display to describe.
public struct AirPlayPreview<Content: View>: View {
    private let display: AirPlayPreviewDisplay
    private let showsOverlays: Bool
    private let overlayMargin: CGFloat
    private let margins: Air.SafeAreaMargins
    private let content: () -> Content

    /// - Parameters:
    ///   - display: The display to preview on; 1080p by default.
    ///   - showsOverlays: Whether to draw the overscan and TV-safe frames.
    ///   - overlayMargin: The app's margin the TV-safe frame is drawn with (pass what the content
    ///     gives `.airPlaySafeArea(margin:)`).
    ///   - margins: Where the user's margins come from; a fresh in-memory set by default.
    ///   - content: The external content, as you would pass it to `Air.play`.
    public init(
        _ display: AirPlayPreviewDisplay = .hd1080, showsOverlays: Bool = true, overlayMargin: CGFloat = 0,
        margins: Air.SafeAreaMargins? = nil, @ViewBuilder content: @escaping () -> Content
    ) {
        self.display = display
        self.showsOverlays = showsOverlays
        self.overlayMargin = overlayMargin
        self.margins = margins ?? Air.SafeAreaMargins(storage: SafeAreaMarginBook.InMemory())
        self.content = content
    }

    private var layout: ExternalLayout {
        ExternalLayout(
            kind: display.kind, size: display.size, safeArea: TVSafeInsets(display.safeAreaInsets),
            overscan: TVSafeInsets(display.overscanInsets), margins: margins)
    }

    public var body: some View {
        ZStack {
            // The window's safe area, which SwiftUI keeps content in on the display.
            content()
                .environment(\.externalLayout, layout)
                .environment(\.tvSafeArea, layout.tvSafeArea(appMargin: 0))
                .environment(\.displayScale, display.scale)
                .padding(TVSafeInsets(display.safeAreaInsets).edgeInsets)
            if showsOverlays {
                Color.clear
                    .border(Color.red, width: 2)
                    .padding(TVSafeInsets(display.overscanInsets).edgeInsets)
                    .allowsHitTesting(false)
                Color.clear
                    .border(Color.green, width: 2)
                    .padding(layout.insets(appMargin: overlayMargin).edgeInsets)
                    .allowsHitTesting(false)
            }
        }
        .frame(width: display.size.width, height: display.size.height)
    }
}

/// A display for ``AirPlayPreview`` to preview on: its size in points, scale, kind and insets.
public struct AirPlayPreviewDisplay: Sendable {
    /// A name for the display, such as "1080p".
    public var name: String
    /// In points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// How it is connected.
    public var kind: Air.Display.Kind
    /// The part of the picture a TV that overscans crops, per edge, in points.
    public var overscanInsets: UIEdgeInsets
    /// The safe area of AirKit's window on it, in points.
    public var safeAreaInsets: UIEdgeInsets

    public init(
        name: String, size: CGSize, scale: CGFloat, kind: Air.Display.Kind = .airPlay,
        overscanInsets: UIEdgeInsets = .zero, safeAreaInsets: UIEdgeInsets = .zero
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.kind = kind
        self.overscanInsets = overscanInsets
        self.safeAreaInsets = safeAreaInsets
    }

    /// 1280×720 pixels at 1x.
    public static let hd720 = AirPlayPreviewDisplay(name: "720p", size: CGSize(width: 1280, height: 720), scale: 1)
    /// 1920×1080 pixels at 1x: an Apple TV HD, most AirPlay receivers (AirPlay mirroring is at most 1080p).
    public static let hd1080 = AirPlayPreviewDisplay(name: "1080p", size: CGSize(width: 1920, height: 1080), scale: 1)
    /// 3840×2160 pixels: 1920×1080 points at 2x.
    public static let uhd4K = AirPlayPreviewDisplay(name: "4K", size: CGSize(width: 1920, height: 1080), scale: 2)

    /// The same display cropping `fraction` of its width and height at each edge, as older TVs
    /// do (5% is the traditional title-safe margin of broadcast TV).
    public func overscanning(_ fraction: CGFloat = 0.05) -> AirPlayPreviewDisplay {
        var display = self
        let horizontal = size.width * fraction
        let vertical = size.height * fraction
        display.overscanInsets = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        return display
    }

    /// The same display, connected as `kind`.
    public func connected(as kind: Air.Display.Kind) -> AirPlayPreviewDisplay {
        var display = self
        display.kind = kind
        return display
    }
}
#endif
