import PVUIBase
import UIKit

enum GameLauncher {
    static func play(_ game: String, from presenter: UIViewController) {
        let emulator = EmulatorViewController(game: game)
        emulator.modalPresentationStyle = .fullScreen
        presenter.present(emulator, animated: true)
    }
}
