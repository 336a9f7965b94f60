// Names that contain or start like the ones the doctor looks for, but are not them. A reader that
// searches substrings or prefixes would wrongly see an accessory registration here:
// - selectors unregisterSceneAccessory: and registerSceneAccessory:completion:;
// - the C string "registerSceneAccessory" (no colon) and "xregisterSceneAccessory:";
// - an import of UISceneAccessoryRegistration, whose symbol starts with _OBJC_CLASS_$_UISceneAccessory.

__attribute__((objc_root_class))
@interface UISceneAccessoryRegistration
+ (id)alloc;
- (id)init;
@end

@interface FixtureWindowScene
- (void)unregisterSceneAccessory:(id)accessory;
- (void)registerSceneAccessory:(id)accessory completion:(id)handler;
@end

const char *fixture_near_miss_strings[] = {"registerSceneAccessory", "xregisterSceneAccessory:"};

void fixture_near_miss(id scene) {
    id registration = [[UISceneAccessoryRegistration alloc] init];
    [scene unregisterSceneAccessory:registration];
    [scene registerSceneAccessory:registration completion:0];
}

int main(void) {
    fixture_near_miss(0);
    return 0;
}
