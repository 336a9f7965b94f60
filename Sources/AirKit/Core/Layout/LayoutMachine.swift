/// The TV-safe margins in force, and the insets AirKit gives UIKit content for them.
///
/// SwiftUI content reads the TV-safe layout from its environment (`.airPlaySafeArea`), which follows the
/// published display. UIKit content cannot: AirKit adds the insets to the app's controller's safe area
/// (`additionalSafeAreaInsets`) when the app set a margin for UIKit content (`uiKitSafeAreaMargin`). The
/// insets depend on the display's facts (its window's safe area, the overscan left to the app under
/// its compensation), the user's margin for its kind, and the app's margin, and each can change while
/// the content is shown: a compensation the display policy applies a moment later, the user nudging
/// their margin, the window's safe area arriving. So they are decided here, from the state, at every
/// event, and given to the content whenever they change.
struct LayoutMachine: Sendable {
    /// The insets given to one UIKit content shown now.
    struct Applied: Equatable, Sendable {
        let content: ContentID
        let scene: SceneID
        let insets: DisplayInsets
    }

    /// What the content on the presented display needs, from the rest of the runtime.
    struct Presented: Sendable {
        let content: ContentID
        let kind: ContentKind
        let scene: SceneID
        let display: DisplayState
    }

    /// `uiKitSafeAreaMargin`: `nil` leaves UIKit content's safe area as UIKit makes it.
    private(set) var appMargin: Double?
    /// The user's margins, by kind of display, as ``SafeAreaMarginBook`` keeps them.
    private(set) var userMargins: [DisplayKind: Double] = [:]
    /// The insets given to each UIKit content shown now, one per scene, in scene order.
    private(set) var applied: [Applied] = []

    mutating func appMarginDidChange(to margin: Double?) {
        appMargin = margin
    }

    mutating func userMarginDidChange(for kind: DisplayKind, to margin: Double?) {
        userMargins[kind] = margin
    }

    /// The margin in force on a display of `kind`: the user's once they adjusted it, else the app's.
    func margin(for kind: DisplayKind, appMargin: Double) -> Double {
        userMargins[kind] ?? appMargin.clampedToLength
    }

    /// The TV-safe region on `display` as UIKit content sees it: with the user's margin for its kind
    /// once they adjusted it, else `uiKitSafeAreaMargin`, else none. Whenever AirKit gives UIKit content
    /// insets, they are this region's beyond the window's safe area.
    func region(on display: DisplayState) -> TVSafeRegion {
        TVSafeRegion(display: display, margin: margin(for: display.kind, appMargin: appMargin ?? 0))
    }

    /// Gives each UIKit content shown now (the main request's, and those pinned to a display) the insets
    /// the state calls for, when they changed; content that is no longer shown, or no longer needs
    /// insets, has them taken back first.
    mutating func settle(presented: [Presented]) -> [RuntimeMachine.Effect] {
        var wanted: [Applied] = []
        for presented in presented.sorted(by: { $0.scene.rawValue < $1.scene.rawValue }) {
            guard presented.kind == .uiKit, let appMargin else { continue }
            let insets = TVSafeInsets.beyondSafeArea(
                safeArea: TVSafeInsets(presented.display.safeArea),
                overscan: TVSafeInsets(presented.display.overscanLeftToTheApp),
                margin: margin(for: presented.display.kind, appMargin: appMargin))
            wanted.append(Applied(content: presented.content, scene: presented.scene, insets: DisplayInsets(insets)))
        }
        guard wanted != applied else { return [] }
        var effects: [RuntimeMachine.Effect] = []
        for old in applied where !wanted.contains(where: { $0.content == old.content && $0.scene == old.scene }) {
            effects.append(.setContentInsets(nil, content: old.content, on: old.scene))
        }
        for new in wanted where !applied.contains(new) {
            effects.append(.setContentInsets(new.insets, content: new.content, on: new.scene))
        }
        applied = wanted
        return effects
    }
}

extension TVSafeInsets {
    init(_ insets: DisplayInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension DisplayInsets {
    init(_ insets: TVSafeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
