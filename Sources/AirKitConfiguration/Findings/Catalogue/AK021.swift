/// AK021: the app does not adopt the UIKit scene life cycle, so built with the iOS 27 SDK it does
/// not launch (Documentation/PlatformFacts.md, "The scene life cycle is required with the iOS 27 SDK").
extension FindingDeclaration {
    static let ak021 = FindingDeclaration(
        .sceneLifeCycleNotAdopted, .error,
        title: "The app does not adopt the UIKit scene life cycle, so built with the iOS 27 SDK it does not launch",
        summary: "The app does not adopt the UIKit scene life cycle (no `UIApplicationSceneManifest`, an empty "
            + "`UISceneConfigurations`, or no scene delegate for the app's own scene): built with the iOS 27 SDK it "
            + "does not launch. Reported for every iOS app, whatever its intent.",
        verdictClause: "the app does not adopt the UIKit scene life cycle, without which an app built with the iOS 27 SDK "
            + "does not launch",
        consequence: """
            built with the iOS 27 SDK, the app does not launch. UIKit stops it
            before the app delegate's application(_:didFinishLaunchingWithOptions:) runs, with
            "Application failed to launch: UIScene life cycle is required for apps built with this
            SDK".
            """,
        affects: """
            every iOS device, once the app is built with the iOS 27 SDK (Xcode 27); the
            deployment target does not matter. Built with an older SDK it still launches.
            """,
        background: """
            Apple's TN3187, "Migrating to the UIKit scene-based life cycle": "In the next major
            release following iOS 26, UIScene lifecycle will be required when building with the
            latest SDK; otherwise, your app won't launch." When the system finds
            UIApplicationSceneManifest in the Info.plist it launches the app in the scene life
            cycle; without it, in the app-delegate life cycle. Adopting means that the app's own
            scene gets a scene delegate: from a UIWindowSceneSessionRoleApplication configuration
            that names UISceneDelegateClassName, from application(_:configurationForConnecting:options:)
            beside the manifest's configurations or, setting the delegate class in code, beside none
            (Apple's documented dynamic path; whether the launch check counts it is an open question
            the doctor answers yes), or from SwiftUI, whose App supplies its own. Otherwise a
            manifest with an empty UISceneConfigurations is not adoption, and neither is a
            configuration without a delegate class: apps built that way stop at launch too. The
            doctor reads the Info.plist and the sources for these signs
            (Documentation/PlatformFacts.md).

            Declaring the manifest alone is not enough for a UIKit app whose app delegate makes
            its window with UIWindow(frame:): in the scene life cycle that window belongs to no
            scene and is not shown, and UIKit stops calling the app delegate's
            applicationDidBecomeActive(_:), application(_:open:options:) and the other life-cycle
            methods. A scene delegate has to take over.
            """,
        fix: FindingFix(
            [
                FindingDeclaration.adoptScenesWay(nil),
                .way(
                    .uiKitInSwift, "give the app's scene a delegate of your own",
                    code: FixSnippet.applicationRoleEntry(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate") + "\n"
                        + FixSnippet.sceneDelegateSwift),
                .way(
                    .objectiveC, "give the app's scene a delegate of your own",
                    code: FixSnippet.applicationRoleEntry(delegate: "SceneDelegate") + "\n"
                        + FixSnippet.sceneDelegateObjectiveC),
            ],
            note: """
                An app that showed external content through UIScreen.didConnectNotification then gets
                the display as a scene instead: declare the external-display role (AK002) and, built
                with the iOS 27 SDK, register a scene accessory (AK001).
                """),
        sources: [
            .tn3187,
            .init(
                "Apple, \"Transitioning to the UIKit scene-based life cycle\"",
                "https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle"),
            .sceneManifestReference,
            .init(
                "Microsoft, \"Migrate to the UIKit scene lifecycle\" (.NET MAUI)",
                "https://learn.microsoft.com/dotnet/maui/ios/uikit-scene-lifecycle"),
        ]
    )
}

extension FindingDeclaration {
    /// AK021's first way, setup's `--adopt-scenes`: with `command`, the whole line for one app's Xcode
    /// project; without, the options to give `airkit setup` (the explanation, and apps setup cannot edit).
    static func adoptScenesWay(_ command: SetupCommand?) -> FindingFix.Way {
        let run: String
        if let command, let line = command.line {
            run = "`\(line)`" + (command.prerequisite.map { " (\($0))" } ?? "")
        } else {
            run =
                "`airkit setup` with `--adopt-scenes` on the app's Xcode project (and `--add-package "
                + "\(AirKitRelease.packageURLArgument)` where the target does not link AirKit yet; `airkit doctor` prints "
                + "the whole command for each app)"
        }
        return .way(
            nil,
            "adopt the UIKit scene life cycle. The shortest path keeps your app delegate as it is: \(run) names AirKit's "
                + "AirKitAppSceneDelegate for UIWindowSceneSessionRoleApplication; it puts the window your app delegate "
                + "made on the app's scene and passes URLs, user activities and foreground and background on to your app "
                + "delegate (Documentation/setup.md, \"Adopting the scene life cycle\")")
    }
}

extension Finding {
    /// AK021 for one app.
    ///
    /// - Parameters:
    ///   - adoption: why the app does not adopt, as ``SceneLifeCycleAdoption`` found it.
    ///   - scenelessWindow: where the app makes a `UIWindow` without a scene, if it does.
    ///   - usesExternalDisplay: whether the app shows it means to use an external display.
    ///   - setup: the `airkit setup` command that adopts for this app, when an Xcode project builds it.
    ///   - framework: the cross-platform framework the app is built with, whose own way comes first.
    static func sceneLifeCycleNotAdopted(
        at location: SourceLocation, affecting rows: [CompatibilityRow], adoption: SceneLifeCycleAdoption,
        appName: String?, scenelessWindow: SourceLocation?, sdk: OSVersion?, usesExternalDisplay: Bool,
        audience: FindingFix.Audience?, setup: SetupCommand?, framework: AppFramework? = nil
    ) -> Finding {
        let app = appName ?? "The app"
        let window = scenelessWindow.map { " (UIWindow made without a scene at \($0))" } ?? ""
        var message: String
        switch adoption.shape {
        case .noManifest, .providerWithoutManifest:
            message = "\(adoption.reason.capitalizedFirst), so \(app) runs in the app-delegate life cycle\(window)."
        case .noConfigurations:
            message = "\(adoption.reason.capitalizedFirst): an empty UISceneConfigurations is not adoption."
        case .noApplicationDelegate:
            message =
                "\(adoption.reason.capitalizedFirst), so the app's own scene gets no scene delegate. The manifest already "
                + "moves the app to the scene life cycle, where a window the app delegate makes is not shown\(window)."
        case .observed, .swiftUIApp, .applicationConfiguration, .configurationProvider, .codeConfiguredDelegate, .unknown:
            message = "\(adoption.reason.capitalizedFirst)."
        }
        message +=
            " Apps built with the iOS 27 SDK must adopt the UIKit scene life cycle or they do not launch: UIKit stops with "
            + "\"UIScene life cycle is required for apps built with this SDK\" (TN3187)."
        if let sdk, sdk.major < OSVersion.sceneAccessoryRelease.major {
            message += " Built with the iOS \(sdk) SDK it still launches; built with Xcode 27 it will not."
        }
        if usesExternalDisplay, !adoption.hasManifest {
            message += " In this life cycle the system offers no external-display scene either: a display is only a UIScreen."
        }
        // A SwiftUI App adopts by itself, so the app is written in UIKit: its own languages, or both.
        let uiKit: FindingFix.Audience =
            if case .uiKit? = audience { audience ?? .uiKit(objectiveC: true, swift: true) } else {
                .uiKit(objectiveC: true, swift: true)
            }
        let declared = FindingDeclaration.ak021.fix
        // A framework's app adopts the framework's way, with its own scene delegate, before any other.
        let frameworkWay = framework.map { [FindingFix.Way.way(nil, $0.sceneLifeCycleAdvice)] } ?? []
        let ways = frameworkWay + [FindingDeclaration.adoptScenesWay(setup)] + declared.ways.dropFirst()
        var fix = FindingFix(ways, note: declared.note).text(for: uiKit).capitalizingFirstLetter
        fix +=
            "\nMove what the app delegate's applicationDidBecomeActive(_:), application(_:open:options:) and the other "
            + "life-cycle methods do into the scene delegate: in the scene life cycle UIKit calls the scene's methods instead."
        if usesExternalDisplay {
            fix +=
                "\nThen the external display: in the scene life cycle it arrives as a scene, not as a UIScreen, so code "
                + "that observes UIScreen.didConnectNotification no longer sees it. Declare AirKit's "
                + "UIWindowSceneSessionRoleExternalDisplayNonInteractive entry (AK002) and, built with the iOS 27 SDK, "
                + "register a scene accessory (AK001)."
        }
        return Finding(
            id: .sceneLifeCycleNotAdopted, location: location, affectedRows: rows, message: message, fix: fix)
    }
}
