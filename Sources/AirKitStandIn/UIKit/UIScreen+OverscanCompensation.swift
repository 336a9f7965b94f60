extension UIScreen {
    /// How a screen avoids clipping on a display that overscans.
    ///
    /// `Documentation/StandInSources.md#display-facts` (`UIScreen.h`): `NS_ENUM(NSInteger,
    /// UIScreenOverscanCompensation)` with `scale` (0, "the final composited framebuffer for the screen is
    /// scaled to avoid clipping"), `insetBounds` (1, "the screen's bounds will be inset in the framebuffer
    /// to avoid clipping. no scaling will occur") and `none` (2, iOS 9, "no scaling will occur. use
    /// overscanCompensationInsets to determine the necessary insets"); `insetApplicationFrame`, also 2,
    /// is deprecated since iOS 9 and left out. Unavailable on visionOS, like `UIScreen`.
    ///
    /// Non-frozen on iOS (StandInSources.md#frozen-enums): a `switch` over it writes `@unknown default`.
    public enum OverscanCompensation: Int, Sendable, Hashable {
        case scale = 0
        case insetBounds = 1
        case none = 2
    }
}
