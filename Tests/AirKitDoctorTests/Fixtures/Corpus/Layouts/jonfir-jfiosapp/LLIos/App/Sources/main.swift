import UIKit

_ = autoreleasepool {
    UIApplicationMain(
        CommandLine.argc,
        CommandLine.unsafeArgv,
        NSStringFromClass(Application.self),
        NSStringFromClass(ApplicationDelegate.self)
    )
}
