/// How the app gets external scenes on this OS with this build.
enum PresentationPath: Sendable, Equatable, CustomStringConvertible {
    /// iOS 17–26, or any OS with an app built with the iOS 26 SDK: the system offers the scene to the
    /// Info.plist's `AirKitSceneDelegate` whenever a display connects (Documentation/PlatformFacts.md, "The iOS 27 SDK switch").
    case infoPlist
    /// iOS 27 with the iOS 27 SDK: the system offers the scene only to an enabled scene accessory
    /// registration of a presented controller, which `.airPlaySource()` provides (Documentation/PlatformFacts.md,
    /// "Where a source registers").
    case sceneAccessory

    var description: String {
        switch self {
        case .infoPlist: "Info.plist scene role"
        case .sceneAccessory: "scene accessory"
        }
    }
}
