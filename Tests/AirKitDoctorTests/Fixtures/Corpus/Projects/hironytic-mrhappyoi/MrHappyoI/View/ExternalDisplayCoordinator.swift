import UIKit

/// Shows the current slide on the projector's window.
final class ExternalDisplayCoordinator {
    weak var window: UIWindow?
}
