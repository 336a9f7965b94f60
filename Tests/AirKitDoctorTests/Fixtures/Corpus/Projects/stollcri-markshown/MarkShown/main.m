#import <UIKit/UIKit.h>
#import "MKSAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([MKSAppDelegate class]));
    }
}
