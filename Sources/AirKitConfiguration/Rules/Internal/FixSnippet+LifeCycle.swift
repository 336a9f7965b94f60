/// Fixes written for the kind of app the sources show: SwiftUI, or UIKit in Swift, Objective-C or both.
extension FixSnippet {
    /// The interface code a fix is written for.
    enum Interface: Equatable {
        /// A SwiftUI `App`.
        case swiftUI
        /// UIKit, with the languages its sources are written in.
        case uiKit(objectiveC: Bool, swift: Bool)
    }

    /// How to register the external-display source, for `interface` (both ways when `nil`), as a
    /// clause that starts in lower case and ends with the snippets. A UIKit app is never told
    /// about SwiftUI's modifier, and an app that does not adopt the scene life cycle is not a
    /// SwiftUI `App`, so it gets the UIKit registration.
    static func accessorySource(for interface: Interface?, adoptsScenes: Bool = true) -> String {
        let uiKit: Interface? = adoptsScenes ? interface : (interface ?? .uiKit(objectiveC: true, swift: true))
        switch uiKit {
        case nil, .swiftUI?:
            return "attach AirKit's source to the main interface:\n\(airPlaySource)\n"
                + "or register the accessory in UIKit and keep the registration:\n\(keptRegistration)"
        case .uiKit(let objectiveC, let swift)?:
            var text = "register a scene accessory on a view controller of the main interface and keep the registration:\n"
            if swift || !objectiveC { text += keptRegistration }
            if swift && objectiveC { text += "\nor in Objective-C:\n" }
            if objectiveC { text += keptRegistrationObjectiveC }
            return text
        }
    }

    /// AK001's fix: adopt the scene life cycle first when the app has not, then register.
    static func accessoryFix(for interface: Interface?, adoptsScenes: Bool) -> String {
        let steps = accessorySource(for: interface, adoptsScenes: adoptsScenes)
        guard !adoptsScenes else { return steps.capitalizingFirstLetter }
        return "First adopt the scene life cycle (AK021), without which an app built with the iOS 27 SDK does not launch; "
            + "then \(steps)"
    }

    /// Apple's UIKit registration in Objective-C, kept in a property (`UIViewController.h`,
    /// `UISceneAccessory.h` and `UISceneConfiguration.h`, iOS 27.0 SDK).
    static let keptRegistrationObjectiveC = """
        @property (nonatomic, strong) UISceneAccessoryRegistration *registration API_AVAILABLE(ios(27.0));

        - (void)viewDidLoad {
            [super viewDidLoad];
            UISceneConfiguration *configuration = [[UISceneConfiguration alloc] init];
            configuration.delegateClass = [ExternalDisplaySceneDelegate class];
            self.registration = [self registerSceneAccessory:
                [UISceneAccessory externalNonInteractiveSceneAccessoryWithConfiguration:configuration]];
        }
        """

    /// AK021's fix: the scene life cycle first, with AirKit's migration or a scene delegate of the
    /// app's own in its languages, then (for an app that uses a display) the external role.
    static func adoptScenes(for interface: Interface?, usesExternalDisplay: Bool) -> String {
        let (objectiveC, swift): (Bool, Bool) =
            switch interface {
            case .uiKit(let objectiveC, let swift)?: (objectiveC, swift)
            case .swiftUI?, nil: (true, true)
            }
        var text =
            "Adopt the UIKit scene life cycle. The shortest path keeps your app delegate as it is: "
            + "`airkit setup --adopt-scenes --add-package <AirKit URL>` names AirKit's AirKitAppSceneDelegate for "
            + "UIWindowSceneSessionRoleApplication; it puts the window your app delegate made on the app's scene and "
            + "passes URLs, user activities and foreground and background on to your app delegate "
            + "(Documentation/setup.md). Or give the app's scene a delegate of your own:\n"
        text += applicationRoleEntry(delegate: swift ? "$(PRODUCT_MODULE_NAME).SceneDelegate" : "SceneDelegate")
        if swift { text += "\n" + sceneDelegateSwift }
        if swift && objectiveC { text += "\nor in Objective-C (with UISceneDelegateClassName SceneDelegate):" }
        if objectiveC { text += "\n" + sceneDelegateObjectiveC }
        text +=
            "\nMove what the app delegate's applicationDidBecomeActive(_:), application(_:open:options:) and the other "
            + "life-cycle methods do into the scene delegate: in the scene life cycle UIKit calls the scene's methods instead."
        if usesExternalDisplay {
            text +=
                "\nThen the external display: in the scene life cycle it arrives as a scene, not as a UIScreen, so code "
                + "that observes UIScreen.didConnectNotification no longer sees it. Declare AirKit's "
                + "UIWindowSceneSessionRoleExternalDisplayNonInteractive entry (AK002) and, built with the iOS 27 SDK, "
                + "register a scene accessory (AK001)."
        }
        return text
    }

    /// A scene manifest whose application role names `delegate` (Apple's Information Property List
    /// reference, `UIApplicationSceneManifest`).
    static func applicationRoleEntry(delegate: String) -> String {
        """
        <key>UIApplicationSceneManifest</key>
        <dict>
            <key>UIApplicationSupportsMultipleScenes</key>
            <false/>
            <key>UISceneConfigurations</key>
            <dict>
                <key>UIWindowSceneSessionRoleApplication</key>
                <array>
                    <dict>
                        <key>UISceneConfigurationName</key>
                        <string>Default Configuration</string>
                        <key>UISceneDelegateClassName</key>
                        <string>\(delegate)</string>
                    </dict>
                </array>
            </dict>
        </dict>
        """
    }

    static let sceneDelegateSwift = """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = RootViewController()
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """

    static let sceneDelegateObjectiveC = """
        @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
        @property (strong, nonatomic) UIWindow *window;
        @end

        @implementation SceneDelegate
        - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session
              options:(UISceneConnectionOptions *)connectionOptions {
            self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
            self.window.rootViewController = [[RootViewController alloc] init];
            [self.window makeKeyAndVisible];
        }
        @end
        """
}

extension String {
    /// `Register …` from `register …`.
    var capitalizingFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
