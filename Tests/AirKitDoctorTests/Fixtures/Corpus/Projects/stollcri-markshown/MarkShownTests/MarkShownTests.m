#import <XCTest/XCTest.h>

@interface MarkShownTests : XCTestCase
@end

@implementation MarkShownTests
@end
