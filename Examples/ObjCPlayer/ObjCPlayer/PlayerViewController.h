#import <UIKit/UIKit.h>

/// The phone's screen: a source for AirKit, a button enabled while a display is available, and a
/// scoreboard it shows on the display. Every AirKit call is one of AirKitC.h; Tests/AirKitCCallers
/// makes the same calls in C, and Tests/AirKitCTests runs them on the simulated device.
@interface PlayerViewController : UIViewController
@end
