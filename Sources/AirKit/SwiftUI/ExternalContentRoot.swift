#if canImport(UIKit) || AIRKIT_STANDIN
/// The root view of AirKit's external window: the app's content with the source's environment.
///
/// The content closure is evaluated here, as a body, so state it reads keeps the window up to date.
/// Forwarding the whole environment with `.environment(\.self, …)` would also overwrite the external
/// screen's own traits (Documentation/PlatformFacts.md, "The environment of external content"); the traits the screen owns are copied back from the
/// window's own environment first.
///
/// It holds its model weakly: the model holds the window this view is in, and a model is released with
/// the last reference the app keeps, whatever its windows show.
struct ExternalContentRoot: View {
    weak var air: Air?
    let display: DisplayID
    let content: @MainActor () -> AnyView
    @Environment(\.self) private var screenEnvironment

    var body: some View {
        guard let air else { return AnyView(EmptyView()) }
        // The display as published: its facts (rate, overscan, the window's safe area) change after the
        // window is on it, and every change is a new value, so this body is evaluated again.
        let current = air.connection.displays.first { $0.id == display.rawValue }
        let layout = current.map { ExternalLayout(display: $0, margins: air.safeAreaMargins) }
        // Reading the user's margin here makes a nudge evaluate this body again.
        return forwardingSourceEnvironment(
            of: air,
            to: AnyView(
                content()
                    .environment(\.externalDisplay, current)
                    .environment(\.externalLayout, layout)
                    .environment(\.tvSafeArea, layout?.tvSafeArea(appMargin: 0))))
    }

    private func forwardingSourceEnvironment(of air: Air, to content: AnyView) -> AnyView {
        guard air.forwardsSourceEnvironment, var environment = air.forwardedEnvironment else { return content }
        environment.displayScale = screenEnvironment.displayScale
        environment.horizontalSizeClass = screenEnvironment.horizontalSizeClass
        environment.verticalSizeClass = screenEnvironment.verticalSizeClass
        environment.air = air
        return AnyView(content.environment(\.self, environment))
    }
}
#endif
