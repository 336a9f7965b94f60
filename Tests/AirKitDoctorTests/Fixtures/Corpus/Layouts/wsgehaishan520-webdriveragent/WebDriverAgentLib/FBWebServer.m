#import <Foundation/Foundation.h>

@interface FBWebServer : NSObject
@end

@implementation FBWebServer
@end
