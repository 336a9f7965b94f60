/// Content the system may present on the app's behalf, declared with `View.sceneAccessory(content:)`.
///
/// `Documentation/StandInSources.md#swiftui-scene-accessories` (Apple's documentation, iOS 27): `@MainActor protocol SceneAccessoryContent` with a
/// `body` of the same kind; `onAvailabilityChange(perform:)` modifies accessory content, not views.
/// The exact attributes on `body` were not read; `@ContentBuilder @MainActor` is assumed by analogy
/// with `View` (``SimulationAssumption/declarationsOutsideTheReference``).
@available(iOS 27.0, *)
@available(macCatalyst, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
#if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS || AIRKIT_STANDIN_VISIONOS
@available(*, deprecated, message: "unavailable on Mac Catalyst, tvOS and visionOS (StandInSources.md#swiftui-scene-accessories)")
#endif
@MainActor
public protocol SceneAccessoryContent {
    associatedtype Body: SceneAccessoryContent
    @ContentBuilder @MainActor var body: Self.Body { get }
}

@available(iOS 27.0, *)
extension Never: SceneAccessoryContent {}

@available(iOS 27.0, *)
extension SceneAccessoryContent where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is primitive accessory content and has no body")
    }
}

/// What a hosting controller found in a `sceneAccessory { … }` block, for the simulated system to register.
struct SceneAccessoryDeclaration {
    /// Reads the app's `isEnabled` binding; `true` when the accessory was declared without one.
    var isEnabled: () -> Bool
    var content: () -> AnyView
    var availabilityActions: [(Bool) -> Void]
}

/// Accessory content that the stand-in turns into a ``SceneAccessoryDeclaration``.
protocol DeclaresSceneAccessory {
    func makeDeclaration() -> SceneAccessoryDeclaration
}
