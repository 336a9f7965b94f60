#import <UIKit/UIKit.h>

@interface RNExternalAppDelegateUtil : NSObject
+ (UISceneConfiguration *)application:(UIApplication *)application
  configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                 options:(UISceneConnectionOptions *)options
                            sceneOptions:(NSDictionary *)sceneOptions;
@end
