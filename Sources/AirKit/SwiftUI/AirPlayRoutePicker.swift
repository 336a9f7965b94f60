#if (canImport(UIKit) || AIRKIT_STANDIN) && !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
/// The system's AirPlay button in SwiftUI: `AVRoutePickerView`, which lists the receivers nearby.
///
/// `AVRoutePickerView` (AVKit, iOS 11 and tvOS 11; not on visionOS, where this view does not exist)
/// picks where the app's *media* plays: an `AVPlayer` hands its stream to the receiver, audio moves to
/// the speaker. Its header does not say that choosing a receiver there starts screen mirroring, which
/// is what gives an app an external display and AirKit a window on it (Documentation/PlatformFacts.md,
/// "The route picker"). So pair it with ``ScreenMirroringGuide``, which tells the user how to start
/// mirroring from Control Center.
///
/// `prioritizesVideoDevices` is `true` by default here (the system's default is `false`): an app that
/// shows content on a TV wants the Apple TV and smart TVs listed first, with the video icon, rather
/// than speakers.
///
/// ```swift
/// AirPlayRoutePicker()
///     .frame(width: 44, height: 44)
/// ```
public struct AirPlayRoutePicker: UIViewControllerRepresentable {
    /// Whether video-capable receivers are listed first (`AVRoutePickerView.prioritizesVideoDevices`).
    public var prioritizesVideoDevices: Bool

    public init(prioritizesVideoDevices: Bool = true) {
        self.prioritizesVideoDevices = prioritizesVideoDevices
    }

    public func makeUIViewController(context: Context) -> RoutePickerController {
        RoutePickerController()
    }

    public func updateUIViewController(_ controller: RoutePickerController, context: Context) {
        controller.picker.prioritizesVideoDevices = prioritizesVideoDevices
    }

    /// The controller whose view holds the `AVRoutePickerView`, filling it.
    public final class RoutePickerController: UIViewController {
        /// The system button this controller shows.
        public let picker = AVRoutePickerView(frame: .zero)

        override public func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(picker)
        }

        override public func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            picker.frame = view.bounds
        }
    }
}
#endif
