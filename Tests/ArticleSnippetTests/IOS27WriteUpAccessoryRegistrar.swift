// From a developer's public write-up in Chinese, "iOS 27 外接屏踩坑记：windowExternalDisplayNonInteractive
// 不再自动提供" ("iOS 27 external-display pitfalls: windowExternalDisplayNonInteractive is no longer
// offered automatically"); we know no stable address for it, so its title is what to search for.
// Its section 五 ("the fix"), parts 1 and 2, verbatim, blank lines included: the iOS 27 accessory view
// controller and the invisible representable that mounts it behind a SwiftUI interface. The same
// pattern appears in later public apps that register an external-display accessory from SwiftUI.
//
// The only additions: the import of the stand-in (on iOS these files import UIKit and SwiftUI), and a
// view that completes the article's `TabView { … }.background(…)` fragment with one tab.
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

/// The write-up's main interface: `TabView { … }` with the registrar in its background.
struct WriteUpTabInterface: View {
    var body: some View {
        TabView { Text("Player") }
        .background(
        ExternalDisplayAccessoryRegistrar()
        .allowsHitTesting(false)
        )
    }
}
