import UIKit

open class EmulatorViewController: UIViewController {
    let game: String
    var secondaryScreen: UIScreen?
    var secondaryWindow: UIWindow?

    public init(game: String) {
        self.game = game
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        observeScreens()
    }
}
