#if canImport(UIKit) || AIRKIT_STANDIN
extension UIWindowScene {
    /// Which display this scene is on, comparable between scenes; `nil` on visionOS, which has no
    /// `UIScreen` (`UIWindowScene.screen` is unavailable there, `UIWindowScene.h`; Documentation/Platforms.md).
    ///
    /// Written without an `#else` so that no line of it compiles only on Apple platforms.
    var displayIdentity: ObjectIdentifier? {
        var identity: ObjectIdentifier?
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        identity = ObjectIdentifier(screen)
        #endif
        return identity
    }

    /// The `UIScreen` object this scene is on, held by AirKit to recognise the display when a new scene
    /// arrives on it; `nil` on visionOS.
    var displayScreen: AnyObject? {
        var screenObject: AnyObject?
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        screenObject = screen
        #endif
        return screenObject
    }

    /// Whether the display this scene is on mirrors another (`UIScreen.mirrored` is set); `false` on
    /// visionOS, which has no screens.
    var displayIsMirroring: Bool {
        var isMirroring = false
        #if !os(visionOS) && !AIRKIT_STANDIN_VISIONOS
        isMirroring = screen.mirrored != nil
        #endif
        return isMirroring
    }
}
#endif
