/// What AirKit and the system know about external displays at one moment, for a bug report or a
/// debugging view: the displays, every connected scene with its role, activation state and windows,
/// AirKit's sources and their registrations, the path this build takes and the startup self-check.
///
/// Get one with ``Air/diagnostics()-type.method``. It is plain data: encode it with `JSONEncoder` to attach to a
/// report, or print it (``description``) for the same facts as text. Nothing in it refers back to live
/// UIKit objects, so it can be kept, compared and sent anywhere.
///
/// The text form lists what one would otherwise log by hand when the TV keeps mirroring:
/// how many displays and scenes the app sees, which scene has which role, and whether any window on the
/// external scene is unhidden (only then does mirroring stop).
public struct AirDiagnostics: Codable, Sendable, Equatable {
    /// The OS version the app runs on, for example `27.0`.
    public var osVersion: String
    /// The SDK the app was built with, from the Info.plist's `DTSDKName`; `nil` when it is missing.
    public var linkedSDK: String?
    /// How this build gets external scenes.
    public var path: Path
    public var displays: [Display]
    public var scenes: [Scene]
    public var sources: [Source]
    /// Whether the app asked for external content (`play` without a later `stop`).
    public var isPlaybackRequested: Bool
    /// Whether AirKit's window is on an external scene, unhidden.
    public var isViewAdded: Bool
    /// The ``Air/Display/id`` of the display showing the content, as ``Air/Connection/presentedDisplay``;
    /// the ``Display`` with this ``Display/id`` is that display, and its scenes are those whose
    /// ``Scene/display`` is its ``Display/number``.
    public var presentedDisplayID: Int?
    /// The ``Air/Display/id`` of the display the request goes back to whenever it can: the one it chose
    /// with `play(on:)`, or the one that showed it when that display's scene went away.
    public var preferredDisplayID: Int?
    public var reconnectPolicy: ReconnectPolicy
    /// ``Air/displayPolicy``, in words; `nil` in a snapshot made before AirKit had one.
    public var displayPolicy: String?
    public var stageManagerPolicy: StageManagerPolicy
    /// The startup self-check's findings for the row of the compatibility matrix the app runs in.
    public var selfCheck: [Finding]

    public init(
        osVersion: String, linkedSDK: String?, path: Path, displays: [Display], scenes: [Scene], sources: [Source],
        isPlaybackRequested: Bool, isViewAdded: Bool, presentedDisplayID: Int? = nil, preferredDisplayID: Int? = nil,
        reconnectPolicy: ReconnectPolicy = .resume, stageManagerPolicy: StageManagerPolicy = .leaveExtendedDisplaysAlone,
        displayPolicy: String? = nil, selfCheck: [Finding]
    ) {
        self.displayPolicy = displayPolicy
        self.osVersion = osVersion
        self.linkedSDK = linkedSDK
        self.path = path
        self.displays = displays
        self.scenes = scenes
        self.sources = sources
        self.isPlaybackRequested = isPlaybackRequested
        self.isViewAdded = isViewAdded
        self.presentedDisplayID = presentedDisplayID
        self.preferredDisplayID = preferredDisplayID
        self.reconnectPolicy = reconnectPolicy
        self.stageManagerPolicy = stageManagerPolicy
        self.selfCheck = selfCheck
    }
}

extension AirDiagnostics {
    /// How the app gets external scenes, encoded by its raw value.
    public enum Path: String, Codable, Sendable, Equatable, CaseIterable {
        /// iOS 27 with an app built with the iOS 27 SDK: a source's scene accessory registration.
        case sceneAccessory = "scene accessory"
        /// iOS 17–26, or an app built with an earlier SDK: the Info.plist's external-display role.
        case infoPlist = "Info.plist scene role"
    }

    /// How much a self-check finding matters, as the doctor ranks it.
    public enum Severity: String, Codable, Sendable, Equatable, CaseIterable {
        /// The external display mirrors on this system.
        case error
        /// Works today but is fragile or relies on undocumented behaviour.
        case warning
        /// Worth knowing; nothing is wrong yet.
        case note
    }

