import AirKitDoctor
import Testing

@Suite("Swift source scanner: what the code says about the life cycle")
struct SwiftSourceScannerLifeCycleTests {
    @Test(
        "A type that inherits SwiftUI's App is a SwiftUI App, on the line of its name",
        arguments: [
            "@main\nstruct ShowApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}",
            "@main\nstruct ShowApp: SwiftUI.App {}", "@main\nstruct ShowApp: Sendable, App {}",
        ])
    func swiftUIApp(source: String) {
        #expect(SwiftSourceScanner.scan(source, path: "ShowApp.swift").lifeCycle.swiftUIAppLines == [2])
    }

    @Test(
        "Other uses of the word App are no SwiftUI App",
        arguments: [
            "struct App {}", "enum App { case shared }", "struct Settings: App.Preferences {}", "protocol Launcher: App {}",
            "extension ShowApp: App {}", "let app = App()", "// struct ShowApp: App {}", "let s = \"struct ShowApp: App {}\"",
        ])
    func notSwiftUIApp(source: String) {
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").lifeCycle.swiftUIAppLines.isEmpty)
    }

    @Test(
        "Windows made without a scene are found on their line",
        arguments: [
            "window = UIWindow(frame: UIScreen.main.bounds)", "let w = UIWindow()", "window = UIWindow.init(frame: bounds)",
        ])
    func scenelessWindows(line: String) {
        let source = "final class AppDelegate: UIResponder, UIApplicationDelegate {\n    func f() {\n        \(line)\n    }\n}"
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").lifeCycle.scenelessWindowLines == [3])
    }

    @Test(
        "A window made for a scene, or the word UIWindow alone, is not a window without a scene",
        arguments: ["let w = UIWindow(windowScene: scene)", "var window: UIWindow?", "let t = UIWindow.self"])
    func windowsForScenes(line: String) {
        #expect(SwiftSourceScanner.scan(line, path: "a.swift").lifeCycle.scenelessWindowLines.isEmpty)
    }

    @Test("Any configurationForConnecting with a body is a provider, whatever role it answers")
    func providerForTheApplicationRole() {
        let source = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(
                    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                    options: UIScene.ConnectionOptions
                ) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }
            """
        let providers = SwiftSourceScanner.scan(source, path: "a.swift").signals.sceneConfigurationProviders
        #expect(providers.map(\.line) == [2])
        #expect(providers.first?.handlesExternalRole == false)
    }
}
