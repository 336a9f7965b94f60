/// Something with traits: screens, windows, views and view controllers.
///
/// `Documentation/StandInSources.md#uiscreen`: `UIScreen.h` declares `UIScreen : NSObject <UITraitEnvironment>`; the stand-in declares the
/// one requirement AirKit reads.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}
