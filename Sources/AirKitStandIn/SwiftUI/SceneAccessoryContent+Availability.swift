/// `Documentation/StandInSources.md#swiftui-scene-accessories`: the closure is called when the availability of the scene accessory changes.
/// Chained onto accessory content, not onto a view.
@available(iOS 27.0, *)
extension SceneAccessoryContent {
    @available(macCatalyst, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (SwiftUI.swiftinterface)")
    #endif
    nonisolated public func onAvailabilityChange(perform action: @escaping (Bool) -> Void) -> some SceneAccessoryContent {
        AvailabilityObservingContent(base: self, action: action)
    }
}

nonisolated struct AvailabilityObservingContent<Base: SceneAccessoryContent>: SceneAccessoryContent, DeclaresSceneAccessory {
    typealias Body = Never
    let base: Base
    let action: (Bool) -> Void

    func makeDeclaration() -> SceneAccessoryDeclaration {
        guard let declaring = base as? any DeclaresSceneAccessory else {
            return SceneAccessoryDeclaration(
                isEnabled: { false }, content: { AnyView(EmptyView()) }, availabilityActions: [action])
        }
        var declaration = declaring.makeDeclaration()
        declaration.availabilityActions.append(action)
        return declaration
    }
}
