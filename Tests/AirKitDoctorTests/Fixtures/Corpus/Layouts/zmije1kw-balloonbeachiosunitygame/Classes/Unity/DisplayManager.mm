#import <UIKit/UIKit.h>

@interface DisplayConnection : NSObject
@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) UIScreen *screen;
@end

@implementation DisplayConnection

- (void)createWindow
{
    // Not scene based yet: the window goes on the screen directly.
    self.window.screen = self.screen;
}

@end

@interface DisplayManager : NSObject
@end

@implementation DisplayManager

- (instancetype)init
{
    if ((self = [super init])) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(screenDidConnect:) name:UIScreenDidConnectNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(screenDidDisconnect:) name:UIScreenDidDisconnectNotification object:nil];
    }
    return self;
}

- (void)screenDidConnect:(NSNotification *)notification
{
}

- (void)screenDidDisconnect:(NSNotification *)notification
{
}

@end
