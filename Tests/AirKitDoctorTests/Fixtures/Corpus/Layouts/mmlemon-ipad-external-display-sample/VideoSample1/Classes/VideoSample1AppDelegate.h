#import <UIKit/UIKit.h>

@interface VideoSample1AppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, retain) IBOutlet UIWindow *window;
@end
