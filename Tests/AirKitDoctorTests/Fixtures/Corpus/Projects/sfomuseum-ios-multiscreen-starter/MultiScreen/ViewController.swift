import UIKit

class ViewController: UIViewController {
    let page: String

    init(page: String) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        page = "index.html"
        super.init(coder: coder)
    }
}
