#import <UIKit/UIKit.h>

@interface SampleMainViewController : UIViewController
+ (BOOL)handleSignInResponse:(NSURL *)url;
@end
