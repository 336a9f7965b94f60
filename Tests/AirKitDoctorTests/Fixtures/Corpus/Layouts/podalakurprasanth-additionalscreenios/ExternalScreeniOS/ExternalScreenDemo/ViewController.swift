import UIKit

class ViewController: UIViewController {
    var secondWindow: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(screenConnected), name: UIScreen.didConnectNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(screenDisconnected), name: UIScreen.didDisconnectNotification, object: nil)
        screenConnected()
    }

    @objc func screenConnected() {
        guard UIScreen.screens.count > 1 else { return }
        let screen = UIScreen.screens[1]
        let window = UIWindow(frame: screen.bounds)
        window.rootViewController = UIViewController()
        window.screen = screen
        window.isHidden = false
        secondWindow = window
    }

    @objc func screenDisconnected() {
        secondWindow = nil
    }
}
