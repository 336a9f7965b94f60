// An app that registers an external-display scene accessory, as iOS 27 apps must:
//   [scene registerSceneAccessory:[UISceneAccessory …]]
// No SDK headers exist on Linux, so the UIKit pieces are declared here. The object file gets the
// selector in __objc_methname and an undefined _OBJC_CLASS_$_UISceneAccessory, which the link
// against stubs/UIKit.tbd turns into an import from UIKit.
//
// -DFIXTURE_WEAK_ACCESSORY weak-links the class, as an app built with a newer SDK than its
// deployment target does (the import then carries the weak flag).

#ifdef FIXTURE_WEAK_ACCESSORY
#define FIXTURE_CLASS_LINKAGE __attribute__((objc_root_class, weak_import))
#else
#define FIXTURE_CLASS_LINKAGE __attribute__((objc_root_class))
#endif

FIXTURE_CLASS_LINKAGE
@interface UISceneAccessory
+ (id)alloc;
- (id)init;
@end

@interface FixtureWindowScene
- (id)registerSceneAccessory:(id)accessory;
@end

id fixture_register_accessory(id scene) {
    return [scene registerSceneAccessory:[[UISceneAccessory alloc] init]];
}

int main(void) {
    fixture_register_accessory(0);
    return 0;
}
