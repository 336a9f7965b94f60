import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var secondWindow: UIWindow?

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        let center = NSNotificationCenter.defaultCenter()
        center.addObserver(self, selector: Selector("screenDidConnect:"), name: UIScreenDidConnectNotification, object: nil)
        center.addObserver(self, selector: Selector("screenDidDisconnect:"), name: UIScreenDidDisconnectNotification, object: nil)
        if UIScreen.screens().count >= 2 {
            setupScreen(UIScreen.screens()[1])
        }
        return true
    }

    func setupScreen(screen: UIScreen) {
        guard secondWindow == nil else { return }
        secondWindow = UIWindow(frame: screen.bounds)
        secondWindow?.screen = screen
        secondWindow?.hidden = false
    }

    func screenDidConnect(notification: NSNotification) {
        setupScreen(notification.object as! UIScreen)
    }

    func screenDidDisconnect(notification: NSNotification) {
        secondWindow = nil
    }
}
