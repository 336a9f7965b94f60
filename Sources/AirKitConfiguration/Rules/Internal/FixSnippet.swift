/// Code and plist snippets that fixes quote, spelled once.
enum FixSnippet {
    /// AirKit's external-display entry for `UISceneConfigurations` (as AirKit's README shows it).
    static let externalRoleEntry = """
        <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
        <array>
            <dict>
                <key>UISceneConfigurationName</key>
                <string>AirPlay</string>
                <key>UISceneClassName</key>
                <string>UIWindowScene</string>
                <key>UISceneDelegateClassName</key>
                <string>AirKitSceneDelegate</string>
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

    static let unhideWindow = """
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: ExternalView())
        window.isHidden = false
        self.window = window
        """

    static let roleFilter = """
        let external = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.session.role == .windowExternalDisplayNonInteractive }
        """
}

extension String {
    /// Every line moved right by `count` spaces, for snippets inside explanations.
    func indented(by count: Int) -> String {
        let padding = String(repeating: " ", count: count)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : padding + $0 }.joined(
            separator: "\n")
    }
}
