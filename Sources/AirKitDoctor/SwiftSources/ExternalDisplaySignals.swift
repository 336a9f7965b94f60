/// What one source file, Swift or Objective-C, says about an intent to use an external display, and
/// whether its code (rather than the Info.plist) hands the system the external scene's configuration.
///
/// Both ``SwiftSourceScanner`` and ``ObjCSourceScanner`` fill it from code only: comments, string
/// literals (except one that is exactly a role or notification name), `#if false` / `#if 0` blocks
/// and, in Objective-C, preprocessor lines other than `#import` never count. Every line is 1-based;
/// every line list is sorted and holds each line once, however many references the line has.
/// Nothing is type-checked: a name is recognised by its spelling.
public struct ExternalDisplaySignals: Sendable, Equatable {
    /// Lines that import AirKit: `import AirKit` (any form), `@import AirKit;`,
    /// `#import <AirKit/…>` or `#import "AirKit/…"`.
    public var airKitImports: [Int]
    /// Lines that name an external-display role: `.windowExternalDisplayNonInteractive`,
    /// `.windowExternalDisplay` (also through `UISceneSession.Role.`), the constants
    /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` and
    /// `UIWindowSceneSessionRoleExternalDisplay`, or a string literal that is exactly one of them;
    /// also react-native-external-display's `RNExternalAppDelegateUtil`, which answers
    /// `configurationForConnecting` for that role on the app's behalf.
    public var externalRoleReferences: [Int]
    /// Lines that name the screen-connection notification, the pre-scene way of driving a second
    /// display: `UIScreen.didConnectNotification`, `.UIScreenDidConnect`,
    /// `UIScreenDidConnectNotification`, or a string literal that is exactly that name.
    public var screenConnectionObservers: [Int]
    /// Lines that use the iOS 27 scene accessory API: a `registerSceneAccessory(` call (Swift) or
    /// `registerSceneAccessory:` selector (Objective-C, in a message or `@selector`),
    /// `ExternalNonInteractiveAccessory`, `.sceneAccessory`, `externalNonInteractive(sceneConfiguration:`
    /// or `externalNonInteractiveWithSceneConfiguration:`. AirKit's `.airPlaySource()` is reported
    /// separately, in ``SwiftSourceFacts/airPlaySourceLines``.
    public var sceneAccessoryReferences: [Int]
    /// Each implementation of `application(_:configurationForConnecting:options:)` (Objective-C:
    /// `application:configurationForConnectingSceneSession:options:`), in source order. A
    /// declaration without a body (an `@interface` or protocol line) is not listed.
    public var sceneConfigurationProviders: [SceneConfigurationProvider]
    /// Names of classes whose superclass is `UIWindowScene` (`class X: UIWindowScene`,
    /// `@interface X : UIWindowScene`), in source order, each once.
    public var windowSceneSubclasses: [String]
    /// Lines that assign a window's screen the pre-scene way: `….screen = …` in either language, or
    /// an Objective-C `[… setScreen:…]` message. The receiver is not checked to be a window.
    public var legacyScreenWindowAssignments: [Int]
    /// Lines that name a known external-display plugin: Flutter's `presentation_displays`
    /// (`import presentation_displays`, `SwiftPresentationDisplaysPlugin`,
    /// `PresentationDisplaysPlugin`) or `external_display` (`import external_display`,
    /// `ExternalDisplayPlugin`), also in an Objective-C `#import <presentation_displays/…>`.
    public var externalDisplayPluginReferences: [Int]

    public init(
        airKitImports: [Int] = [],
        externalRoleReferences: [Int] = [],
        screenConnectionObservers: [Int] = [],
        sceneAccessoryReferences: [Int] = [],
        sceneConfigurationProviders: [SceneConfigurationProvider] = [],
        windowSceneSubclasses: [String] = [],
        legacyScreenWindowAssignments: [Int] = [],
        externalDisplayPluginReferences: [Int] = []
    ) {
        self.airKitImports = airKitImports
        self.externalRoleReferences = externalRoleReferences
        self.screenConnectionObservers = screenConnectionObservers
        self.sceneAccessoryReferences = sceneAccessoryReferences
        self.sceneConfigurationProviders = sceneConfigurationProviders
        self.windowSceneSubclasses = windowSceneSubclasses
        self.legacyScreenWindowAssignments = legacyScreenWindowAssignments
        self.externalDisplayPluginReferences = externalDisplayPluginReferences
    }

    /// No signal at all: nothing in the file suggests external-display work.
    public var isEmpty: Bool {
        self == ExternalDisplaySignals()
    }

    /// An app delegate method that gives the system a scene configuration in code, which takes
    /// precedence over the Info.plist scene manifest for the sessions it answers.
    public struct SceneConfigurationProvider: Sendable, Equatable {
        /// Line of the declaration's start: `func` (Swift) or the `-` of the method (Objective-C).
        public var line: Int
        /// The body names an external-display role (see ``ExternalDisplaySignals/externalRoleReferences``),
        /// so it likely answers the external session itself rather than only the app's own one.
        public var handlesExternalRole: Bool
        /// Classes the body assigns as the configuration's delegate, in order, each once:
        /// `delegateClass = Foo.self`, `.delegateClass = [Foo class]` or `Foo.class`,
        /// `[config setDelegateClass:…]`, or `NSClassFromString("Foo")` (the string as written,
        /// module prefix included). Empty when the delegate comes from elsewhere.
        public var delegateClassNames: [String]
        /// The class (Swift: or extended type) the method belongs to; `nil` when not evident.
        public var enclosingClass: String?
        /// The body names the app's own role: `.windowApplication` (Swift) or
        /// `UIWindowSceneSessionRoleApplication` (Objective-C).
        public var namesApplicationRole: Bool
        /// The body hands the call to react-native-external-display's `RNExternalAppDelegateUtil`,
        /// which gives every scene a delegate class: the app's own `RNExternalSceneMainDelegate`,
        /// an external one `RNExternalSceneDelegate` (Documentation/PlatformFacts.md, "Which apps
        /// adopt the scene life cycle").
        public var handsOffToReactNativeExternalDisplay: Bool

        public init(
            line: Int, handlesExternalRole: Bool = false, delegateClassNames: [String] = [],
            enclosingClass: String? = nil, namesApplicationRole: Bool = false,
            handsOffToReactNativeExternalDisplay: Bool = false
        ) {
            self.line = line
            self.handlesExternalRole = handlesExternalRole
            self.delegateClassNames = delegateClassNames
            self.enclosingClass = enclosingClass
            self.namesApplicationRole = namesApplicationRole
            self.handsOffToReactNativeExternalDisplay = handsOffToReactNativeExternalDisplay
        }

        /// Whether the method, as written, gives the app's own scene a delegate class in code: it
        /// hands the call to react-native-external-display, or it assigns a delegate class and either
        /// names no external role (so the class serves whatever role connects), names the app's own
        /// role, or assigns more than one class. A method whose one class sits beside an external
        /// role most likely serves that role only, and does not count.
        public var givesApplicationSceneADelegate: Bool {
            if handsOffToReactNativeExternalDisplay { return true }
            guard !delegateClassNames.isEmpty else { return false }
            return !handlesExternalRole || namesApplicationRole || delegateClassNames.count > 1
        }

        /// The class the app's own scene gets, when the method shows it.
        public var applicationSceneDelegateName: String? {
            guard givesApplicationSceneADelegate else { return nil }
            if handsOffToReactNativeExternalDisplay { return ExternalDisplayNames.reactNativeMainSceneDelegate }
            return delegateClassNames.count == 1 ? delegateClassNames[0] : nil
        }
    }
}
