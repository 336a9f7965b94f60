/// Choosing the display, and the Stage Manager policy.
///
/// A display is known by its ``DisplayID``, which lasts while it is plugged in, whatever UIKit does
/// with its scenes (`PresentationMachine+Displays.swift`). The rules:
/// - Playing on a display shows the content there while it is presentable, moving it from another
///   display; while that display's scene is away, the content is on the first presentable display, or
///   waits, and goes back when the scene returns.
/// - Playing on a display that is not plugged in (it left after the app read `displays`) is logged and
///   treated as a request for no display in particular.
/// - A request shown on a display whose scene goes away returns to that display when its scene comes
///   back, as if it had chosen it.
/// - When the preferred display is unplugged, the request follows ``reconnectPolicy`` as any request
///   does: the first presentable display takes over, or the request waits or stops.
/// - Playing without a display keeps the display that shows content (only the content changes).
extension PresentationMachine {
    /// The scene waiting content goes to: the preferred display's while it is presentable, else the
    /// scene of the first presentable display.
    var sceneToPresentOn: SceneID? {
        if let preferredDisplay, let scene = scene(on: preferredDisplay) { return scene }
        for display in displays {
            if let scene = scene(on: display.id) { return scene }
        }
        return nil
    }

    /// The newest scene on `display`, while it has one.
    func scene(on display: DisplayID) -> SceneID? {
        scenes.last { $0.display == display }?.id
    }

    /// Records the display a request asked for, when it is plugged in.
    mutating func choosePreferredDisplay(_ display: DisplayID?) -> [Effect] {
        guard let display else { return [] }
        guard displays.contains(where: { $0.id == display }) else {
            preferredDisplay = nil
            return [.log(.notice("\(display) is not connected; the content goes to the first available display"))]
        }
        preferredDisplay = display
        return []
    }

    mutating func stageManagerPolicyDidChange(to policy: StageManagerPolicy) -> [Effect] {
        stageManagerPolicy = policy
        return settle(after: [])
    }
}
