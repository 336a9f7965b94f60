#import <XCTest/XCTest.h>

@interface RNBaseProjectTests : XCTestCase
@end

@implementation RNBaseProjectTests
@end
