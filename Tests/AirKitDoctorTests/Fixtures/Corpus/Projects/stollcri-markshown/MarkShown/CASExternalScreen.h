#import <UIKit/UIKit.h>

@interface CASExternalScreen : NSObject
@property (strong, nonatomic) UIWindow *secondWindow;
- (void)setUpScreenConnectionNotificationHandlers;
@end
