import UIKit

final class WindowDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
}
