import Foundation
import Observation

/// The handle an app keeps for a registered scene accessory.
///
/// `Documentation/StandInSources.md#scene-accessories` (`UISceneAccessoryRegistration.h`, iOS 27): `isAvailable` is owned by the system
/// and "observable during the `updateProperties` and `layoutSubviews` lifecycle events" (UIKit's automatic
/// observation tracking); `isEnabled` is owned by the app:
/// "Set `enabled` to `false` to stop presenting your content without giving up the registration".
/// No other members; `init` is unavailable.
///
/// The header (`UISceneAccessoryRegistration.h`, iOS 27.0 SDK) declares a plain
/// `@interface UISceneAccessoryRegistration : NSObject`: no Swift `Observable` conformance. So the class
/// does not conform here either; its two properties read from an internal observable store, which is
/// what makes reads inside `updateProperties()` and `layoutSubviews()` tracked, as UIKit promises.
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
#if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (UISceneAccessoryRegistration.h)")
#endif
@MainActor
open class UISceneAccessoryRegistration: NSObject {
    private let state: RegistrationState

    let accessory: UISceneAccessory
    weak var controller: UIViewController?
    /// The device that made the registration and acts on it.
    weak var device: SimulatedDevice?
    /// Registration order; among equally deep controllers the most recent registration wins.
    let order: Int

    init(accessory: UISceneAccessory, controller: UIViewController, device: SimulatedDevice, isEnabled: Bool, order: Int) {
        self.accessory = accessory
        self.controller = controller
        self.device = device
        self.state = RegistrationState(isEnabled: isEnabled)
        self.order = order
        super.init()
    }

    /// Whether the system can present the accessory now.
    open var isAvailable: Bool {
        state.isAvailable
    }

    /// Whether the app wants its content shown; independent of availability.
    open var isEnabled: Bool {
        get { state.isEnabled }
        set {
            guard newValue != state.isEnabled else { return }
            state.isEnabled = newValue
            device?.registrationsDidChange()
        }
    }

    /// Called by the simulated system only.
    func setAvailable(_ isAvailable: Bool) {
        guard isAvailable != state.isAvailable else { return }
        state.isAvailable = isAvailable
    }
}

/// The registration's two values, observable so that UIKit-style observation tracking sees reads of them.
@MainActor
@Observable
final class RegistrationState {
    var isAvailable = false
    var isEnabled: Bool

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}
