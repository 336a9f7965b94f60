import Foundation

/// The system's AirPlay button: tapping it lists the AirPlay receivers and output devices to route to.
///
/// `Documentation/StandInSources.md#avroutepickerview` (`AVRoutePickerView.h`, iOS 27.0 SDK):
/// `API_AVAILABLE(macos(10.15), ios(11.0), tvos(11.0)) API_UNAVAILABLE(visionos)`, a `UIView`
/// subclass, so `@MainActor`; `delegate` (nullable, weak), `activeTintColor` (`null_resettable`, iOS
/// 11), `prioritizesVideoDevices` (iOS 13, tvOS 13; sorts video-capable receivers first and shows a
/// video icon). The macOS- and tvOS-only members are not declared.
///
/// Simulated behaviour: the stand-in shows no list and the button does nothing; connecting a display
/// stays the test's `connectDisplay(_:)`, as the system, not the app, connects the route. Tests find
/// the button in a window with ``SimulatedDevice/routePickers(in:)``.
@available(iOS 11.0, tvOS 11.0, *)
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on visionOS (AVRoutePickerView.h)")
#endif
@MainActor
open class AVRoutePickerView: UIView {
    /// Told when the route list opens and closes (StandInSources.md#avroutepickerview).
    open weak var delegate: (any AVRoutePickerViewDelegate)?

    /// The button's tint while AirPlay is active; setting `nil` restores the system's
    /// (StandInSources.md#avroutepickerview).
    open var activeTintColor: UIColor! {
        get { storedActiveTintColor ?? UIColor(name: "systemBlue") }
        set { storedActiveTintColor = newValue }
    }
    private var storedActiveTintColor: UIColor?

    /// Whether video-capable receivers (an Apple TV, a smart TV) are listed first, with a video icon;
    /// `false` by default (StandInSources.md#avroutepickerview).
    @available(iOS 13.0, tvOS 13.0, *)
    open var prioritizesVideoDevices = false
}

/// Told when an ``AVRoutePickerView``'s list opens and closes (StandInSources.md#avroutepickerview):
/// an `NSObject` protocol whose two methods are optional in UIKit, so each has a default that does
/// nothing here.
@available(iOS 11.0, tvOS 11.0, *)
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on visionOS (AVRoutePickerView.h)")
#endif
@MainActor
public protocol AVRoutePickerViewDelegate: NSObjectProtocol {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

@available(iOS 11.0, tvOS 11.0, *)
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on visionOS (AVRoutePickerView.h)")
#endif
extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
