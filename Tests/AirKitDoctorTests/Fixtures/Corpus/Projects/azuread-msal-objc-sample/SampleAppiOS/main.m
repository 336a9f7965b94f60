#import <UIKit/UIKit.h>
#import "SampleAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([SampleAppDelegate class]));
    }
}
