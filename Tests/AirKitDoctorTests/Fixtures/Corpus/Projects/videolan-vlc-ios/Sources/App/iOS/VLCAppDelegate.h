#import <UIKit/UIKit.h>

@interface VLCAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
