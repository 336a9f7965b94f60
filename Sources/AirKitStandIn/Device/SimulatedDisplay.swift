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

    /// How a display is described when it connects.
    public struct Description: Sendable {
        public var connection: Connection
        public var size: CGSize
        public var scale: CGFloat
        /// The refresh rate the display reports (`UIScreen.maximumFramesPerSecond`).
        public var framesPerSecond: Int

        public init(
            connection: Connection, size: CGSize = CGSize(width: 1920, height: 1080), scale: CGFloat = 1,
            framesPerSecond: Int = 60
        ) {
            self.connection = connection
            self.size = size
            self.scale = scale
            self.framesPerSecond = framesPerSecond
        }

        /// A 1080p AirPlay receiver, such as an Apple TV.
        public static let airPlay = Description(connection: .airPlay)
        /// A 4K monitor on a USB-C cable.
        public static let cable = Description(connection: .cable, size: CGSize(width: 3840, height: 2160), scale: 2)
    }

    public let description: Description
    /// The screen the app sees while it has a scene on this display.
    public let screen: UIScreen
    public internal(set) var isConnected = true
    unowned let device: SimulatedDevice

    init(description: Description, device: SimulatedDevice) {
        self.description = description
        self.device = device
        self.screen = UIScreen(
            device: device, size: description.size, scale: description.scale,
            maximumFramesPerSecond: description.framesPerSecond)
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
