#if canImport(UIKit) || AIRKIT_STANDIN
extension View {
    /// Marks this view as the interface the external display supplements.
    ///
    /// On iOS 27 and later an invisible view controller behind the view registers a `UISceneAccessory`
    /// on the view controller the system counts as presented (the window's root, or the presented one
    /// the view is in), keeps the registration enabled so that availability is known before playback,
    /// and unregisters when the view leaves the hierarchy; the external window follows `Air.play` and
    /// `Air.stop()`, and the display mirrors while there is none. When several views
    /// are sources, UIKit presents the topmost, most recently presented one. On iOS 17–26 the system
    /// offers the scene through the Info.plist, and the source only lends its environment to the
    /// external content. It uses the model in the environment's `air` value, ``Air/shared`` by default.
    public func airPlaySource() -> some View {
        modifier(AirPlaySourceModifier())
    }
}

struct AirPlaySourceModifier: ViewModifier {
    @Environment(\.air) private var air

    func body(content: Content) -> some View {
        content.background {
            AirPlaySourceRepresentable(air: air ?? Air.shared)
                .allowsHitTesting(false)
        }
    }
}

/// Mounts the source controller behind the view (the registering view controller, owned by AirKit).
struct AirPlaySourceRepresentable: UIViewControllerRepresentable {
    let air: Air

    func makeUIViewController(context: Context) -> AirSourceController {
        AirSourceController(air: air)
    }

    /// Hands the source's environment to the external content in the next turn: writing `Air`'s
    /// observed state during this update would modify state during a view update, which SwiftUI warns
    /// about. A source gone by then passes nothing on.
    func updateUIViewController(_ controller: AirSourceController, context: Context) {
        let air = air
        let id = controller.id
        let environment = context.environment
        NextTurn.run {
            guard air.objects.source(id) != nil else { return }
            air.source(id, environmentDidChange: environment)
        }
    }

    static func dismantleUIViewController(_ controller: AirSourceController, coordinator: ()) {
        controller.invalidate()
    }
}
#endif
