import Foundation

/// SwiftUI's declarative accessories: `View.sceneAccessory { ExternalNonInteractiveAccessory { … } }`.
///
/// Apple documents the API (`Documentation/StandInSources.md#external-accessory-view`, StandInSources.md#swiftui-scene-accessories) but not how the system realizes it. The
/// simulation registers each declared accessory on the hosting controller that shows the view, keeps
/// `isEnabled` equal to the app's binding, reports availability through `onAvailabilityChange`, and
/// presents the content in a window of its own on the external scene
/// (``SimulationAssumption/declaredAccessoriesAreRegistrationsOfTheHostingController``).
extension SimulatedDevice {
    struct DeclaredAccessoryKey: Hashable {
        let host: ObjectIdentifier
        let path: ViewPath
    }

    /// A declared accessory and the registration the system made for it.
    final class DeclaredAccessory {
        weak var host: UIViewController?
        var declaration: SceneAccessoryDeclaration
        let registration: UISceneAccessoryRegistration
        var reportedAvailability: Bool?

        init(host: UIViewController, declaration: SceneAccessoryDeclaration, registration: UISceneAccessoryRegistration) {
            self.host = host
            self.declaration = declaration
            self.registration = registration
        }
    }

    /// Called by a hosting controller after each update with what its content declared.
    func sceneAccessoriesDeclared(by host: some HostingContent) {
        let hostID = ObjectIdentifier(host)
        for (key, accessory) in declaredAccessories where key.host == hostID && host.accessoryDeclarations[key.path] == nil {
            declaredAccessories[key] = nil
            host.unregisterSceneAccessory(accessory.registration)
        }
        for (path, declaration) in host.accessoryDeclarations {
            let key = DeclaredAccessoryKey(host: hostID, path: path)
            if let existing = declaredAccessories[key] {
                existing.declaration = declaration
                continue
            }
            let configuration = UISceneConfiguration(name: nil, sessionRole: .windowExternalDisplayNonInteractive)
            let registration = host.registerSceneAccessory(.externalNonInteractive(sceneConfiguration: configuration))
            declaredAccessories[key] = DeclaredAccessory(host: host, declaration: declaration, registration: registration)
        }
        needsSystemPass = true
    }

    func declaredAccessory(for registration: UISceneAccessoryRegistration) -> DeclaredAccessory? {
        declaredAccessories.values.first { $0.registration === registration }
    }

    /// Drops accessories whose host is gone and copies each binding into its registration.
    func syncDeclaredAccessories() {
        for (key, accessory) in declaredAccessories {
            guard accessory.host != nil else {
                declaredAccessories[key] = nil
                continue
            }
            accessory.registration.isEnabled = accessory.declaration.isEnabled()
        }
    }

    /// Runs `onAvailabilityChange` actions on the main queue when availability changed, and once right
    /// after registration (``SimulationAssumption/availabilityIsReportedOnceAfterRegistration``).
    func reportAvailabilityToDeclaredAccessories() {
        for accessory in declaredAccessories.values {
            let available = accessory.registration.isAvailable
            guard accessory.reportedAvailability != available else { continue }
            accessory.reportedAvailability = available
            let actions = accessory.declaration.availabilityActions
            enqueue("onAvailabilityChange(\(available))") {
                for action in actions { action(available) }
            }
        }
    }
}

/// The system's own delegate for a declared accessory's scene: it shows the declared content in an
/// unhidden window, which is what takes the display out of mirroring.
final class DeclaredAccessorySceneDelegate: UIResponder, UIWindowSceneDelegate {
    private let accessory: SimulatedDevice.DeclaredAccessory
    var window: UIWindow?

    init(accessory: SimulatedDevice.DeclaredAccessory) {
        self.accessory = accessory
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: accessory.declaration.content())
        window.isHidden = false
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        window = nil
    }
}
