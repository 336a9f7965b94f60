/// What an app's Swift sources say about external-display support.
///
/// The doctor fills it from a text scan of the target's Swift files; the runtime self-check fills
/// ``accessorySources`` from what is registered while the app runs. Source scans are not type
/// checks, so rules built on them word their messages as what the sources suggest.
public struct CodeEvidence: Sendable, Equatable {
    /// How many files were read.
    public var fileCount: Int
    public var accessorySources: [AccessorySource]
    public var sceneDelegates: [SceneDelegateCode]
    /// Places that take `connectedScenes.first` without filtering by role.
    public var unfilteredFirstScenes: [SourceLocation]

    public init(
        fileCount: Int = 0, accessorySources: [AccessorySource] = [], sceneDelegates: [SceneDelegateCode] = [],
        unfilteredFirstScenes: [SourceLocation] = []
    ) {
        self.fileCount = fileCount
        self.accessorySources = accessorySources
        self.sceneDelegates = sceneDelegates
        self.unfilteredFirstScenes = unfilteredFirstScenes
    }

    /// Evidence from a running app: whether a scene-accessory source is registered now.
    public static func runtime(hasRegisteredSource: Bool) -> CodeEvidence {
        CodeEvidence(accessorySources: hasRegisteredSource ? [AccessorySource(kind: .airPlaySource)] : [])
    }

    /// Something that registers a scene accessory on iOS 27.
    public struct AccessorySource: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// AirKit's `.airPlaySource()`: AirKit registers and keeps the accessory.
            case airPlaySource
            /// SwiftUI's `.sceneAccessory { ExternalNonInteractiveAccessory { … } }`.
            case declarativeAccessory
            /// A direct `registerSceneAccessory(_:)` call.
            case registration(isKept: Bool)
        }

        public var kind: Kind
        /// `nil` when the source was observed at run time.
        public var location: SourceLocation?

        public init(kind: Kind, location: SourceLocation? = nil) {
            self.kind = kind
            self.location = location
        }
    }

    /// A class that adopts `UIWindowSceneDelegate` (or `UISceneDelegate`) and what it does with windows.
    public struct SceneDelegateCode: Sendable, Equatable {
        public var name: String
        /// The name in `@objc(Name)`, the one the Objective-C runtime uses.
        public var objcName: String?
        public var location: SourceLocation
        public var windowCreationLines: [Int]
        /// Lines of `isHidden = false` or `makeKeyAndVisible()`.
        public var unhideLines: [Int]
        /// Lines of `makeKeyAndVisible()` or `makeKey()`.
        public var makeKeyLines: [Int]
        /// The class branches on `session.role`, so it may serve the app's own scene too.
        public var checksRole: Bool

        public init(
            name: String, objcName: String? = nil, location: SourceLocation, windowCreationLines: [Int] = [],
            unhideLines: [Int] = [], makeKeyLines: [Int] = [], checksRole: Bool = false
        ) {
            self.name = name
            self.objcName = objcName
            self.location = location
            self.windowCreationLines = windowCreationLines
            self.unhideLines = unhideLines
            self.makeKeyLines = makeKeyLines
            self.checksRole = checksRole
        }

        /// Whether a `UISceneDelegateClassName` value names this class.
        public func isNamed(by className: SceneDelegateClassName) -> Bool {
            if let objcName { return className.written == objcName || className.className == objcName }
            return className.className == name
        }
    }
}
