import Foundation

/// An external display connected to a simulated device, by cable or AirPlay.
///
/// The two connections behave the same: Apple documents no difference ("external display connected by
/// cable or AirPlay", `Documentation/StandInSources.md#external-display-contract`), and AirKit's README says a wired display "follows the same
/// lifecycle". The kind is kept for inspection and logs, and for video: only AirPlay streams a player in
/// external playback (`SimulatedDisplay+Video.swift`).
@MainActor
public final class SimulatedDisplay {
    public enum Connection: String, Sendable {
        case airPlay
        case cable
    }

    /// How a display is described when it connects: what its screen, its scene's window and the
    /// audio route report while it is connected.
    public struct Description: Sendable {
        /// A mode of the display: `UIScreenMode`'s size and pixel shape, and the refresh rate
        /// `UIScreen.maximumFramesPerSecond` reports while the mode is current.
        public struct Mode: Sendable, Hashable {
            /// In pixels.
            public var width: Int
            public var height: Int
            public var pixelAspectRatio: Double
            public var framesPerSecond: Int

            public init(width: Int, height: Int, pixelAspectRatio: Double = 1, framesPerSecond: Int = 60) {
                self.width = width
                self.height = height
                self.pixelAspectRatio = pixelAspectRatio
                self.framesPerSecond = framesPerSecond
            }
        }

        public var connection: Connection
        /// Pixels per point, `UIScreen.scale`.
        public var scale: CGFloat
        /// The modes `UIScreen.availableModes` lists, in this order.
        public var modes: [Mode]
        /// The index in ``modes`` of `UIScreen.preferredMode`. The display starts in it, or in its mode
        /// of the highest resolution, as ``SimulationAssumption/screensStartInTheirHighestResolutionMode``
        /// says.
        public var preferredModeIndex: Int
        /// Whether the display switches to a mode the app sets as `UIScreen.currentMode`. An AirPlay
        /// receiver may also ignore it whatever this says
        /// (``SimulationAssumption/airPlayReceiversIgnoreTheRequestedMode``).
        public var acceptsModeRequests: Bool
        /// How far the display crops the picture at each edge, in points: what
        /// `UIScreen.overscanCompensationInsets` reports while nothing compensates for it.
        public var overscan: UIEdgeInsets
        /// The safe area UIKit gives a window on the display's scene (`UIView.safeAreaInsets`).
        public var safeArea: UIEdgeInsets
        /// The name the audio route gives the display's port (`AVAudioSessionPortDescription.portName`):
        /// the receiver's name for AirPlay.
        public var receiverName: String?
        /// The port type the audio route shows while the display takes the device's audio: by default
        /// `.airPlay` for AirPlay and `.HDMI` for a cable (a USB-C monitor may show `.displayPort` or
        /// `.usbAudio` instead).
        public var audioPort: AVAudioSession.Port

        /// In points: the preferred mode's size over ``scale``.
        public var size: CGSize {
            let mode = modes[preferredModeIndex]
            return CGSize(width: CGFloat(mode.width) / scale, height: CGFloat(mode.height) / scale)
        }

        /// The refresh rate of the preferred mode.
        public var framesPerSecond: Int { modes[preferredModeIndex].framesPerSecond }

        /// A display with one mode of `size` points at `scale`, or with `modes`.
        ///
        /// - Precondition: `modes`, when given, is not empty and `preferredModeIndex` is one of its indices.
        public init(
            connection: Connection, size: CGSize = CGSize(width: 1920, height: 1080), scale: CGFloat = 1,
            framesPerSecond: Int = 60, modes: [Mode]? = nil, preferredModeIndex: Int = 0,
            acceptsModeRequests: Bool = true, overscan: UIEdgeInsets = .zero, safeArea: UIEdgeInsets = .zero,
            receiverName: String? = nil, audioPort: AVAudioSession.Port? = nil
        ) {
            let modes =
                modes ?? [
                    Mode(
                        width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                        framesPerSecond: framesPerSecond)
                ]
            precondition(modes.indices.contains(preferredModeIndex), "preferredModeIndex must index modes")
            self.connection = connection
            self.scale = scale
            self.modes = modes
            self.preferredModeIndex = preferredModeIndex
            self.acceptsModeRequests = acceptsModeRequests
            self.overscan = overscan
            self.safeArea = safeArea
            self.receiverName = receiverName
            self.audioPort = audioPort ?? (connection == .airPlay ? .airPlay : .HDMI)
        }

