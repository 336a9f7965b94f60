#import "VideoSample1AppDelegate.h"

@implementation VideoSample1AppDelegate

@synthesize window;

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [window makeKeyAndVisible];
    return YES;
}

@end
