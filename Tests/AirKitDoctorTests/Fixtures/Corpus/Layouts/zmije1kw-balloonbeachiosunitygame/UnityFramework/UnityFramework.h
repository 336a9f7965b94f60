#import <UIKit/UIKit.h>

@interface UnityFramework : NSObject
@end
