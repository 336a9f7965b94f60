import AirKitDoctor
import Testing

@Suite("Swift source scanner: application(_:configurationForConnecting:options:) and what its body does")
struct SwiftSourceScannerProviderTests {
    private typealias Provider = ExternalDisplaySignals.SceneConfigurationProvider

    private static let signature = """
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, \
        options: UIScene.ConnectionOptions) -> UISceneConfiguration
        """

    @Test(
        "Each way of assigning the delegate class names it",
        arguments: [
            ("c.delegateClass = StageSceneDelegate.self", "StageSceneDelegate"),
            ("c.delegateClass = ShowApp.StageSceneDelegate.self", "StageSceneDelegate"),
            ("c.delegateClass = NSClassFromString(\"ShowApp.Stage\")", "ShowApp.Stage"),
        ])
    func delegateClassForms(assignment: String, name: String) {
        let source = "extension AppDelegate {\n\(Self.signature) {\n\(assignment)\nreturn c\n}\n}\n"
        let providers = SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders
        #expect(providers == [Provider(line: 2, delegateClassNames: [name], enclosingClass: "AppDelegate")])
    }

    @Test("A role in a switch inside the provider makes it handle the external role; a delegate from a call is not named")
    func switchOnRole() {
        let source = """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                \(Self.signature) {
                    let c = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
                    switch connectingSceneSession.role {
                    case .windowExternalDisplayNonInteractive: c.delegateClass = stageDelegateClass()
                    default: c.delegateClass = MainSceneDelegate.self
                    }
                    return c
                }
            }

            """
        let providers = SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders
        #expect(
            providers == [
                Provider(
                    line: 2, handlesExternalRole: true, delegateClassNames: ["MainSceneDelegate"], enclosingClass: "AppDelegate")
            ])
    }

    @Test("Roles and delegate classes in other functions are not credited to the provider")
    func otherFunctionsAreNotCredited() {
        let source = """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func isStage(_ s: UISceneSession) -> Bool { s.role == .windowExternalDisplayNonInteractive }
                \(Self.signature) {
                    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
                func other() { c.delegateClass = Late.self }
            }
            let r = UISceneSession.Role.windowExternalDisplayNonInteractive

            """
        let signals = SwiftSourceScanner.scan(source, path: "a.swift").signals
        #expect(signals.externalRoleReferences == [2, 8])
        #expect(signals.sceneConfigurationProviders == [Provider(line: 3, enclosingClass: "AppDelegate")])
    }

    @Test("A protocol requirement, another application(_:…) method or a call is no provider")
    func lookAlikesAreNoProviders() {
        let source = """
            protocol Configurator {
                \(Self.signature)
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions o: Options?) -> Bool {
                    _ = delegate.application(app, configurationForConnecting: session, options: options)
                    return true
                }
            }

            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders.isEmpty)
    }

    @Test("A provider cut off before its closing brace still credits what its body holds")
    func truncatedProvider() {
        let source =
            "class AppDelegate {\n\(Self.signature) {\nif s.role == .windowExternalDisplay { c.delegateClass = Stage.self"
        let providers = SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders
        #expect(
            providers == [
                Provider(line: 2, handlesExternalRole: true, delegateClassNames: ["Stage"], enclosingClass: "AppDelegate")
            ])
    }

    @Test("A 5 MB generated file with a provider per function scans to completion with every provider found")
    func fiveMegabyteFile() {
        let function = """
            \(Self.signature) {
                if connectingSceneSession.role == .windowExternalDisplayNonInteractive { c.delegateClass = Stage.self }
                /* comment */ window.screen = s; print("text \\"quoted\\" {")
                return c
            }

            """
        let count = 5_000_000 / function.utf8.count + 1
        let text = "extension AppDelegate {\n" + String(repeating: function, count: count) + "}\n"
        let facts = SwiftSourceScanner.scan(text, path: "Huge.swift")
        #expect(text.utf8.count > 5_000_000)
        #expect(facts.signals.sceneConfigurationProviders.count == count)
        #expect(
            facts.signals.sceneConfigurationProviders.allSatisfy { $0.handlesExternalRole && $0.delegateClassNames == ["Stage"] })
        #expect(facts.signals.legacyScreenWindowAssignments.count == count)
    }

    /// Apple's dynamic path for the app's own scene (TN3187's phased migration), as a code-configured
    /// UIKit app writes it beside a manifest without `UISceneConfigurations`.
    @Test("A provider that sets a delegate class for the app's own role gives the app's scene its delegate in code")
    func applicationSceneDelegateInCode() throws {
        let source = """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                \(Self.signature) {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }
            }

            """
        let provider = try #require(SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders.first)
        #expect(provider.namesApplicationRole)
        #expect(provider.givesApplicationSceneADelegate)
    }

    @Test(
        "Which providers give the app's own scene a delegate: not one whose only delegate serves an external role",
        arguments: [
            // The session's own role, whatever it is: the app's scene gets the class too.
            (
                "let c = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)\n"
                    + "c.delegateClass = SceneDelegate.self\nreturn c", true
            ),
            // One class for the external role and one for the rest.
            (
                "let c = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)\n"
                    + "switch connectingSceneSession.role {\ncase .windowExternalDisplayNonInteractive: "
                    + "c.delegateClass = TVSceneDelegate.self\ndefault: c.delegateClass = SceneDelegate.self\n}\nreturn c", true
            ),
            // The external role only; the app's scene keeps the manifest's (here: none).
            (
                "let c = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)\n"
                    + "if connectingSceneSession.role == .windowExternalDisplayNonInteractive { c.delegateClass = TV.self }\n"
                    + "return c", false
            ),
            // No delegate class at all.
            ("UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)", false),
            // Handed to react-native-external-display, whose utility names a delegate for every scene.
            (
                "RNExternalAppDelegateUtil.application(application, configurationForConnecting: connectingSceneSession, "
                    + "options: options, sceneOptions: [\"headless\": false])", true
            ),
        ])
    func whichProvidersGiveTheApplicationSceneADelegate(body: String, gives: Bool) throws {
        let source = "extension AppDelegate {\n\(Self.signature) {\n\(body)\n}\n}\n"
        let provider = try #require(SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders.first)
        #expect(provider.givesApplicationSceneADelegate == gives)
    }
}
