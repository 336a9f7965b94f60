#import <UIKit/UIKit.h>

@interface MKSAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
