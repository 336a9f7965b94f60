#import "VideoSample1ViewController.h"

@implementation VideoSample1ViewController

@synthesize uvc;

- (void)toFullScreen
{
    if ([[UIScreen screens] count] <= 1) {
        return;
    }
    UIScreen *another = [[UIScreen screens] objectAtIndex:1];
    UIScreenMode *best = [[another availableModes] lastObject];
    another.currentMode = best;
    uvc = [[UIViewController alloc] init];
    UIWindow *window = [[UIWindow alloc] initWithFrame:CGRectMake(0.0f, 0.0f, best.size.width, best.size.height)];
    [window addSubview:uvc.view];
    window.screen = another;
    [window makeKeyAndVisible];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self toFullScreen];
}

@end
