/// "A scene accessory that presents non-interactive content on an external display."
///
/// `Documentation/StandInSources.md#external-accessory-view` (`SwiftUI.swiftinterface`, iOS 27.0 SDK): a `nonisolated` struct, explicitly
/// not `Sendable`, with `init(content:)` and `init(isEnabled:content:)` (the binding says "whether or not
/// the accessory should present if available"); content closures are `@escaping`.
///
/// Its `Body` is opaque, as in `SwiftUI.swiftinterface` (iOS 27.0 SDK, near character 1,188,500):
/// `nonisolated public var body: some SwiftUI.SceneAccessoryContent { get }`, with `Body` an opaque
/// type, not `Never`. Code that relies on `Body == Never` therefore fails here as it does on iOS.
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (StandInSources.md#external-accessory-view)")
#endif
nonisolated public struct ExternalNonInteractiveAccessory<Content: View>: SceneAccessoryContent {
    let content: () -> Content
    let isEnabled: Binding<Bool>?

    public init(@ContentBuilder content: @escaping () -> Content) {
        self.content = content
        self.isEnabled = nil
    }

    public init(isEnabled: Binding<Bool>, @ContentBuilder content: @escaping () -> Content) {
        self.content = content
        self.isEnabled = isEnabled
    }

    /// The accessory as the simulated system registers it.
    nonisolated public var body: some SceneAccessoryContent {
        DeclaredExternalAccessory(accessory: self)
    }
}

@available(*, unavailable)
extension ExternalNonInteractiveAccessory: Sendable {}

extension ExternalNonInteractiveAccessory: DeclaresSceneAccessory {
    func makeDeclaration() -> SceneAccessoryDeclaration {
        let isEnabled = isEnabled
        let content = content
        return SceneAccessoryDeclaration(
            isEnabled: { isEnabled?.wrappedValue ?? true },
            content: { AnyView(content()) },
            availabilityActions: [])
    }
}

/// The primitive content an ``ExternalNonInteractiveAccessory``'s body resolves to.
nonisolated struct DeclaredExternalAccessory<Content: View>: SceneAccessoryContent, DeclaresSceneAccessory {
    typealias Body = Never
    let accessory: ExternalNonInteractiveAccessory<Content>

    func makeDeclaration() -> SceneAccessoryDeclaration {
        accessory.makeDeclaration()
    }
}
