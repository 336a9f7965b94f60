#if canImport(UIKit) || AIRKIT_STANDIN
/// The root view of AirKit's external window: the app's content with the source's environment.
///
/// The content closure is evaluated here, as a body, so state it reads keeps the window up to date.
/// Forwarding the whole environment with `.environment(\.self, …)` would also overwrite the external
/// screen's own traits (Documentation/PlatformFacts.md, "The environment of external content"); the traits the screen owns are copied back from the
/// window's own environment first.
struct ExternalContentRoot: View {
    let air: Air
    let display: Air.Display
    let content: @MainActor () -> AnyView
    @Environment(\.self) private var screenEnvironment

    var body: some View {
        // The display as last published: its facts (rate, overscan, the window's safe area) are read
        // once AirKit's window is on it, and again when they change.
        let current = air.connection.displays.first { $0.id == display.id } ?? display
        return forwardingSourceEnvironment(
            to: AnyView(
                content()
                    .environment(\.externalDisplay, current)
                    .environment(\.externalLayout, ExternalLayout(display: current, margins: air.safeAreaMargins))))
    }

    private func forwardingSourceEnvironment(to content: AnyView) -> AnyView {
        guard air.forwardsSourceEnvironment, var environment = air.forwardedEnvironment else { return content }
        environment.displayScale = screenEnvironment.displayScale
        environment.horizontalSizeClass = screenEnvironment.horizontalSizeClass
        environment.verticalSizeClass = screenEnvironment.verticalSizeClass
        environment.air = air
        return AnyView(content.environment(\.self, environment))
    }
}
#endif
