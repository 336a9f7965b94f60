import UIKit

@objc(SceneDelegate)
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

class GameScene: UIWindowScene {}

class GameSceneDelegate: SceneDelegate {}
