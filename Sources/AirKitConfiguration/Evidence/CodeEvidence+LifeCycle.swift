extension CodeEvidence {
    /// What an app's code says about the life cycle UIKit runs it in: the app-delegate life cycle,
    /// or the scene life cycle that apps built with the iOS 27 SDK must adopt
    /// (Documentation/PlatformFacts.md, "Which apps adopt the scene life cycle").
    public struct LifeCycleCode: Sendable, Equatable {
        /// Types that conform to SwiftUI's `App` (`@main struct MyApp: App`): SwiftUI gives the app's
        /// scenes their delegate itself.
        public var swiftUIApps: [SourceLocation]
        /// Implementations of `application(_:configurationForConnecting:options:)` (Objective-C:
        /// `application:configurationForConnectingSceneSession:options:`), whatever role they answer:
        /// in an app with a scene manifest, the app's own scene may get its configuration here.
        public var configurationProviders: [SourceLocation]
        /// Those of ``configurationProviders`` that give the app's own scene a delegate class in
        /// code (`configuration.delegateClass = SceneDelegate.self`), or hand the call to a library
        /// known to: Apple's dynamic path, which counts even beside a manifest without
        /// configurations (``RuleAssumption/sceneDelegatesSetInCodeAdoptTheSceneLifeCycle``).
        public var codeConfiguredDelegates: [CodeConfiguredDelegate] = []
        /// Windows made without a scene: `UIWindow(frame:)`, `UIWindow()`, `[[UIWindow alloc]
        /// initWithFrame:…]`, `[UIWindow new]`. The app-delegate life cycle shows them; in the scene
        /// life cycle nothing does unless a scene delegate puts them on a scene.
        public var scenelessWindows: [SourceLocation]
        /// In a running app, whether UIKit launched it in the scene life cycle; `nil` when the
        /// evidence comes from files.
        public var runsSceneLifeCycle: Bool?

        public init(
            swiftUIApps: [SourceLocation] = [], configurationProviders: [SourceLocation] = [],
            scenelessWindows: [SourceLocation] = [], runsSceneLifeCycle: Bool? = nil
        ) {
            self.swiftUIApps = swiftUIApps
            self.configurationProviders = configurationProviders
            self.scenelessWindows = scenelessWindows
            self.runsSceneLifeCycle = runsSceneLifeCycle
        }
    }

    /// A delegate class the app delegate gives the app's own scene in code.
    public struct CodeConfiguredDelegate: Sendable, Equatable {
        /// The `application(_:configurationForConnecting:options:)` that sets it.
        public var location: SourceLocation
        /// The class as the code names it (`SceneDelegate`), or the library's
        /// (`RNExternalSceneMainDelegate`); `nil` when the code computes it.
        public var className: String?

        public init(location: SourceLocation, className: String?) {
            self.location = location
            self.className = className
        }
    }

    /// The languages the sources that were read are written in, for fixes in the app's own language.
    public var languages: Set<SourceLanguage> {
        var languages: Set<SourceLanguage> = []
        if objectiveCFileCount > 0 { languages.insert(.objectiveC) }
        if fileCount > objectiveCFileCount { languages.insert(.swift) }
        return languages
    }
}

/// A language an app's sources are written in.
public enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case swift
    case objectiveC
}
