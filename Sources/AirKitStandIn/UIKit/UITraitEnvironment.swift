/// Something with traits: screens, windows, views and view controllers.
///
/// apple-api-facts §5.2 lists `UIScreen : NSObject <UITraitEnvironment>`; the stand-in declares the
/// one requirement AirKit reads.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}
