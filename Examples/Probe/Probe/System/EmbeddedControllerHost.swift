import SwiftUI

/// A `UIViewControllerRepresentable` in the probe's main interface: its controller is the one a
/// SwiftUI app reaches UIKit through, and the probe asks whether it counts as presented.
struct EmbeddedControllerHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        ProbeRuntime.shared.embeddedController = controller
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
