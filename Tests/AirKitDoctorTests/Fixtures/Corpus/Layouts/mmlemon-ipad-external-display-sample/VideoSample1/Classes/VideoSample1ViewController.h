#import <UIKit/UIKit.h>

@interface VideoSample1ViewController : UIViewController
@property (nonatomic, retain) UIViewController *uvc;
@end
