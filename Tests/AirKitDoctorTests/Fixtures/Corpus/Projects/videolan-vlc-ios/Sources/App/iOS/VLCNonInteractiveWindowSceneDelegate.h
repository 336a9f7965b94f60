#import <UIKit/UIKit.h>

@interface VLCNonInteractiveWindowSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
