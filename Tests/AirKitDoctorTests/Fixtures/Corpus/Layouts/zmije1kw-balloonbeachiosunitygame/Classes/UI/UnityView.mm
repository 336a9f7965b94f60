#import <UIKit/UIKit.h>

@interface UnityView : UIView
@end

@implementation UnityView
@end
