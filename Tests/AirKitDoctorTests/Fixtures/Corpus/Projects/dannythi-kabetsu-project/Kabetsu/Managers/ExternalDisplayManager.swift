import UIKit

/// Mirrors the timer that is running onto the external window.
final class ExternalDisplayManager: UIViewController {
    static let shared = ExternalDisplayManager()
}
