#import <UIKit/UIKit.h>

@interface AppleTVAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
