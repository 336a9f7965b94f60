#import "GeneratedPluginRegistrant.h"

@implementation GeneratedPluginRegistrant
+ (void)registerWithRegistry:(NSObject<FlutterPluginRegistry> *)registry {}
@end
