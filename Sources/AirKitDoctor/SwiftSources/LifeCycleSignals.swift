/// What one source file, Swift or Objective-C, says about the life cycle UIKit runs the app in:
/// a SwiftUI `App`, which adopts the scene life cycle by itself, and windows made without a scene,
/// which only the app-delegate life cycle shows (Documentation/PlatformFacts.md, "Which apps adopt
/// the scene life cycle"). Whether the file answers `application(_:configurationForConnecting:options:)`
/// is in ``ExternalDisplaySignals/sceneConfigurationProviders``.
///
/// Code only, as for ``ExternalDisplaySignals``; every line list is sorted and holds a line once.
public struct LifeCycleSignals: Sendable, Equatable {
    /// Lines of the names of types whose inheritance list names SwiftUI's `App` (`App` or
    /// `SwiftUI.App`): `@main struct MyApp: App`. Swift only.
    public var swiftUIAppLines: [Int]
    /// Lines that make a window without a scene: Swift `UIWindow(frame:`, `UIWindow()` and
    /// `UIWindow.init(frame:`; Objective-C `[[UIWindow alloc] initWithFrame:`, `[[UIWindow alloc] init]`
    /// and `[UIWindow new]`.
    public var scenelessWindowLines: [Int]

    public init(swiftUIAppLines: [Int] = [], scenelessWindowLines: [Int] = []) {
        self.swiftUIAppLines = swiftUIAppLines
        self.scenelessWindowLines = scenelessWindowLines
    }

    /// Every list sorted, each line once.
    func normalized() -> LifeCycleSignals {
        LifeCycleSignals(
            swiftUIAppLines: Array(Set(swiftUIAppLines)).sorted(),
            scenelessWindowLines: Array(Set(scenelessWindowLines)).sorted())
    }
}
