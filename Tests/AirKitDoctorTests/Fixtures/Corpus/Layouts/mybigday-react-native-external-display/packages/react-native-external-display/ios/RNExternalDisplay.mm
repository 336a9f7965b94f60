#import <React/RCTViewManager.h>

@interface RNExternalDisplay : RCTViewManager
@end

@implementation RNExternalDisplay
@end
