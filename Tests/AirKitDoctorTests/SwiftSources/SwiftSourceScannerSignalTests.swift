import AirKitDoctor
import Testing

@Suite("Swift source scanner: external-display signals and scene configurations made in code")
struct SwiftSourceScannerSignalTests {
    private typealias Provider = ExternalDisplaySignals.SceneConfigurationProvider

    @Test("An app delegate that configures the external session: every signal on its line, prose and comments aside")
    func configurationProviderFixture() throws {
        let fixture = try SwiftSourceFixture("configuration-provider.swift.txt")
        let facts = fixture.scan()
        let signals = facts.signals

        #expect(facts.importsAirKit, "the existing field still reads the import")
        #expect(signals.airKitImports == [fixture.line(containing: "import AirKit")])
        #expect(
            signals.externalRoleReferences == [
                fixture.line(containing: "role == .windowExternalDisplayNonInteractive"),
                fixture.line(containing: "rawValue: \"UIWindowSceneSessionRoleExternalDisplay\""),
            ])
        #expect(signals.screenConnectionObservers == [fixture.line(containing: "forName: UIScreen.didConnectNotification")])
        #expect(signals.sceneAccessoryReferences == [fixture.line(containing: "registerSceneAccessory(")])
        #expect(
            signals.sceneConfigurationProviders == [
                Provider(
                    line: fixture.line(containing: "func application("), handlesExternalRole: true,
                    delegateClassNames: ["StageSceneDelegate", "ShowApp.MainSceneDelegate"], enclosingClass: "AppDelegate")
            ])
        #expect(signals.windowSceneSubclasses == ["StageScene"])
        #expect(signals.legacyScreenWindowAssignments == [fixture.line(containing: "window.screen = screen")])
    }

    @Test(
        "Each spelling of an external role is a role reference",
        arguments: [
            "if session.role == .windowExternalDisplayNonInteractive {}", "let r = UISceneSession.Role.windowExternalDisplay",
            "switch role { case .windowExternalDisplay: break default: break }",
            "let r = UISceneSession.Role(rawValue: \"UIWindowSceneSessionRoleExternalDisplayNonInteractive\")",
            "let r = UIWindowSceneSessionRoleExternalDisplayNonInteractive",
        ])
    func roleReferences(code: String) {
        #expect(SwiftSourceScanner.scan("func f() {\n\(code)\n}\n", path: "a.swift").signals.externalRoleReferences == [2])
    }

    @Test(
        "Look-alike names, prose, interpolated and raw literals are no role reference",
        arguments: [
            "let windowExternalDisplay = 1", "_ = \"use .windowExternalDisplayNonInteractive\"",
            "_ = \"UIWindowSceneSessionRoleExternalDisplay \"", "_ = \"\\(x)UIWindowSceneSessionRoleExternalDisplay\"",
            "_ = #\"UIWindowSceneSessionRoleExternalDisplay\"#", "// .windowExternalDisplayNonInteractive",
            "_ = role == .windowApplication",
        ])
    func notRoleReferences(code: String) {
        #expect(SwiftSourceScanner.scan("\(code)\n", path: "a.swift").signals.externalRoleReferences.isEmpty)
    }

    @Test(
        "Each spelling of the screen-connection notification is an observer",
        arguments: [
            "UIScreen.didConnectNotification", "UIKit.UIScreen.didConnectNotification", ".UIScreenDidConnect",
            "NSNotification.Name.UIScreenDidConnect", "NSNotification.Name(\"UIScreenDidConnectNotification\")",
            "UIScreenDidConnectNotification",
        ])
    func screenObservers(name: String) {
        let code = "let o = NotificationCenter.default.addObserver(forName: \(name), object: nil, queue: nil) { _ in }\n"
        #expect(SwiftSourceScanner.scan(code, path: "a.swift").signals.screenConnectionObservers == [1])
    }

    @Test(
        "Other notifications and members named like it are no observer",
        arguments: [
            "UIScreen.didDisconnectNotification", "UIScene.didConnectNotification", "didConnectNotification",
            "UIScreenDidConnect", "\"UIScreenDidConnectNotification \"",
        ])
    func notScreenObservers(name: String) {
        let code = "let o = NotificationCenter.default.addObserver(forName: \(name), object: nil, queue: nil) { _ in }\n"
        #expect(SwiftSourceScanner.scan(code, path: "a.swift").signals.screenConnectionObservers.isEmpty)
    }

    @Test(
        "Scene accessory calls and names are found; declarations and selectors are not calls",
        arguments: [
            ("registration = scene.registerSceneAccessory(a)", 1),
            (".sceneAccessory { ExternalNonInteractiveAccessory { V() } }", 1),
            ("let a = UISceneAccessory.externalNonInteractive(sceneConfiguration: c)", 1),
            ("func registerSceneAccessory(_ a: A) {}", 0), ("let s = #selector(registerSceneAccessory(_:))", 0),
            ("let externalNonInteractive = c", 0), ("x.sceneAccessoryCount = 1", 0),
        ])
    func sceneAccessoryReferences(code: String, expected: Int) {
        let lines = SwiftSourceScanner.scan("\(code)\n", path: "a.swift").signals.sceneAccessoryReferences
        #expect(lines == Array(repeating: 1, count: expected))
    }

    @Test(
        "Assigning a window's screen is a legacy assignment; reading or comparing it is not",
        arguments: [
            ("window.screen = screen", 1), ("self.window?.screen = UIScreen.screens[1]", 1), ("let s = window.screen", 0),
            ("if window.screen == s {}", 0), ("screen = s", 0), ("window.screen.bounds = r", 0),
        ])
    func legacyScreenAssignments(code: String, expected: Int) {
        let lines = SwiftSourceScanner.scan("\(code)\n", path: "a.swift").signals.legacyScreenWindowAssignments
        #expect(lines == Array(repeating: 1, count: expected))
    }

    @Test("Only classes whose superclass is UIWindowScene are window scene subclasses, each once")
    func windowSceneSubclasses() {
        let source = """
            final class StageScene: UIWindowScene {}
            class QualifiedScene: UIKit.UIWindowScene {}
            extension StageScene: UIWindowSceneDelegate {}
            class StageScene: UIWindowScene {}
            struct Holder { let scene: UIWindowScene }
            class Delegate: NSObject, UIWindowScene {}
            protocol SceneLike: UIWindowScene {}

            """
        let signals = SwiftSourceScanner.scan(source, path: "a.swift").signals
        #expect(signals.windowSceneSubclasses == ["StageScene", "QualifiedScene"])
    }
}
