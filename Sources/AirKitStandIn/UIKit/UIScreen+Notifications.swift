import Foundation

extension UIScreen {
    /// Posted with the new screen as its object when a display connects to an app in the
    /// app-delegate life cycle. `Documentation/StandInSources.md#uiscreen` (`UIScreen.h`): `NS_SWIFT_NONISOLATED`,
    /// deprecated in iOS 16 ("Use UISceneDelegate or related notifications to be informed of
    /// connecting scenes from other screens").
    @available(
        iOS, introduced: 3.2, deprecated: 16.0,
        message: "Use UISceneDelegate or related notifications to be informed of connecting scenes from other screens"
    )
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")

    /// Posted with the screen as its object when a display disconnects from an app in the
    /// app-delegate life cycle. `UIScreen.h`: deprecated in iOS 16, like ``didConnectNotification``.
    @available(
        iOS, introduced: 3.2, deprecated: 16.0,
        message: "Use UISceneDelegate or related notifications to be informed of disconnecting scenes from other screens"
    )
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
}

extension UIScreen {
    /// Posted with the screen as its object when its ``currentMode`` changes ("[object currentMode] is
    /// the new UIScreenMode"). `Documentation/StandInSources.md#display-facts` (`UIScreen.h`): iOS 3.2,
    /// `NS_SWIFT_NONISOLATED`, unavailable on visionOS.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// Posted with the screen as its object when its capture state changes. `UIScreen.h`: iOS 11,
    /// `NS_SWIFT_NONISOLATED`, unavailable on visionOS. The `captured` property it names is deprecated
    /// in favour of `UITraitCollection.sceneCaptureState`, which AirKit reads instead.
    nonisolated public static let capturedDidChangeNotification = Notification.Name(
        "UIScreenCapturedDidChangeNotification")
}
