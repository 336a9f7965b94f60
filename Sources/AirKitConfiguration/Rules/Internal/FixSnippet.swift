/// Code and plist snippets that fixes quote, spelled once, and the ways of fixing that several
/// findings share.
enum FixSnippet {
    /// AirKit's external-display entry for `UISceneConfigurations` (as AirKit's README shows it).
    static let externalRoleEntry = """
        <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
        <array>
            <dict>
                <key>UISceneConfigurationName</key>
                <string>\(AirKitSceneConfiguration.name)</string>
                <key>UISceneClassName</key>
                <string>UIWindowScene</string>
                <key>UISceneDelegateClassName</key>
                <string>\(AirKitSceneConfiguration.delegateClassName)</string>
            </dict>
        </array>
        """

    static let generationOff = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;"

    /// AirKit's source modifier on the main interface (as AirKit's README shows it).
    static let airPlaySource = """
        import AirKit

        ContentView()
            .airPlaySource()
        """

    /// Apple's UIKit registration, kept in a stored property (Documentation/PlatformFacts.md, "Keeping the registration").
    static let keptRegistration = """
        private var registration: UISceneAccessoryRegistration?

        override func viewDidLoad() {
            super.viewDidLoad()
            let configuration = UISceneConfiguration()
            configuration.delegateClass = ExternalDisplaySceneDelegate.self
            registration = registerSceneAccessory(.externalNonInteractive(sceneConfiguration: configuration))
        }
        """

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

    static let unhideWindow = """
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: ExternalView())
        window.isHidden = false
        self.window = window
        """

    /// The app's own scene, which is what code taking `connectedScenes.first` wants (AK013).
    static let roleFilter = """
        let scene = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.session.role == .windowApplication }
        """

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

    /// Registering a scene accessory, the only way an app built with the iOS 27 SDK gets the
    /// external-display scene (AK001, AK018, AK019): AirKit's source in SwiftUI, Apple's
    /// registration kept in a property in UIKit.
    static let sceneAccessoryWays: [FindingFix.Way] = [
        .init(language: .swiftUI, instruction: "attach AirKit's source to the main interface", code: airPlaySource),
        .init(
            language: .uiKitInSwift,
            instruction: "register a scene accessory on a view controller of the main interface and keep the registration",
            code: keptRegistration),
        .init(
            language: .objectiveC,
            instruction: "register a scene accessory on a view controller of the main interface and keep the registration",
            code: keptRegistrationObjectiveC),
    ]
}
