import UIKit

final class ExternalDisplayManager: UIViewController {
    static let shared = ExternalDisplayManager()
}