        /// A 1080p AirPlay receiver, such as an Apple TV, offering 1080p (preferred) and 720p at 60 Hz
        /// (AirPlay mirrors at up to 1080p: Documentation/PlatformFacts.md, "Display modes").
        public static let airPlay = Description(
            connection: .airPlay, modes: [Mode(width: 1920, height: 1080), Mode(width: 1280, height: 720)],
            receiverName: "Living Room")
        /// A large monitor on a USB-C cable: one mode of 3840×2160 points at 2x.
        public static let cable = Description(connection: .cable, size: CGSize(width: 3840, height: 2160), scale: 2)
        /// A 4K monitor on a USB-C cable offering four modes at 60 Hz, 4K preferred, its audio on a
        /// DisplayPort port.
        public static let monitor = Description(
            connection: .cable, scale: 2,
            modes: [
                Mode(width: 3840, height: 2160), Mode(width: 2560, height: 1440), Mode(width: 1920, height: 1080),
                Mode(width: 1280, height: 720),
            ], receiverName: "Studio Display", audioPort: .displayPort)
        /// A television on an HDMI adapter: 4K only at 30 Hz, 1080p and 720p at 60 Hz, preferring 1080p,
        /// and cropping 2.5 % of the picture at each edge, as older televisions do.
        public static let hdmiTelevision = Description(
            connection: .cable,
            modes: [
                Mode(width: 3840, height: 2160, framesPerSecond: 30), Mode(width: 1920, height: 1080),
                Mode(width: 1280, height: 720),
            ], preferredModeIndex: 1, overscan: UIEdgeInsets(top: 27, left: 48, bottom: 27, right: 48),
            receiverName: "TV")
    }

    public let description: Description
    /// The screen the app sees while it has a scene on this display.
    public let screen: UIScreen
    public internal(set) var isConnected = true
    unowned let device: SimulatedDevice

    init(description: Description, device: SimulatedDevice) {
        self.description = description
        self.device = device
        let modes = description.modes.map {
            UIScreenMode(
                size: CGSize(width: $0.width, height: $0.height), pixelAspectRatio: CGFloat($0.pixelAspectRatio),
                framesPerSecond: $0.framesPerSecond)
        }
        let preferred = modes[description.preferredModeIndex]
        let start = device.behavior[.screensStartInTheirHighestResolutionMode] ? Self.highestResolution(of: modes) : preferred
        self.screen = UIScreen(
            device: device, modes: modes, preferred: preferred, current: start, scale: description.scale,
            overscan: description.overscan)
    }

    /// The mode with the most pixels, the first listed of several with as many: what Apple's `currentMode`
    /// page calls "the mode containing the highest resolution supported by the screen"
    /// (`Documentation/StandInSources.md#display-facts`).
    private static func highestResolution(of modes: [UIScreenMode]) -> UIScreenMode {
        modes.reduce(modes[0]) { highest, mode in
            mode.size.width * mode.size.height > highest.size.width * highest.size.height ? mode : highest
        }
    }

    /// The app's window this display shows, or `nil` while it mirrors the device.
    ///
    /// A display stops mirroring only while an unhidden window sits on its external scene (`Documentation/StandInSources.md#external-display-contract`:
    /// the app shows its content by adding a window to the scene and mirrors by removing it);
    /// with several, the last attached is on top. A scene in the background shows nothing of the app
    /// (``SimulationAssumption/externalScenesGoToTheBackgroundWithTheApp``), and a stream in external
    /// playback hides it (`SimulatedDisplay+Video.swift`).
    public var shownWindow: UIWindow? {
        guard isConnected, !showsExternalPlayback else { return nil }
        let sceneWindows = scenes.filter { $0.activationState != .background && !device.hidesContent(of: $0) }
            .flatMap(\.windows)
        return (sceneWindows + device.scenelessWindowsShown(on: screen)).last { !$0.isHidden }
    }

    /// Whether the display shows the device's screen instead of app content (a window or a stream).
    public var isMirroring: Bool {
        isConnected && shownWindow == nil && !showsExternalPlayback
    }

    /// The external scenes the app has on this display.
    public var scenes: [UIWindowScene] {
        device.externalScenes.filter { $0.display === self }.map(\.scene)
    }

    /// The strings of the `Text` views the display shows; empty while it mirrors.
    public var shownTexts: [String] {
        shownWindow.map(device.texts(in:)) ?? []
    }
}

/// An external scene the system connected for a display, and on whose behalf.
struct ExternalSceneRecord {
    enum Owner: Equatable {
        /// Offered by the system from the Info.plist manifest (iOS ≤ 26, or an SDK ≤ 26 app).
        case manifest
        /// Offered for a scene accessory registration (iOS 27 with the iOS 27 SDK).
        case registration(ObjectIdentifier)
    }

    let display: SimulatedDisplay
    /// Strong: the system keeps a connected scene, and the scene keeps its delegate.
    let scene: UIWindowScene
    let owner: Owner
}
