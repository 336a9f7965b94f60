#import "PlayerViewController.h"
#import "ScoreboardViewController.h"
@import AirKitC;

@implementation PlayerViewController {
    AirKitObserverRef _availability;
    UIButton *_showButton;
    ScoreboardViewController *_scoreboard;
}

static void availabilityChanged(bool isAvailable, void *context) {
    PlayerViewController *controller = (__bridge PlayerViewController *)context;
    controller->_showButton.enabled = isAvailable;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    _scoreboard = [[ScoreboardViewController alloc] init];

    _showButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [_showButton setTitle:@"Show on TV" forState:UIControlStateNormal];
    [_showButton addTarget:self action:@selector(show) forControlEvents:UIControlEventPrimaryActionTriggered];
    UIButton *stopButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [stopButton setTitle:@"Stop" forState:UIControlStateNormal];
    [stopButton addTarget:self action:@selector(stop) forControlEvents:UIControlEventPrimaryActionTriggered];
    UIButton *goalButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [goalButton setTitle:@"Goal" forState:UIControlStateNormal];
    [goalButton addTarget:_scoreboard action:@selector(scoreGoal) forControlEvents:UIControlEventPrimaryActionTriggered];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[ _showButton, stopButton, goalButton ]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 16;
    stack.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:stack];
    [NSLayoutConstraint activateConstraints:@[
        [stack.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
        [stack.centerYAnchor constraintEqualToAnchor:self.view.centerYAnchor],
    ]];

    // On iOS 27 the display is available only while a source is in the interface; AirKit registers
    // the scene accessory on this controller's outermost container, the navigation controller.
    AirKitAddSource(self);
    _availability = AirKitAddAvailabilityObserver(availabilityChanged, (__bridge void *)self);
}

- (void)dealloc {
    AirKitRemoveAvailabilityObserver(_availability);
}

- (void)show {
    AirKitPlayViewController(_scoreboard);
}

- (void)stop {
    AirKitStop();
}

@end
