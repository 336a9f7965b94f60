#import <UIKit/UIKit.h>

@interface RNExternalDisplayEvent : NSObject
@end

@implementation RNExternalDisplayEvent

- (void)startObserving
{
  NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
  [center addObserver:self selector:@selector(screensChanged:) name:UIScreenDidConnectNotification object:nil];
  [center addObserver:self selector:@selector(screensChanged:) name:UIScreenDidDisconnectNotification object:nil];
}

- (void)screensChanged:(NSNotification *)notification
{
}

@end
