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
    /// Code that shows the app means to use an external display (see ``ExternalDisplayIntent``).
    public var externalDisplaySignals: [ExternalDisplaySignal]
    /// Code that supplies the external-display scene itself, so the Info.plist alone does not decide.
    public var sceneSuppliers: [SceneSupplier]
    /// Classes the sources define that inherit from `UIWindowScene`.
    public var windowSceneSubclasses: Set<String>
    /// How many source files the project lists; ``fileCount`` of them were read.
    public var listedFileCount: Int
    /// Listed files that are not on disk (generated during the build, or a partial checkout).
    public var missingFileCount: Int
    /// Listed files that exist but could not be read.
    public var unreadableFileCount: Int
    /// Folders the target compiles whose files could not all be listed (one enclosing the
    /// project, or one too large to walk).
    public var unlistedFolderCount: Int = 0
    /// Those of the ``unlistedFolderCount`` folders the doctor can describe, each with why it was
    /// not listed, so that "cannot tell" names them.
    public var unlistedFolders: [UnlistedFolder] = []
    /// How many of the ``fileCount`` files read are Objective-C (`.m`, `.mm`, `.h`); the rest are Swift.
    public var objectiveCFileCount: Int = 0
    /// What the code says about the life cycle the app runs in.
    public var lifeCycle = LifeCycleCode()

    public init(
        fileCount: Int = 0, accessorySources: [AccessorySource] = [], sceneDelegates: [SceneDelegateCode] = [],
        unfilteredFirstScenes: [SourceLocation] = [], externalDisplaySignals: [ExternalDisplaySignal] = [],
        sceneSuppliers: [SceneSupplier] = [], windowSceneSubclasses: Set<String> = [], listedFileCount: Int? = nil,
        missingFileCount: Int = 0, unreadableFileCount: Int = 0
    ) {
        self.fileCount = fileCount
        self.accessorySources = accessorySources
        self.sceneDelegates = sceneDelegates
        self.unfilteredFirstScenes = unfilteredFirstScenes
        self.externalDisplaySignals = externalDisplaySignals
        self.sceneSuppliers = sceneSuppliers
        self.windowSceneSubclasses = windowSceneSubclasses
        self.listedFileCount = listedFileCount ?? fileCount
        self.missingFileCount = missingFileCount
        self.unreadableFileCount = unreadableFileCount
    }

    /// Evidence from a running app: AirKit itself runs, whether a scene-accessory source is
    /// registered now, and, when the app knows, whether UIKit launched it in the scene life cycle.
    public static func runtime(hasRegisteredSource: Bool, runsSceneLifeCycle: Bool? = nil) -> CodeEvidence {
        var evidence = CodeEvidence(
            accessorySources: hasRegisteredSource ? [AccessorySource(kind: .airPlaySource)] : [],
            externalDisplaySignals: [ExternalDisplaySignal(kind: .airKit)]
        )
        evidence.lifeCycle.runsSceneLifeCycle = runsSceneLifeCycle
        return evidence
    }

    /// Whether what could not be read is enough to hide the code a verdict turns on: any listed
    /// file that exists but could not be read, or more listed files missing than read (a partial
    /// checkout), or a compiled folder that could not be listed in full. A few missing files are usually generated during the build (R.swift, SwiftGen)
    /// and are not where an app registers its scenes.
    public var isIncomplete: Bool {
        unreadableFileCount > 0 || unlistedFolderCount > 0 || missingFileCount > fileCount
    }

    /// A folder a target compiles that the doctor did not list in full.
    public struct UnlistedFolder: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// Its name, or that of a folder above it, starts with a dot: the doctor never reads
            /// hidden files (`Documentation/doctor.md`, "Running on untrusted projects").
            case hidden
            /// It lies outside the project folder, as written or through a link.
            case outside
            /// It holds the project's own folder (`path = /`), which would be the whole disk.
            case enclosesProject
            /// The walk stopped at a bound, or met an entry it may not follow.
            case cutShort
        }

        /// As output shows paths; `nil` for a folder outside the project folder, whose place is
        /// not printed.
        public var path: String?
        public var reason: Reason

        public init(path: String?, reason: Reason) {
            self.path = path
            self.reason = reason
        }
    }

    /// A sign in code that the app means to use an external display.
    public struct ExternalDisplaySignal: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
            /// `import AirKit`, or AirKit running in the app.
            case airKit
            /// An external-display role name (`.windowExternalDisplayNonInteractive`, …).
            case externalRole
            /// `UIScreen.didConnectNotification` or `UIScreenDidConnectNotification`.
            case screenConnection
            /// `registerSceneAccessory`, `sceneAccessory` or `ExternalNonInteractiveAccessory`.
            case sceneAccessory
            /// `application(_:configurationForConnecting:options:)` branching on an external role.
            case sceneConfiguration
            /// A known external-display plugin that puts the app's content on a new screen: named in
            /// code (Flutter's `presentation_displays` or `external_display`) or depended on in the
            /// app's `pubspec.yaml` or `package.json` (those, `react-native-external-display`,
            /// `expo-external-display`).
            case externalDisplayPlugin
            /// A game that activates another display through its engine: Unity's
            /// `Display.displays[i].Activate`, called in its C# scripts or their IL2CPP output.
            case displayActivation
        }

        public var kind: Kind
        /// `nil` when the signal was observed at run time.
        public var location: SourceLocation?
        /// The module the code is in when it is not the app's own: a framework target of the
        /// app's project, or a module of a local Swift package in the folder, that the app links.
        public var module: String?
        /// The engine or framework whose vendored code holds the sign (`Unity` for its
        /// `Classes/Unity/DisplayManager.mm`): code every app built with it carries, whatever the
        /// app means to do, so the sign is the library's and not the app's intent.
        public var library: String?

        public init(kind: Kind, location: SourceLocation? = nil, module: String? = nil, library: String? = nil) {
            self.kind = kind
            self.location = location
            self.module = module
            self.library = library
        }
    }

    /// Code that supplies the external-display scene or window without the Info.plist.
    public struct SceneSupplier: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// `application(_:configurationForConnecting:options:)` (or the Objective-C
            /// `application:configurationForConnectingSceneSession:options:`) returns a
            /// configuration for an external-display role.
            case sceneConfiguration(delegateClassNames: [String])
            /// Code that observes `UIScreen` connections and puts a window on the new screen, the
            /// way apps did before scenes; it works only in an app without a scene manifest.
            case screenWindow
            /// A known external-display plugin the app uses (named in code, or depended on in
            /// `pubspec.yaml` or `package.json`): the plugin's own code, which the doctor does not
            /// read, puts the app's content on a new screen.
            case plugin
        }

        public var kind: Kind
        public var location: SourceLocation

        public init(kind: Kind, location: SourceLocation) {
            self.kind = kind
            self.location = location
        }

        /// `application(_:configurationForConnecting:options:) at AppDelegate.m:42` for messages.
        public var description: String {
            switch kind {
            case .sceneConfiguration(let names):
                let delegate = names.first.map { ", with delegate \($0)," } ?? ""
                return "application(_:configurationForConnecting:options:) at \(location)\(delegate) returns a "
                    + "configuration for the external-display role"
            case .screenWindow:
                return "code at \(location) puts a window on a newly connected UIScreen"
            case .plugin:
                return "the external-display plugin the app uses (\(location)) puts its own window on a new screen, "
                    + "in code the doctor does not read"
            }
        }
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
            /// AirKit's plugin for the app's framework, named in its `pubspec.yaml` or `package.json`:
            /// the plugin's native half makes the app's root view controller an AirKit source.
            case airKitPlugin
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
