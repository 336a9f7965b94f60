/// The UIKit names both source scanners recognise as identifiers and as whole string literals.
enum ExternalDisplayNames {
    static let nonInteractiveRole = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    static let externalDisplayRole = "UIWindowSceneSessionRoleExternalDisplay"
    /// The app's own role, which a provider names when it configures the app's scene.
    static let applicationRole = "UIWindowSceneSessionRoleApplication"
    static let screenDidConnectNotification = "UIScreenDidConnectNotification"
    /// react-native-external-display's entry point: an app delegate that hands
    /// `configurationForConnecting` to it gets the library's external-display scene, though the
    /// app's own file never names the role; both scanners read the name as a role reference.
    static let reactNativeExternalDisplayUtility = "RNExternalAppDelegateUtil"
    /// The delegate class that utility gives the app's own scene (`RNExternalDisplayUtils.mm`).
    static let reactNativeMainSceneDelegate = "RNExternalSceneMainDelegate"
    /// The classes of Flutter's external-display plugins an app delegate (or a committed
    /// `GeneratedPluginRegistrant`) names: `presentation_displays`'
    /// `SwiftPresentationDisplaysPlugin` (Objective-C: `PresentationDisplaysPlugin`), whose
    /// `controllerAdded` hands each new screen's Flutter view to the app, and `external_display`'s
    /// `ExternalDisplayPlugin` (`registerGeneratedPlugin`). The plugin puts a window on each new
    /// screen, so naming it is a sign the app means to use an external display.
    static let swiftPresentationDisplaysPlugin = "SwiftPresentationDisplaysPlugin"
    static let presentationDisplaysPlugin = "PresentationDisplaysPlugin"
    static let externalDisplayPlugin = "ExternalDisplayPlugin"
    /// The Swift modules of those plugins, as `import presentation_displays` names them.
    static let presentationDisplaysModule = "presentation_displays"
    static let externalDisplayModule = "external_display"

    /// What a string literal that is exactly one of the names stands for.
    enum LiteralMeaning {
        case externalRole
        case screenConnection
    }

    private static let roleNames = [Array(nonInteractiveRole.utf8), Array(externalDisplayRole.utf8)]
    private static let notificationName = Array(screenDidConnectNotification.utf8)

    /// The meaning of the plain literal `source[start..<end]` (see ``PlainStringLiteral``), if its
    /// content is exactly a role or notification name; prose that merely contains one means nothing.
    static func meaning(ofLiteralIn source: [UInt8], from start: Int, to end: Int) -> LiteralMeaning? {
        guard let content = PlainStringLiteral.content(in: source, from: start, to: end) else { return nil }
        let text = source[content]
        if roleNames.contains(where: { text.elementsEqual($0) }) { return .externalRole }
        if text.elementsEqual(notificationName) { return .screenConnection }
        return nil
    }
}
