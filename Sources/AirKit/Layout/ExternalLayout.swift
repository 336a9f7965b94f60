#if canImport(UIKit) || AIRKIT_STANDIN
/// What the TV-safe layout of external content depends on: the kind of display, its size, its window's
/// safe area, its overscan, and where the user's margins are kept. AirKit puts it in the environment of
/// content it shows (``ExternalContentRoot``), and ``AirPlayPreview`` puts a chosen display's there.
struct ExternalLayout {
    let kind: Air.Display.Kind
    /// The screen's bounds, in points.
    let size: CGSize
    let safeArea: TVSafeInsets
    let overscan: TVSafeInsets
    let margins: Air.SafeAreaMargins

    init(
        kind: Air.Display.Kind, size: CGSize, safeArea: TVSafeInsets, overscan: TVSafeInsets, margins: Air.SafeAreaMargins
    ) {
        self.kind = kind
        self.size = size
        self.safeArea = safeArea
        self.overscan = overscan
        self.margins = margins
    }

    /// The layout on `display`, from its facts.
    init(display: Air.Display, margins: Air.SafeAreaMargins) {
        self.init(
            kind: display.kind, size: display.size, safeArea: TVSafeInsets(display.safeAreaInsets),
            overscan: TVSafeInsets(display.overscanLeftToTheApp), margins: margins)
    }

    /// The TV-safe area with the app's margin `appMargin`, the user's margin for this kind taking its
    /// place once they adjusted it: the insets from the screen's edges and the size they leave.
    @MainActor
    func tvSafeArea(appMargin: CGFloat) -> Air.TVSafeArea {
        Air.TVSafeArea(
            TVSafeRegion(
                width: Double(size.width), height: Double(size.height), safeArea: safeArea, overscan: overscan,
                margin: margin(appMargin)))
    }

    /// The TV-safe insets from the screen's edges with the app's margin `appMargin`: ``tvSafeArea(appMargin:)``'s.
    @MainActor
    func insets(appMargin: CGFloat) -> TVSafeInsets {
        tvSafeArea(appMargin: appMargin).region.insets
    }

    /// What content inside the safe area is inset by to reach ``insets(appMargin:)``.
    @MainActor
    func insetsBeyondSafeArea(appMargin: CGFloat) -> TVSafeInsets {
        TVSafeInsets.beyondSafeArea(safeArea: safeArea, overscan: overscan, margin: margin(appMargin))
    }

    @MainActor
    private func margin(_ appMargin: CGFloat) -> Double {
        Double(margins.margin(for: kind, default: appMargin))
    }
}

extension TVSafeInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }

    /// As SwiftUI insets: left is leading and right trailing, as in a left-to-right layout (a TV's
    /// overscan is the same on both sides).
    var edgeInsets: EdgeInsets {
        EdgeInsets(top: CGFloat(top), leading: CGFloat(left), bottom: CGFloat(bottom), trailing: CGFloat(right))
    }

    var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }
}

extension EnvironmentValues {
    private struct ExternalLayoutKey: EnvironmentKey {
        static let defaultValue: ExternalLayout? = nil
    }

    var externalLayout: ExternalLayout? {
        get { self[ExternalLayoutKey.self] }
        set { self[ExternalLayoutKey.self] = newValue }
    }
}
#endif
