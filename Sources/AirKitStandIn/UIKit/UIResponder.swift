import Foundation

/// The base of UIKit's responder chain: views, view controllers, scenes and the application.
///
/// apple-api-facts §3.2: `NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`, so `@MainActor open`.
/// The stand-in models no events; scene delegates subclass it, as in seed 000 §五.3.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}
