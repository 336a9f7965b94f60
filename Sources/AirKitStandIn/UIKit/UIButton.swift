import Foundation

/// What a control's action runs (`UIAction.h`: `typedef void (^UIActionHandler)(__kindof UIAction *action)`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A block-based action for a control (iOS 14).
///
/// `Documentation/StandInSources.md#uikit-controls`: `UIAction(title:image:identifier:discoverabilityTitle:
/// attributes:state:handler:)`, every parameter but the handler defaulted; the stand-in keeps `title`.
@MainActor
open class UIAction: NSObject {
    open var title: String
    let handler: UIActionHandler

    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// A view that sends actions when touched: the base of buttons.
///
/// `Documentation/StandInSources.md#uikit-controls` (`UIControl.h`): `isEnabled` (default `YES`),
/// `addAction(_:for:)` (iOS 14) and `sendActions(for:)`; `UIControl.Event.touchUpInside` and
/// `.primaryActionTriggered` (a button's tap sends both); `UIControl.State.normal`.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }

    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    open func sendActions(for controlEvents: UIControl.Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
    }
}

/// A button (`UIButton.h`, StandInSources.md#uikit-controls): `init(type:)`, `setTitle(_:for:)` and
/// `title(for:)`. The simulated device's `tapButton(_:)` taps it by its title.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    private var titles: [UInt: String] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue]
    }
}
