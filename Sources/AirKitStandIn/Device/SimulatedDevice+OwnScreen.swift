import Foundation

/// The device's own screen: the windows of the scenes on it and which one the user sees.
///
/// A window belongs to the screen of its scene (`UIWindow.h`, iOS 27.0 SDK: `windowScene`, "If nil,
/// window will not appear on any screen"; `Documentation/StandInSources.md#uiwindowscene`: a scene's `screen` and `windows`).
/// Unhidden windows stack by `windowLevel`, then by when they were shown
/// (``SimulationAssumption/windowsStackByLevelThenMostRecentlyShown``). A window that fills the screen
/// covers those behind it; every window the simulation makes does, since `init(windowScene:)` sizes it
/// to its scene's screen (`UIWindow.h`: "with matching frame").
extension SimulatedDevice {
    /// The windows of the scenes on the device's own screen, hidden ones included, back to front.
    public var ownScreenWindows: [UIWindow] {
        let scenes = connectedScenes.compactMap { $0 as? UIWindowScene }.filter { $0.screen === mainScreen }
        return (scenes.flatMap(\.windows) + scenelessWindowsShown(on: mainScreen)).enumerated()
            .sorted { stackingKey($0.element, $0.offset) < stackingKey($1.element, $1.offset) }
            .map(\.element)
    }

    /// Back to front: level, then when the window was last shown, then attachment order.
    private func stackingKey(_ window: UIWindow, _ attachment: Int) -> (UIWindow.Level, Int, Int) {
        (window.windowLevel, window.shownOrder, attachment)
    }

    /// The window the user sees on the device's own screen: the frontmost unhidden one, or `nil`
    /// when every window there is hidden.
    public var frontmostWindow: UIWindow? {
        ownScreenWindows.last { !$0.isHidden }
    }
}
