#import <UIKit/UIKit.h>
#import "AppleTVAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppleTVAppDelegate class]));
    }
}
