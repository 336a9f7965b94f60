#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import "RNExternalDisplayUtils.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"RNExternalDisplayExample";
  self.initialProps = @{};
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options API_AVAILABLE(ios(13.0))
{
  return [RNExternalAppDelegateUtil application:application
         configurationForConnectingSceneSession:connectingSceneSession
                                        options:options
                                   sceneOptions:@{ @"headless": @NO }];
}

@end
