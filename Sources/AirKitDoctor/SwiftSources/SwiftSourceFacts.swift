/// What one Swift file says about external-display support, found by scanning its text.
///
/// The scanner reads code, not comments, string literals or `#if false` blocks (code under any
/// other `#if` counts, since it may be what compiles for iOS), and records the 1-based line of
/// each construct's key token. It does not type-check: the rules weigh these facts against the
/// Info.plist and the binary, and say "the sources suggest" rather than "the app does".
public struct SwiftSourceFacts: Sendable, Equatable {
    public var path: String

    /// `import AirKit` (also `@testable import AirKit`, `import struct AirKit.Air`).
    public var importsAirKit: Bool
    /// Lines of `.airPlaySource()`, `.airPlay(…)`, `AirPlayed(…)` and UIKit's `Air.addSource(_:)`:
    /// AirKit registers and keeps the accessory itself.
    public var airPlaySourceLines: [Int]
    /// Lines of SwiftUI's declarative accessory: the `.sceneAccessory` whose content closure
    /// contains `ExternalNonInteractiveAccessory`. A `sceneAccessory` with only other accessories
    /// (such as a camera one) is not listed.
    public var declarativeAccessoryLines: [Int]
    /// Each `registerSceneAccessory(` call, in source order, and whether its result is kept.
    /// Declarations (`func registerSceneAccessory(`) and `#selector` references are not calls.
    public var registrations: [Registration]
    /// Classes that adopt `UIWindowSceneDelegate` or `UISceneDelegate`, in their own inheritance
    /// list or through an `extension Name: UIWindowSceneDelegate` in this file; one per class name,
    /// ordered by line.
    public var sceneDelegates: [SceneDelegateClass]
    /// Lines of a `.first` (property, `first(where:)` or trailing closure) taken from
    /// `connectedScenes`, in the same expression or through a local list made from it
    /// (`let scenes = …connectedScenes…` then `scenes.first { … }`), when neither the list's
    /// initializer nor the `.first` call selects by role (`role`, `.windowApplication`,
    /// `.windowExternalDisplayNonInteractive`, `.windowExternalDisplay`) or by `isKeyWindow`: the
    /// external scene may come first (ARMSX2 #687). The line is that of `first`. Sorted, unique.
    public var unfilteredFirstSceneLines: [Int]
    /// What the file says about an intent to use an external display and about scene
    /// configurations made in code; shared in form with ``ObjCSourceFacts/signals``.
    public var signals: ExternalDisplaySignals
    /// What the file says about the life cycle the app runs in.
    public var lifeCycle: LifeCycleSignals

    public init(
        path: String,
        importsAirKit: Bool = false,
        airPlaySourceLines: [Int] = [],
        declarativeAccessoryLines: [Int] = [],
        registrations: [Registration] = [],
        sceneDelegates: [SceneDelegateClass] = [],
        unfilteredFirstSceneLines: [Int] = [],
        signals: ExternalDisplaySignals = ExternalDisplaySignals(),
        lifeCycle: LifeCycleSignals = LifeCycleSignals()
    ) {
        self.path = path
        self.lifeCycle = lifeCycle
        self.importsAirKit = importsAirKit
        self.airPlaySourceLines = airPlaySourceLines
        self.declarativeAccessoryLines = declarativeAccessoryLines
        self.registrations = registrations
        self.sceneDelegates = sceneDelegates
        self.unfilteredFirstSceneLines = unfilteredFirstSceneLines
        self.signals = signals
    }

    /// A `registerSceneAccessory(…)` call.
    public struct Registration: Sendable, Equatable {
        public var line: Int
        /// The result is assigned to a stored property (`registration = registerSceneAccessory(…)`,
        /// `self.x = …`), directly or through a local later assigned to one. A discarded result
        /// (`_ =`, `let _ =`, a bare call statement) or one only bound to a local is not kept:
        /// dropping the last reference may end the registration (undocumented; Documentation/PlatformFacts.md,
        /// "Keeping the registration"), and nothing is left to unregister or to read `isAvailable` from.
        ///
        /// A bare name that is not a local of the enclosing function counts as a property. A
        /// result handed to code the scanner cannot follow (returned, passed as an argument,
        /// appended, the value of a closure) counts as kept: it is not known to be dropped.
        public var isKept: Bool
        /// The innermost type the call sits in: the class, struct or extended type's name; `nil`
        /// at file scope.
        public var enclosingClass: String?

        public init(line: Int, isKept: Bool, enclosingClass: String? = nil) {
            self.line = line
            self.isKept = isKept
            self.enclosingClass = enclosingClass
        }
    }

    /// A scene delegate class and what its code does with windows.
    public struct SceneDelegateClass: Sendable, Equatable {
        /// The Swift name, e.g. `ExternalDisplaySceneDelegate`.
        public var name: String
        /// The name in `@objc(Name)` on the class, if any: the name the Objective-C runtime uses.
        /// The attribute may sit lines before the class, inside `#if canImport(ObjectiveC)`.
        public var objcName: String?
        /// Line of the class's name; of the first extension's when the class is declared elsewhere.
        public var line: Int
        /// Lines of `UIWindow(windowScene:` inside the class and its extensions in this file (the
        /// members of nested types belong to those types). Every line list is sorted.
        public var windowCreationLines: [Int]
        /// Lines that unhide a window: `isHidden = false` or `makeKeyAndVisible()`.
        public var unhideLines: [Int]
        /// Lines of `makeKeyAndVisible()` or `makeKey()`: an external window must not become key.
        public var makeKeyLines: [Int]
        /// The class checks `session.role` (or `.role ==`, or names `.windowExternalDisplayNonInteractive`,
        /// `.windowExternalDisplay`, `.windowApplication`), so it can serve both the app's role and
        /// the external one.
        public var checksRole: Bool

        public init(
            name: String, objcName: String? = nil, line: Int, windowCreationLines: [Int] = [],
            unhideLines: [Int] = [], makeKeyLines: [Int] = [], checksRole: Bool = false
        ) {
            self.name = name
            self.objcName = objcName
            self.line = line
            self.windowCreationLines = windowCreationLines
            self.unhideLines = unhideLines
            self.makeKeyLines = makeKeyLines
            self.checksRole = checksRole
        }
    }
}
