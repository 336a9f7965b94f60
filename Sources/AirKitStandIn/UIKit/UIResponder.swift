import Foundation

/// The base of UIKit's responder chain: views, view controllers, scenes and the application.
///
/// `Documentation/StandInSources.md#app-delegate` (`UIResponder.h`): `NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`, so
/// `@MainActor open`. The stand-in models no events; scene delegates subclass it.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain, `nil` by default (`UIResponder.h`, `nextResponder`; Apple's page
    /// <https://developer.apple.com/documentation/uikit/uiresponder/next>: subclasses return the next
    /// one, and "UIWindow returns the application object"). Here a window returns its scene, and a
    /// scene the application, so the chain from a window reaches the application as on iOS.
    open var next: UIResponder? {
        nil
    }
}
