import Foundation

/// A URL the system asks a scene to open, with the options it came with.
///
/// `Documentation/StandInSources.md#app-delegate-life-cycle` (`UIOpenURLContext.h`): `new`/`init` unavailable; `URL` (Swift `url`, copy)
/// and `options`, a `UISceneOpenURLOptions` (Swift `UIScene.OpenURLOptions`). The simulated device
/// makes them; apps only receive them, in `scene(_:openURLContexts:)` and in
/// `UIScene.ConnectionOptions.urlContexts`.
@MainActor
open class UIOpenURLContext: NSObject {
    open var url: URL { storedURL }
    open var options: UIScene.OpenURLOptions { storedOptions }

    private let storedURL: URL
    private let storedOptions: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        storedURL = url
        storedOptions = options
        super.init()
    }
}

extension UIScene {
    /// How a URL reached the app.
    ///
    /// `Documentation/StandInSources.md#app-delegate-life-cycle` (`UISceneOptions.h`, `UISceneOpenURLOptions`): `NS_SWIFT_UI_ACTOR`,
    /// `new`/`init` unavailable; `sourceApplication` (nullable), `annotation` (nullable `id`) and
    /// `openInPlace` ("Copy the file before use if this value is NO").
    @MainActor
    open class OpenURLOptions: NSObject {
        open var sourceApplication: String? { storedSourceApplication }
        open var annotation: Any? { storedAnnotation }
        open var openInPlace: Bool { storedOpenInPlace }

        private let storedSourceApplication: String?
        private let storedAnnotation: Any?
        private let storedOpenInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            storedSourceApplication = sourceApplication
            storedAnnotation = annotation
            storedOpenInPlace = openInPlace
            super.init()
        }
    }
}
