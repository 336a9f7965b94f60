#import <Foundation/Foundation.h>

@interface StreamManager : NSOperation
@end

@implementation StreamManager
@end
