#import "SceneDelegate.h"
#import "PlayerViewController.h"

@implementation SceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
    if (![scene isKindOfClass:[UIWindowScene class]]) {
        return;
    }
    UINavigationController *navigation =
        [[UINavigationController alloc] initWithRootViewController:[[PlayerViewController alloc] init]];
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = navigation;
    [self.window makeKeyAndVisible];
}

@end
