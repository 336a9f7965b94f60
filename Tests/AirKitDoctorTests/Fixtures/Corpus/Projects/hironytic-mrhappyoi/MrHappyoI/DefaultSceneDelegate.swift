import UIKit

class DefaultSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
