import SwiftUI

/// Deprecated UIKit members the probe must still read, reached through a protocol so that the iOS
/// build stays free of deprecation warnings (a deprecated witness called through its requirement
/// does not warn).
@MainActor
protocol DeprecatedAPIReading {
    static var externalDisplayRole: UISceneSession.Role { get }
    static func setScreen(_ screen: UIScreen, of window: UIWindow)
    static var screens: [UIScreen] { get }
    static func windowWithoutScene(frame: CGRect) -> UIWindow
}

enum DeprecatedAPI: DeprecatedAPIReading {
    /// `UISceneSession.Role.windowExternalDisplay`, deprecated in iOS 16.
    @available(iOS, deprecated: 16.0)
    static var externalDisplayRole: UISceneSession.Role { .windowExternalDisplay }

    /// `window.screen = screen`; `setScreen:` is deprecated in iOS 13.
    @available(iOS, deprecated: 13.0)
    static func setScreen(_ screen: UIScreen, of window: UIWindow) {
        window.screen = screen
    }

    /// `UIScreen.screens`, deprecated in iOS 16.
    @available(iOS, deprecated: 16.0)
    static var screens: [UIScreen] { UIScreen.screens }

    /// `UIWindow(frame:)`, deprecated in iOS 26: the window an app delegate from before scenes makes.
    @available(iOS, deprecated: 26.0)
    static func windowWithoutScene(frame: CGRect) -> UIWindow {
        UIWindow(frame: frame)
    }
}

extension DeprecatedAPI {
    /// The reads and writes, through the protocol.
    static var reader: any DeprecatedAPIReading.Type { DeprecatedAPI.self }
}
