#import "ViewController.h"

@implementation ViewController
@end
