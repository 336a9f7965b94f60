/// What one Swift file says about external-display support, found by scanning its text.
///
/// The scanner reads code, not comments or string literals, and records the 1-based line of each
/// construct. It does not type-check: the rules weigh these facts against the Info.plist and the
/// binary, and say "the sources suggest" rather than "the app does".
public struct SwiftSourceFacts: Sendable, Equatable {
    public var path: String

    /// `import AirKit`.
    public var importsAirKit: Bool
    /// Lines of `.airPlaySource()`: AirKit registers and keeps the accessory itself.
    public var airPlaySourceLines: [Int]
    /// Lines of SwiftUI's declarative accessory: `.sceneAccessory {` with `ExternalNonInteractiveAccessory`.
    public var declarativeAccessoryLines: [Int]
    /// Each `registerSceneAccessory(` call, and whether its result is kept.
    public var registrations: [Registration]
    /// Classes that adopt `UIWindowSceneDelegate` or `UISceneDelegate`.
    public var sceneDelegates: [SceneDelegateClass]
    /// Lines of `connectedScenes.first` (or `.first(where:)`) with no `session.role` filter nearby:
    /// the external scene may come first (ARMSX2 #687).
    public var unfilteredFirstSceneLines: [Int]

    public init(
        path: String,
        importsAirKit: Bool = false,
        airPlaySourceLines: [Int] = [],
        declarativeAccessoryLines: [Int] = [],
        registrations: [Registration] = [],
        sceneDelegates: [SceneDelegateClass] = [],
        unfilteredFirstSceneLines: [Int] = []
    ) {
        self.path = path
        self.importsAirKit = importsAirKit
        self.airPlaySourceLines = airPlaySourceLines
        self.declarativeAccessoryLines = declarativeAccessoryLines
        self.registrations = registrations
        self.sceneDelegates = sceneDelegates
        self.unfilteredFirstSceneLines = unfilteredFirstSceneLines
    }

    /// A `registerSceneAccessory(…)` call.
    public struct Registration: Sendable, Equatable {
        public var line: Int
        /// The result is assigned to a stored property (`registration = registerSceneAccessory(…)`,
        /// `self.x = …`). A discarded result or a local `let` is not kept: dropping the last
        /// reference may end the registration (apple-api-facts §1.5, unconfirmed), and nothing is
        /// left to unregister or to read `isAvailable` from.
        public var isKept: Bool
        /// The class the call sits in, when the scanner can tell.
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
        public var objcName: String?
        public var line: Int
        /// Lines of `UIWindow(windowScene:` inside the class.
        public var windowCreationLines: [Int]
        /// Lines that unhide a window: `isHidden = false` or `makeKeyAndVisible()`.
        public var unhideLines: [Int]
        /// Lines of `makeKeyAndVisible()` or `makeKey()`: an external window must not become key.
        public var makeKeyLines: [Int]
        /// The class checks `session.role` (or `.windowExternalDisplayNonInteractive`), so it can
        /// serve both the app's role and the external one.
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
