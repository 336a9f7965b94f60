import UIKit

class AppDelegate: NSObject, UIApplicationDelegate {}
