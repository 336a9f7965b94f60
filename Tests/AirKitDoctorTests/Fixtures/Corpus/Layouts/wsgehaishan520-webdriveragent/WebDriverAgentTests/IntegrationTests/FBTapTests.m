#import <XCTest/XCTest.h>

@interface FBTapTests : XCTestCase
@end

@implementation FBTapTests
@end
