/// A SwiftUI view backed by a UIKit view controller: how SwiftUI code reaches UIKit-only API such as
/// `registerSceneAccessory(_:)`.
///
/// `Documentation/StandInSources.md#representable`: `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where
/// Body == Never`; `Coordinator` defaults to `Void`; `dismantleUIViewController(_:coordinator:)` and
/// `makeCoordinator()` have defaults. The hosting controller calls them as SwiftUI does
/// (see `RepresentableStore`).
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's methods receive (`Documentation/StandInSources.md#representable`).
@MainActor
@preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    /// The environment at the representable's position in the tree.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}

/// The context of an update; the stand-in has no animations, so it carries nothing
/// (`Documentation/StandInSources.md#representable`).
public struct Transaction: Sendable {
    public init() {}
}