    /// A display (a `UIScreen`) some connected scene is on. Displays are numbered in the order their
    /// scenes are listed; the device's own is the one whose `isMain` is true.
    public struct Display: Codable, Sendable, Equatable {
        /// This snapshot's number for the display, which each ``Scene/display`` refers to.
        public var number: Int
        /// The display's ``Air/Display/id``, the same as in ``Air/Connection/displays`` and in
        /// ``AirDiagnostics/presentedDisplayID``: set for an external display AirKit has a scene on,
        /// `nil` for the device's own display and for one AirKit has no scene on.
        public var id: Int?
        public var isMain: Bool
        /// Points, as `bounds.size`.
        public var width: Double
        public var height: Double
        public var scale: Double
        /// Whether the display mirrors another (`UIScreen.mirrored` is set).
        public var isMirroring: Bool
        /// How the display is connected, as ``Air/Display/kind`` reports it; `nil` for the device's own
        /// display and one AirKit has no scene on.
        public var kind: DisplayKind?
        /// The display's facts as AirKit last read them, in one line: kind, native size, mode, frame rate,
        /// overscan, safe area, mirroring and capture (the receiver's name is left out); `nil` where
        /// ``kind`` is.
        public var facts: String?

        public init(
            number: Int, id: Int? = nil, isMain: Bool, width: Double, height: Double, scale: Double, isMirroring: Bool,
            kind: DisplayKind? = nil, facts: String? = nil
        ) {
            self.number = number
            self.id = id
            self.isMain = isMain
            self.width = width
            self.height = height
            self.scale = scale
            self.isMirroring = isMirroring
            self.kind = kind
            self.facts = facts
        }
    }

    /// A connected scene.
    public struct Scene: Codable, Sendable, Equatable {
        /// The session's role, as its raw value (`UIWindowSceneSessionRoleApplication`, …).
        public var role: String
        /// `unattached`, `foregroundActive`, `foregroundInactive`, `background` or `unknown`.
        public var activationState: String
        /// The ``Display/number`` of the scene's display; `nil` for a scene that is not a window scene,
        /// and on visionOS, which has no `UIScreen`.
        public var display: Int?
        /// The scene delegate's class name, when it has one.
        public var delegateClass: String?
        public var windows: [Window]

        public init(role: String, activationState: String, display: Int?, delegateClass: String?, windows: [Window]) {
            self.role = role
            self.activationState = activationState
            self.display = display
            self.delegateClass = delegateClass
            self.windows = windows
        }
    }

    /// A window of a scene.
    public struct Window: Codable, Sendable, Equatable {
        public var isHidden: Bool
        public var isKey: Bool
        /// `windowLevel.rawValue`: 0 normal, 1000 status bar, 2000 alert.
        public var level: Double
        /// Whether AirKit made this window.
        public var isAirKit: Bool

        public init(isHidden: Bool, isKey: Bool, level: Double, isAirKit: Bool) {
            self.isHidden = isHidden
            self.isKey = isKey
            self.level = level
            self.isAirKit = isAirKit
        }
    }

    /// An `.airPlaySource()` in the interface and, on the scene accessory path, its registration.
    ///
    /// On the Info.plist path a source has no registration, by design: the system connects the external
    /// scene from the Info.plist's external-display role whether or not a source is in the interface, so
    /// there is no availability or `isEnabled` of a source to report, and both are `nil`.
    public struct Source: Codable, Sendable, Equatable {
        public var id: Int
        /// The registration's `isAvailable` as AirKit last saw it; `nil` on the Info.plist path, where
        /// the source has no registration (``Air/Connection/isAvailable`` tells whether a display is there).
        public var isAvailable: Bool?
        /// The `isEnabled` AirKit last set; `nil` before it set one, and on the Info.plist path.
        public var isEnabled: Bool?

        public init(id: Int, isAvailable: Bool?, isEnabled: Bool?) {
            self.id = id
            self.isAvailable = isAvailable
            self.isEnabled = isEnabled
        }
    }

    /// A finding of the startup self-check: the doctor's finding ID, severity, what is wrong and the fix.
    public struct Finding: Codable, Sendable, Equatable {
        /// The doctor's finding ID (`AK002`); `airkit doctor --explain` describes it.
        public var id: String
        public var severity: Severity
        public var message: String
        public var fix: String

        public init(id: String, severity: Severity, message: String, fix: String) {
            self.id = id
            self.severity = severity
            self.message = message
            self.fix = fix
        }
    }
}
