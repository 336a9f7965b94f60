import UIKit

extension EmulatorViewController {
    func observeScreens() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenDidConnect(_:)), name: UIScreen.didConnectNotification, object: nil)
        if UIScreen.screens.count > 1 {
            showOnSecondaryScreen(UIScreen.screens[1])
        }
    }

    @objc func screenDidConnect(_ notification: Notification) {
        guard let screen = notification.object as? UIScreen else { return }
        showOnSecondaryScreen(screen)
    }

    func showOnSecondaryScreen(_ screen: UIScreen) {
        secondaryScreen = screen
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = UIViewController()
        window.isHidden = false
        secondaryWindow = window
    }
}
