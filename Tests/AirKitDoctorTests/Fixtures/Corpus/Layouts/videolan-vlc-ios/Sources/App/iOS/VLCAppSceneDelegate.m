#import <UIKit/UIKit.h>

@interface VLCAppSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation VLCAppSceneDelegate
@end
