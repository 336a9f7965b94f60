import SwiftUI

#if canImport(UIKit, _version: 9127) || !canImport(UIKit)
@available(iOS 27.0, *)
extension ProbeContext {
    /// Registers an external-display accessory on `controller` whose scene ``ProbeExternalSceneDelegate``
    /// serves, with `tag` as its user info so the scene names its registration. Sets `isEnabled` to
    /// `enabled` unless it is `nil`, so checks do not depend on the default they do not measure.
    func register(on controller: UIViewController, tag: String, enabled: Bool? = true) -> UISceneAccessoryRegistration {
        let configuration = UISceneConfiguration(name: "Probe Accessory", sessionRole: .windowExternalDisplayNonInteractive)
        configuration.delegateClass = ProbeExternalSceneDelegate.self
        let accessory = UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration, userInfo: tag)
        let registration = controller.registerSceneAccessory(accessory)
        if let enabled { registration.isEnabled = enabled }
        return registration
    }

    /// Presents one controller per name, each over the previous one, and waits.
    func presentStack(_ names: [String]) async -> [ProbeController] {
        var stack: [ProbeController] = []
        for name in names {
            guard let controller = await presentController(named: name) else { break }
            stack.append(controller)
        }
        return stack
    }

    /// Unregisters `registrations` from their controllers, dismisses what was presented and waits.
    func cleanUp(_ registrations: [(UIViewController, UISceneAccessoryRegistration)]) async {
        for (controller, registration) in registrations {
            controller.unregisterSceneAccessory(registration)
        }
        await dismissPresented()
    }
}
#endif

extension ProbeContext {
    /// A finding for a check that found no external scene where it needed one.
    func noExternalScene(_ what: String) -> Finding {
        .measured(
            "no external scene", ["\(what): no external scene connected; is a display attached? Scenes: \(externalSceneTags)"])
    }
}
