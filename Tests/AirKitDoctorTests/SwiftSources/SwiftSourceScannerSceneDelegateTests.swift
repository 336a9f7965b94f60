import AirKitDoctor
import Testing

@Suite("Swift source scanner: scene delegate classes and their windows")
struct SwiftSourceScannerSceneDelegateTests {
    @Test("An external delegate that calls makeKeyAndVisible() both unhides and makes the window key")
    func makeKeyAndVisibleIsBoth() throws {
        let fixture = try SwiftSourceFixture("external-delegate-makes-key.swift.txt")
        let line = fixture.line(containing: "window.makeKeyAndVisible()")

        #expect(
            fixture.scan().sceneDelegates == [
                .init(
                    name: "ExternalSceneDelegate", line: fixture.line(containing: "final class ExternalSceneDelegate"),
                    windowCreationLines: [fixture.line(containing: "UIWindow(windowScene: windowScene)")],
                    unhideLines: [line], makeKeyLines: [line], checksRole: false)
            ])
    }

    @Test(
        "A delegate that creates a window but never unhides it has no unhide lines, whatever its comments and strings say"
    )
    func neverUnhides() throws {
        let fixture = try SwiftSourceFixture("delegate-never-unhides.swift.txt")
        let delegate = try #require(fixture.scan().sceneDelegates.first)

        #expect(delegate.name == "QuietSceneDelegate")
        #expect(
            delegate.windowCreationLines == [fixture.line(containing: "window = UIWindow(windowScene: windowScene)")])
        #expect(delegate.unhideLines.isEmpty)
        #expect(delegate.makeKeyLines.isEmpty)
    }

    @Test("Delegates adopted through an extension, via UISceneDelegate, or declared in another file are all found")
    func delegateDeclarations() throws {
        let fixture = try SwiftSourceFixture("delegate-declarations.swift.txt")
        let delegates = fixture.scan().sceneDelegates

        #expect(
            delegates.map(\.name) == ["BridgedSceneDelegate", "PlainSceneDelegate", "ElsewhereDeclaredSceneDelegate"])
        let bridged = try #require(delegates.first)
        #expect(bridged.objcName == "BridgedSceneDelegate", "the @objc inside #if canImport(ObjectiveC) counts")
        #expect(bridged.line == fixture.line(containing: "final class BridgedSceneDelegate"))
        #expect(bridged.windowCreationLines == [fixture.line(containing: "UIWindow(windowScene: windowScene)")])
        #expect(bridged.unhideLines == [fixture.line(containing: "window.isHidden = false")])

        let elsewhere = try #require(delegates.last)
        #expect(elsewhere.line == fixture.line(containing: "extension ElsewhereDeclaredSceneDelegate"))
        #expect(elsewhere.makeKeyLines == [fixture.line(containing: "window?.makeKey()")])
        #expect(elsewhere.unhideLines.isEmpty)
    }

    @Test(
        "A role check is any of session.role, .role ==, or a role value",
        arguments: [
            ("if session.role == .windowExternalDisplayNonInteractive { }", true),
            ("if scene.session.role != .windowApplication { return }", true),
            ("guard windowScene.role == expected else { return }", true),
            ("let role = UISceneSession.Role.windowExternalDisplayNonInteractive", true),
            ("let role = \"session.role\"", false),
            ("let role = 1 // session.role", false),
            ("window.isHidden = false", false),
        ])
    func roleChecks(statement: String, checksRole: Bool) throws {
        let source = """
            final class Delegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    \(statement)
                }
            }
            """
        let delegate = try #require(SwiftSourceScanner.scan(source, path: "Delegate.swift").sceneDelegates.first)
        #expect(delegate.checksRole == checksRole)
    }

    @Test("Window work in a nested type is credited to that type, not the delegate around it")
    func nestedTypes() throws {
        let source = """
            final class Delegate: UIResponder, UIWindowSceneDelegate {
                final class Presenter {
                    func show(window: UIWindow) { window.isHidden = false }
                }
                func scene(_ scene: UIScene) { window?.makeKey() }
            }
            """
        let delegate = try #require(SwiftSourceScanner.scan(source, path: "Delegate.swift").sceneDelegates.first)
        #expect(delegate.unhideLines.isEmpty)
        #expect(delegate.makeKeyLines == [5])
    }

    @Test("Attributes and modifiers between @objc(Name) and class are skipped; @objc without a name gives none")
    func objcNames() {
        let source = """
            @objc(First) @available(iOS 17, *)
            @MainActor public final class FirstDelegate: UIResponder, UIWindowSceneDelegate {}
            @objc final class SecondDelegate: UIResponder, UIWindowSceneDelegate {}
            """
        let delegates = SwiftSourceScanner.scan(source, path: "D.swift").sceneDelegates
        #expect(delegates.map(\.objcName) == ["First", nil])
        #expect(delegates.map(\.line) == [2, 3])
    }

    @Test("Classes and extensions sharing a name make one delegate, placed at the first class declaration")
    func sameNameMerges() throws {
        let source = """
            extension Delegate { func a() { window?.makeKey() } }
            enum Outer {
                @objc(Inner) final class Delegate: UIResponder, UIWindowSceneDelegate { func b() { window.isHidden = false } }
            }
            extension Delegate { func c() { if session.role == .windowApplication {} } }
            """
        let delegates = SwiftSourceScanner.scan(source, path: "Delegate.swift").sceneDelegates
        #expect(
            delegates == [
                .init(
                    name: "Delegate", objcName: "Inner", line: 3, unhideLines: [3], makeKeyLines: [1], checksRole: true)
            ])
    }
}
