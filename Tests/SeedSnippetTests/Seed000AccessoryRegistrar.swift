// Seed 000 §五.1 and §五.2, verbatim: the iOS 27 accessory view controller and the invisible
// representable that mounts it behind a SwiftUI interface.
//
// The only additions: the import of the stand-in (on iOS these files import UIKit and SwiftUI), and a
// view that completes the seed's `TabView { … }.background(…)` fragment with one tab.
import AirKitStandIn

@available(iOS 27.0, *)

private final class ExternalDisplayAccessoryViewController: UIViewController {

private var registration: UISceneAccessoryRegistration?

  


override func viewDidLoad() {

super.viewDidLoad()

view.backgroundColor = .clear

view.isUserInteractionEnabled = false

  


let configuration = UISceneConfiguration()

configuration.delegateClass = ExternalDisplaySceneDelegate.self

registration = registerSceneAccessory(

UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration)

)

}

}

struct ExternalDisplayAccessoryRegistrar: UIViewControllerRepresentable {

func makeUIViewController(context: Context) -> UIViewController {

if #available(iOS 27.0, *) {

return ExternalDisplayAccessoryViewController()

}

return UIViewController()

}

  


func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

}

/// Seed 000's main interface: `TabView { … }` with the registrar in its background.
struct SeedTabInterface: View {
    var body: some View {
        TabView { Text("Player") }
        .background(
        ExternalDisplayAccessoryRegistrar()
        .allowsHitTesting(false)
        )
    }
}
