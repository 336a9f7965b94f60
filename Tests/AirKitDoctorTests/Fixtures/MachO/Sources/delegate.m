// Two scene-delegate classes an Info.plist could name, defined by the app:
// - AirKitSceneDelegate, an Objective-C name (what `@objc(AirKitSceneDelegate)` gives a Swift class);
// - _TtC6Banner21ExternalSceneDelegate, the runtime name of a Swift class ExternalSceneDelegate in
//   module Banner, given with objc_runtime_name since Swift cannot target iOS here.
// Both subclass UIResponder, imported from UIKit like a real scene delegate's superclass.
// Linked together with accessory.m.

__attribute__((objc_root_class))
@interface UIResponder
@end

@interface AirKitSceneDelegate : UIResponder
@end

@implementation AirKitSceneDelegate
- (void)sceneDidDisconnect:(id)scene {
}
@end

__attribute__((objc_runtime_name("_TtC6Banner21ExternalSceneDelegate")))
@interface ExternalSceneDelegate : UIResponder
@end

@implementation ExternalSceneDelegate
- (void)sceneDidDisconnect:(id)scene {
}
@end
