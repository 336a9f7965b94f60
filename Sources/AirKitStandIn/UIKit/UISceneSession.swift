import Foundation

/// The system's record of a scene: its role and the configuration it was created from.
///
/// `Documentation/StandInSources.md#scene-configurations` (`UISceneSession.h`): `NS_SWIFT_UI_ACTOR`, `new`/`init` unavailable; `scene`
/// (nullable), `role`, `configuration` (copy), `persistentIdentifier`, `userInfo`.
@MainActor
open class UISceneSession: NSObject {
    open internal(set) weak var scene: UIScene?
    /// `@property (nonatomic, readonly) UISceneSessionRole role;` (`UISceneSession.h`).
    open var role: UISceneSession.Role { storedRole }
    /// A copy of the configuration the scene was created from (`copy`, StandInSources.md#scene-configurations).
    open var configuration: UISceneConfiguration { storedConfiguration.copy() as? UISceneConfiguration ?? storedConfiguration }
    /// `@property (nonatomic, readonly) NSString *persistentIdentifier;` (`UISceneSession.h`).
    open var persistentIdentifier: String { storedIdentifier }
    open var userInfo: [String: Any]?

    private let storedConfiguration: UISceneConfiguration
    private let storedRole: UISceneSession.Role
    private let storedIdentifier: String

    init(role: UISceneSession.Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.storedRole = role
        self.storedConfiguration = configuration
        self.storedIdentifier = persistentIdentifier
        super.init()
    }
}
