#import <UIKit/UIKit.h>

/// The app delegate of a storyboard-free Objective-C app in the scene life cycle: the Info.plist names
/// SceneDelegate for the app's scene and AirKitSceneDelegate for the external display's (iOS 17–26).
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end
