import Foundation

/// The system's record of a scene: its role and the configuration it was created from.
///
/// apple-api-facts §4.5 (`UISceneSession.h`): `NS_SWIFT_UI_ACTOR`, `new`/`init` unavailable; `scene`
/// (nullable), `role`, `configuration` (copy), `persistentIdentifier`, `userInfo`.
@MainActor
open class UISceneSession: NSObject {
    open internal(set) weak var scene: UIScene?
    public let role: UISceneSession.Role
    /// A copy of the configuration the scene was created from (`@NSCopying`, §4.5).
    open var configuration: UISceneConfiguration { storedConfiguration.copy() as? UISceneConfiguration ?? storedConfiguration }
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?

    private let storedConfiguration: UISceneConfiguration

    init(role: UISceneSession.Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.storedConfiguration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
