#import <UIKit/UIKit.h>
#import "VLCAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([VLCAppDelegate class]));
    }
}
