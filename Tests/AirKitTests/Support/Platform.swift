import AirKit
import AirKitStandIn
import Testing

/// A row of the compatibility matrix (the README's "Compatibility"): the OS a device runs and the SDK
/// the app was built with.
struct Platform: CustomTestStringConvertible, Sendable, Hashable {
    let os: Int
    let sdk: Int

    static let iOS17 = Platform(os: 17, sdk: 26)
    static let iOS26 = Platform(os: 26, sdk: 26)
    static let iOS27BuiltWithSDK26 = Platform(os: 27, sdk: 26)
    static let iOS27 = Platform(os: 27, sdk: 27)

    /// Every row of the matrix.
    static let all: [Platform] = [.iOS17, .iOS26, .iOS27BuiltWithSDK26, .iOS27]

    /// Whether the system offers the external scene only to scene accessories.
    var usesSceneAccessories: Bool { os >= 27 && sdk >= 27 }

    var testDescription: String { "iOS \(os) (SDK \(sdk))" }
}

/// How a display connects; both must behave the same.
enum Connection: CaseIterable, CustomTestStringConvertible, Sendable {
    case airPlay
    case cable

    var display: SimulatedDisplay.Description {
        switch self {
        case .airPlay: .airPlay
        case .cable: .cable
        }
    }

    var testDescription: String { self == .airPlay ? "AirPlay" : "cable" }
}

@MainActor
extension SimulatedDevice {
    /// A device whose app follows the README's setup: the Info.plist entry for `AirKitSceneDelegate`, and
    /// the class defined in the binary (registered here, as the Objective-C runtime would find it).
    /// `behavior` answers the simulation's open questions; the defaults are the harder answers.
    static func airKitApp(
        _ platform: Platform, idiom: UIUserInterfaceIdiom = .phone, behavior: Behavior = Behavior()
    ) -> SimulatedDevice {
        let device = SimulatedDevice(
            os: platform.os, sdk: platform.sdk, idiom: idiom, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit),
            behavior: behavior)
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        return device
    }

    /// The displays showing a window of the app's, as opposed to mirroring or streaming a player in
    /// external playback.
    var displaysShowingWindows: [SimulatedDisplay] {
        connectedDisplays.filter { $0.shownWindow != nil }
    }
}
