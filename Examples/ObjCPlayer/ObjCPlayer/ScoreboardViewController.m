#import "ScoreboardViewController.h"

@implementation ScoreboardViewController {
    UILabel *_label;
    NSInteger _goals;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.blackColor;
    _label = [[UILabel alloc] initWithFrame:self.view.bounds];
    _label.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    _label.textAlignment = NSTextAlignmentCenter;
    _label.textColor = UIColor.whiteColor;
    _label.font = [UIFont monospacedDigitSystemFontOfSize:160 weight:UIFontWeightBold];
    [self.view addSubview:_label];
    [self render];
}

- (void)scoreGoal {
    _goals += 1;
    [self render];
}

- (void)render {
    _label.text = [NSString stringWithFormat:@"Goals: %ld", (long)_goals];
}

@end
