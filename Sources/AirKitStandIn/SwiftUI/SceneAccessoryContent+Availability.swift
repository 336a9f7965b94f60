/// apple-api-facts §2.2: "When the availability of a scene accessory changes, the specified closure will
/// be called." Chained onto accessory content, not onto a view.
@available(iOS 27.0, *)
extension SceneAccessoryContent {
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
