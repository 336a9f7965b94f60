import Foundation

/// The traits of a scene's environment that AirKit reads: display scale and capture state.
///
/// `Documentation/StandInSources.md#trait-collection` (`UITraitCollection.h`): `NS_SWIFT_SENDABLE` and *not* `NS_SWIFT_UI_ACTOR`, so unlike the rest of
/// UIKit it is a nonisolated, Sendable, immutable class.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The screen's points-to-pixels scale; `0.0` when unspecified (StandInSources.md#trait-collection). Read-only and overridable,
    /// as the SDK's `@property (nonatomic, readonly) CGFloat displayScale;` imports
    /// (`UITraitCollection.h`, iOS 27.0 SDK).
    open var displayScale: CGFloat { scale }
    /// Whether the scene is being mirrored or recorded (StandInSources.md#trait-collection, iOS 17).
    @available(iOS 17.0, *)
    open var sceneCaptureState: UISceneCaptureState { captureState }
    /// The device idiom, `unspecified` for traits built without one (`UITraitCollection.h`:
    /// `@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }

    private let scale: CGFloat
    private let captureState: UISceneCaptureState
    private let idiom: UIUserInterfaceIdiom

    /// Traits with everything unspecified, as `UITraitCollection()` is on iOS.
    public override convenience init() {
        self.init(displayScale: 0, sceneCaptureState: .unspecified, userInterfaceIdiom: .unspecified)
    }

    init(displayScale: CGFloat, sceneCaptureState: UISceneCaptureState, userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.scale = displayScale
        self.captureState = sceneCaptureState
        self.idiom = userInterfaceIdiom
        super.init()
    }
}
