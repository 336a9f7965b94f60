import Foundation
import Observation

/// The handle an app keeps for a registered scene accessory.
///
/// apple-api-facts §1.2 (`UISceneAccessoryRegistration.h`, iOS 27): `isAvailable` is owned by the system
/// and "observable during the `updateProperties` and `layoutSubviews` lifecycle events" (UIKit's automatic
/// observation tracking, so the stand-in makes it `Observable`); `isEnabled` is owned by the app:
/// "Set `enabled` to `false` to stop presenting your content without giving up the registration".
/// No other members; `init` is unavailable.
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISceneAccessoryRegistration: NSObject, Observable {
    private let registrar = ObservationRegistrar()
    private var available = false
    private var enabled: Bool

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
        self.enabled = isEnabled
        self.order = order
        super.init()
    }

    /// Whether the system can present the accessory now.
    open var isAvailable: Bool {
        registrar.access(self, keyPath: \.isAvailable)
        return available
    }

    /// Whether the app wants its content shown; independent of availability.
    open var isEnabled: Bool {
        get {
            registrar.access(self, keyPath: \.isEnabled)
            return enabled
        }
        set {
            guard newValue != enabled else { return }
            registrar.withMutation(of: self, keyPath: \.isEnabled) { enabled = newValue }
            device?.registrationsDidChange()
        }
    }

    /// Called by the simulated system only.
    func setAvailable(_ isAvailable: Bool) {
        guard isAvailable != available else { return }
        registrar.withMutation(of: self, keyPath: \.isAvailable) { available = isAvailable }
    }
}
