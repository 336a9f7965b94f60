#import <XCTest/XCTest.h>

@interface RNExternalDisplayExampleTests : XCTestCase
@end

@implementation RNExternalDisplayExampleTests
@end
