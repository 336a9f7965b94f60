import Foundation

/// The base of UIKit's responder chain: views, view controllers, scenes and the application.
///
/// `Documentation/StandInSources.md` §26 (`UIResponder.h`): `NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`, so
/// `@MainActor open`. The stand-in models no events; scene delegates subclass it.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }
}
