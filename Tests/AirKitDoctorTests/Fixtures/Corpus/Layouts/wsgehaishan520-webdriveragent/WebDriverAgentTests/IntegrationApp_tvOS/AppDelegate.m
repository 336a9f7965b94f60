#import <UIKit/UIKit.h>

@interface TVAppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation TVAppDelegate
@end
