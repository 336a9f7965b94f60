import UIKit

@available(iOS 27.0, *)
final class ExternalDisplayAccessoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UISceneConfiguration()
        configuration.delegateClass = ExternalSceneDelegate.self
        registerSceneAccessory(UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration))
    }
}
