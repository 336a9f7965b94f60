/// AK001: built with the iOS 27 SDK (or an unknown SDK), and nothing registers a scene accessory.
extension FindingDeclaration {
    static let ak001 = FindingDeclaration(
        .sdk27WithoutSceneAccessory, .error,
        title: "Built with the iOS 27 SDK, but nothing registers a scene accessory",
        summary: "Built with the iOS 27 SDK (or SDK unknown), and nothing registers a scene accessory: on iOS 27 the "
            + "display only mirrors.",
        verdictClause: "nothing registers a scene accessory, the only way an app built with the iOS 27 SDK gets the scene",
        consequence: "on iOS 27, the external display only mirrors the device.",
        affects: "iOS 27 and later, for apps built with the iOS 27 SDK.",
        background: """
            Apple's iOS 27 release note (177015874): "In apps built with the iOS 27.0 SDK,
            windowExternalDisplayNonInteractive scenes are no longer offered automatically by the
            system. Use UIViewController.registerSceneAccessory(_:) with a
            UISceneAccessory.externalNonInteractive instance." The switch depends on the SDK the
            app links against, not on the device: the same app built with the iOS 26 SDK still gets
            the scene from its Info.plist. Once built with the iOS 27 SDK, the Info.plist role alone
            does nothing on iOS 27: UIScreen.screens lists one screen, connectedScenes holds one
            scene, and the TV mirrors.

            The doctor reads the SDK from the executable's LC_BUILD_VERSION (or DTSDKName) and
            looks for the API: the selector registerSceneAccessory: or the class UISceneAccessory
            in the executable, or in the sources one of the ways in: AirKit's .airPlaySource(),
            .airPlay or AirPlayed (SwiftUI), AirKit's Air.addSource(_:) (UIKit in Swift), AirKit's
            AirKitAddSource() from AirKitC.h (Objective-C and C), SwiftUI's sceneAccessory with
            ExternalNonInteractiveAccessory, or UIKit's registerSceneAccessory(_:) (in Swift or
            Objective-C). SwiftUI's declarative form leaves no trace the executable check can see;
            if you use it, the sources show it.
            """,
        fix: FindingFix(
            FixSnippet.sceneAccessoryWays,
            note: "Keep the Info.plist role as well: iOS 26 and earlier still need it (AK002). AirKit's "
                + ".airPlaySource() keeps its registration for you."),
        sources: [
            .releaseNotes27, .connectedDisplayArticle, .uiKitHeader("UIViewController.h"),
            .uiKitHeader("UISceneAccessory.h"),
        ],
        readsFrom: [[.executable], [.sources]]
    )
}

extension Finding {
    /// AK001 for one app: built with `sdk` (`nil` when unknown), where the doctor looked, and the
    /// code the fix is written for.
    static func sdk27WithoutSceneAccessory(
        at location: SourceLocation, affecting rows: [CompatibilityRow], sdk: OSVersion?, search: AccessorySearch,
        audience: FindingFix.Audience?, adoptsScenes: Bool
    ) -> Finding {
        let built = sdk.map { "The app was built with the iOS \($0) SDK" } ?? "Built with the iOS 27 SDK, the app"
        let consequence =
            sdk == nil
            ? " gets no external-display scene on iOS 27 unless it registers a scene accessory, and "
            : "; on iOS 27 the system offers the external-display scene only to a registered scene accessory, and "
        let steps = FindingDeclaration.registeringASceneAccessory(for: audience, adoptsScenes: adoptsScenes)
        return Finding(
            id: .sdk27WithoutSceneAccessory, location: location, affectedRows: rows,
            message: "\(built)\(consequence)\(search). The display mirrors whatever the Info.plist declares.",
            fix: adoptsScenes
                ? steps.capitalizingFirstLetter
                : "First adopt the scene life cycle (AK021), without which an app built with the iOS 27 SDK does not "
                    + "launch; then \(steps)"
        )
    }
}

extension FindingDeclaration {
    /// How to register the scene accessory, for `audience`, as a clause that starts in lower case.
    /// An app that does not adopt the scene life cycle is not a SwiftUI `App`, so it gets UIKit's ways.
    static func registeringASceneAccessory(for audience: FindingFix.Audience?, adoptsScenes: Bool = true) -> String {
        let audience = adoptsScenes ? audience : (audience ?? .uiKit(objectiveC: true, swift: true))
        return FindingFix(FixSnippet.sceneAccessoryWays).text(for: audience)
    }
}

extension AccessorySearch: CustomStringConvertible {
    /// Where the doctor looked, as AK001, AK018 and the iOS 27 verdict say it.
    var description: String {
        guard readExecutable else {
            return swiftFileCount ?? 0 == 0
                ? "no scene-accessory source is registered"
                : "none of the \(swiftFileCount ?? 0) source files uses an AirKit source (.airPlaySource(), .airPlay, "
                    + "AirPlayed, Air.addSource or AirKitAddSource), sceneAccessory or registerSceneAccessory"
        }
        let sources =
            switch swiftFileCount {
            case let count? where count > 0: " and none of the \(count) source files"
            case .some: ""
            case nil: " (SwiftUI's sceneAccessory would leave no trace there, and no sources were inspected)"
            }
        return "nothing in the executable refers to registerSceneAccessory: or UISceneAccessory\(sources)"
    }
}
