import Foundation

/// How to create a scene: its role, its delegate class and its scene class.
///
/// `Documentation/StandInSources.md#scene-configurations` (`UISceneConfiguration.h`, iOS 27 SDK): the designated `init(name:sessionRole:)`;
/// `init()` ("Scene sessions created from this configuration will have their role automatically set by
/// the system") and `init(name:)` (iOS 27) are new in the 27 SDK; `name`, `role`, `sceneClass`,
/// `delegateClass`, `storyboard`; `NSCopying`.
@MainActor
open class UISceneConfiguration: NSObject, NSCopying {
    /// `@property (nonatomic, nullable, readonly) NSString *name;` (`UISceneConfiguration.h`), so
    /// read-only and overridable.
    open var name: String? { storedName }
    /// For `init()` and `init(name:)`, empty until the system assigns the session's role
    /// (``SimulationAssumption/roleOfRolelessConfigurationsIsEmpty``).
    /// `@property (nonatomic, readonly) UISceneSessionRole role;` (`UISceneConfiguration.h`).
    open var role: UISceneSession.Role { storedRole }

    private let storedName: String?
    private let storedRole: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?
    open var storyboard: UIStoryboard?

    /// Reads the app's Info.plist, as `UISceneConfiguration.h` (iOS 27.0 SDK) says of this initializer:
    /// "Creates a UISceneConfiguration instance from your Info.plist using the name and session role
    /// provided. If nil is provided for the name, the first matching instance of the provided session
    /// role is used. If no matching name is found, or no descriptions of the provided session role exist
    /// in your Info.plist, then an instance with a nil sceneSubclass, delegateClass, and storyboard is
    /// returned." The simulated device's Info.plist is the app's; class names resolve through its
    /// ``ClassRegistry`` as `NSClassFromString` would, and an unregistered name leaves the class `nil`.
    /// Storyboards are not simulated, so `storyboard` stays `nil`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.storedName = name
        self.storedRole = sessionRole
        super.init()
        guard let device = SimulatedDevice.current,
            let entry = device.infoPlist.sceneConfiguration(named: name, role: sessionRole)
        else { return }
        sceneClass = (entry["UISceneClassName"] as? String).flatMap(device.classes.type(named:))
        delegateClass = (entry["UISceneDelegateClassName"] as? String).flatMap(device.classes.type(named:))
    }

    public convenience override init() {
        self.init(name: nil, sessionRole: UISceneSession.Role(rawValue: ""))
    }

    @available(iOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, *)
    @available(watchOS, unavailable)
    public convenience init(name: String?) {
        self.init(name: name, sessionRole: UISceneSession.Role(rawValue: ""))
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        let copy: UISceneConfiguration = MainActor.assumeIsolated {
            let copy = UISceneConfiguration(name: name, sessionRole: role)
            copy.sceneClass = sceneClass
            copy.delegateClass = delegateClass
            copy.storyboard = storyboard
            return copy
        }
        return copy
    }
}
