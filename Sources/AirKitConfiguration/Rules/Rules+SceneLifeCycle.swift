/// The rule every iOS app is held to, external display or not: built with the iOS 27 SDK, an app
/// must adopt the UIKit scene life cycle or it does not launch (Documentation/PlatformFacts.md,
/// "The scene life cycle is required with the iOS 27 SDK").
extension Rules {
    /// AK021: the app's own scene gets no scene delegate, so UIKit stops an iOS 27 SDK build at launch.
    static func sceneLifeCycleMissing(_ context: RuleContext) -> [Finding] {
        let adoption = context.adoption
        guard adoption.status == .notAdopted else { return [] }
        return [
            Finding(
                id: .sceneLifeCycleNotAdopted, location: adoption.location ?? context.appLocation,
                affectedRows: affected([.iOS27BuiltWithSDK27], in: context),
                message: lifeCycleMessage(context),
                fix: FixSnippet.adoptScenes(for: context.interface, usesExternalDisplay: context.intent.isPresent)
            )
        ]
    }

    private static func lifeCycleMessage(_ context: RuleContext) -> String {
        let adoption = context.adoption
        let app = context.evidence.name ?? "The app"
        let window =
            context.evidence.code?.lifeCycle.scenelessWindows.first.map { " (UIWindow made without a scene at \($0))" } ?? ""
        var what: String
        switch adoption.shape {
        case .noManifest:
            what = "\(adoption.reason.capitalizedFirst), so \(app) runs in the app-delegate life cycle\(window)."
        case .providerWithoutManifest:
            what = "\(adoption.reason.capitalizedFirst), so \(app) runs in the app-delegate life cycle\(window)."
        case .noConfigurations:
            what = "\(adoption.reason.capitalizedFirst): an empty UISceneConfigurations is not adoption."
        case .noApplicationDelegate:
            what =
                "\(adoption.reason.capitalizedFirst), so the app's own scene gets no scene delegate. The manifest already "
                + "moves the app to the scene life cycle, where a window the app delegate makes is not shown\(window)."
        case .observed:
            what = "\(adoption.reason.capitalizedFirst)."
        case .swiftUIApp, .applicationConfiguration, .configurationProvider, .unknown:
            what = "\(adoption.reason.capitalizedFirst)."
        }
        what +=
            " Apps built with the iOS 27 SDK must adopt the UIKit scene life cycle or they do not launch: UIKit stops with "
            + "\"UIScene life cycle is required for apps built with this SDK\" (TN3187)."
        if let sdk = context.sdk, sdk.major < OSVersion.sceneAccessoryRelease.major {
            what += " Built with the iOS \(sdk) SDK it still launches; built with Xcode 27 it will not."
        }
        if context.intent.isPresent, !adoption.hasManifest {
            what += " In this life cycle the system offers no external-display scene either: a display is only a UIScreen."
        }
        return what
    }
}
