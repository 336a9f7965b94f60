/// The kind of device. The simulated device is an iPhone or an iPad; the other cases exist so that a
/// switch that compiles here also compiles against the SDK.
///
/// `UIDevice.h` (iOS 27.0 SDK): `typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom)` with
/// `Unspecified = -1`, `Phone`, `Pad`, `TV`, `CarPlay`, `Mac = 5` (iOS 14) and `Vision = 6` (iOS 17).
/// On iOS the enum is imported non-frozen, so a switch needs `@unknown default` there; this module
/// is built without library evolution, so Swift treats the enum as frozen here and does not ask.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    @available(iOS 14.0, *)
    case mac = 5
    @available(iOS 17.0, *)
    case vision = 6
}
