/// What one Objective-C or Objective-C++ file (`.m`, `.mm`, `.h`) says about external-display
/// support, found by scanning its text.
///
/// The scanner reads code only: comments, string and character literals (except a string that is
/// exactly a role or notification name), `#if 0` blocks and preprocessor lines other than
/// `#import` / `#include` never count. Code under any other `#if` counts, whichever branch it is.
/// Names are recognised by spelling; nothing is type-checked or macro-expanded.
public struct ObjCSourceFacts: Sendable, Equatable {
    public var path: String
    /// The external-display signals, in the same form as ``SwiftSourceFacts/signals``.
    public var signals: ExternalDisplaySignals
    /// Classes whose `@interface` (class, category or class extension) adopts
    /// `UIWindowSceneDelegate` or `UISceneDelegate`; one per class name, at its first such
    /// `@interface`, ordered by line.
    public var sceneDelegates: [SceneDelegateClass]
    /// What the file says about the life cycle the app runs in (windows made without a scene).
    public var lifeCycle: LifeCycleSignals
    /// Lines of `AirKitAddSource(…)` calls: AirKit's C interface makes a view controller a source,
    /// and AirKit registers and keeps the accessory itself.
    public var airKitSourceLines: [Int]

    public init(
        path: String, signals: ExternalDisplaySignals = ExternalDisplaySignals(), sceneDelegates: [SceneDelegateClass] = [],
        lifeCycle: LifeCycleSignals = LifeCycleSignals(), airKitSourceLines: [Int] = []
    ) {
        self.path = path
        self.signals = signals
        self.sceneDelegates = sceneDelegates
        self.lifeCycle = lifeCycle
        self.airKitSourceLines = airKitSourceLines
    }

    /// An Objective-C class that adopts a scene delegate protocol.
    public struct SceneDelegateClass: Sendable, Equatable {
        /// The class name, which is also the name the runtime and the Info.plist use.
        public var name: String
        /// Line of the name in its `@interface`.
        public var line: Int

        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }
}
