import UIKit

class MainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
