#import <UIKit/UIKit.h>

@interface AppleTVAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppleTVAppDelegate
@end
