import UIKit

class ViewController: UIViewController {
    var secondWindow: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupScreen()
        NotificationCenter.default.addObserver(
            self, selector: #selector(setupScreen), name: UIScreen.didConnectNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenDisconnected), name: UIScreen.didDisconnectNotification, object: nil)
    }

    @objc func setupScreen() {
        guard UIScreen.screens.count > 1 else { return }
        let secondScreen = UIScreen.screens[1]
        let window = UIWindow(frame: secondScreen.bounds)
        window.rootViewController = UIViewController()
        window.screen = secondScreen
        window.isHidden = false
        secondWindow = window
    }

    @objc func screenDisconnected() {
        secondWindow = nil
    }
}
