/// The public documents several findings rest on, each named once.
extension FindingDeclaration.Source {
    static let releaseNotes27 = Self(
        "Apple, iOS & iPadOS 27 release notes, note 177015874",
        "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-27-release-notes")

    static let connectedDisplayArticle = Self(
        "Apple, \"Presenting content on a connected display\"",
        "https://developer.apple.com/documentation/uikit/presenting-content-on-a-connected-display")

    /// The DTS answer on how the external-display scene mirrors until a window is put in it.
    static let mirroringThread = Self(
        "Apple Developer Forums, DTS answer on the external-display scene (thread 745553)",
        "https://developer.apple.com/forums/thread/745553")

    static let tn3187 = Self(
        "Apple, TN3187 \"Migrating to the UIKit scene-based life cycle\"",
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle")

    static let sceneManifestReference = Self(
        "Apple, Information Property List: UIApplicationSceneManifest",
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest")

    static let sceneConfigurationsReference = Self(
        "Apple, Information Property List: UISceneConfigurations",
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations"
    )

    static let infoPlistValuesArticle = Self(
        "Apple, \"Managing your app's information property list values\"",
        "https://developer.apple.com/documentation/bundleresources/managing-your-app-s-information-property-list")

    /// A UIKit header of the iOS 27.0 SDK, in the public copy `xybp888/iOS-SDKs`.
    static func uiKitHeader(_ name: String) -> Self {
        Self(
            "UIKit's \(name), iOS 27.0 SDK",
            "https://github.com/xybp888/iOS-SDKs/blob/ad607cb07fe4ad1c9b91cf970bd228c2a9253207/iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/\(name)"
        )
    }
}
