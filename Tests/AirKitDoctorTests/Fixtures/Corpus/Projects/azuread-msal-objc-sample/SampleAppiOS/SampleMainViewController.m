#import "SampleMainViewController.h"

@implementation SampleMainViewController

+ (BOOL)handleSignInResponse:(NSURL *)url {
    return url != nil;
}

@end
