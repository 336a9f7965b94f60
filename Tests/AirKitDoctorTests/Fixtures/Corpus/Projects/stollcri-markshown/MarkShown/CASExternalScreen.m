#import "CASExternalScreen.h"

@implementation CASExternalScreen

- (void)setUpScreenConnectionNotificationHandlers {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(screenDidConnect:) name:UIScreenDidConnectNotification object:nil];
    [center addObserver:self selector:@selector(screenDidDisconnect:) name:UIScreenDidDisconnectNotification object:nil];
}

- (void)screenDidConnect:(NSNotification *)notification {
    UIScreen *screen = [notification object];
    self.secondWindow = [[UIWindow alloc] initWithFrame:screen.bounds];
    self.secondWindow.screen = screen;
    self.secondWindow.hidden = NO;
}

- (void)screenDidDisconnect:(NSNotification *)notification {
    self.secondWindow = nil;
}

@end
