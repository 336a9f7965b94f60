#import <UIKit/UIKit.h>

/// What the TV shows. AirKit retains it while it is requested and takes it out of its window before
/// the window goes; the player keeps it for the next time.
@interface ScoreboardViewController : UIViewController
- (void)scoreGoal;
@end
