/// `Documentation/StandInSources.md#swiftui-scene-accessories` (Apple's documentation, iOS 27): `sceneAccessory(content:)` attaches accessory content to
/// the view; the system presents it when a display is available. How is not documented: the simulated
/// device registers it for the view's hosting controller
/// (``SimulationAssumption/declaredAccessoriesAreRegistrationsOfTheHostingController``).
@available(iOS 27.0, *)
extension View {
    @available(macCatalyst, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    #if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
    @available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (SwiftUI.swiftinterface)")
    #endif
    nonisolated public func sceneAccessory<C: SceneAccessoryContent>(@ContentBuilder content: () -> C) -> some View {
        SceneAccessoryView(content: self, accessory: content())
    }
}

nonisolated struct SceneAccessoryView<Content: View, Accessory: SceneAccessoryContent>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let accessory: Accessory

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        if let declaring = accessory as? any DeclaresSceneAccessory {
            let declaration = declaring.makeDeclaration()
            // Reading the binding here makes the hosting controller update when it changes, as SwiftUI
            // updates a view when a binding it was given changes.
            _ = declaration.isEnabled()
            renderer.declareSceneAccessory(declaration, at: path.appending("sceneAccessory"))
        }
        return renderer.render(content, at: path.appending("content"))
    }
}
