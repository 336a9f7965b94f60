import UIKit

class ExternalViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A hidden window would turn mirroring back on.
        view.window?.isHidden = false
    }
}
