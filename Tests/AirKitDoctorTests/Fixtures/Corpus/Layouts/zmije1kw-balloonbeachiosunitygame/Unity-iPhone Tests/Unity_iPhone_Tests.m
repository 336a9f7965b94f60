#import <XCTest/XCTest.h>

@interface Unity_iPhone_Tests : XCTestCase
@end

@implementation Unity_iPhone_Tests
@end
