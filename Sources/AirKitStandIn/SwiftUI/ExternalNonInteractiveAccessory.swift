/// "A scene accessory that presents non-interactive content on an external display."
///
/// apple-api-facts §2.1 (read verbatim from the iOS 27 SDK interface): a `nonisolated` struct, explicitly
/// not `Sendable`, with `init(content:)` and `init(isEnabled:content:)` (the binding says "whether or not
/// the accessory should present if available"); content closures are `@escaping`.
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct ExternalNonInteractiveAccessory<Content: View>: SceneAccessoryContent {
    public typealias Body = Never
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
