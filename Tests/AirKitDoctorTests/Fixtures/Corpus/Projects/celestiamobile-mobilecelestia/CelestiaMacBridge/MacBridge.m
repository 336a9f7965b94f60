#import <Foundation/Foundation.h>

@interface MacBridge : NSObject
@end

@implementation MacBridge
@end
