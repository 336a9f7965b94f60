import AirKitDoctor
import Testing

@Suite("Swift source scanner: connectedScenes.first without a role filter")
struct SwiftSourceScannerSceneLookupTests {
    @Test("Position-based picks are reported, role or key-window selections are not")
    func fixtureLookups() throws {
        let fixture = try SwiftSourceFixture("unfiltered-first-scene.swift.txt")

        #expect(
            fixture.scan().unfilteredFirstSceneLines == [
                fixture.line(containing: "connectedScenes.first as? UIWindowScene"),
                fixture.line(containing: "            .first"),
                fixture.line(containing: "connectedScenes.first(where:"),
                fixture.line(containing: "(UIApplication.shared.connectedScenes.first as? UIWindowScene)?"),
                fixture.line(containing: "return windowScenes.first"),
            ])
    }

    @Test(
        "The role filter may sit in the alias's initializer or in the .first call itself",
        arguments: [
            (
                "let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }\n        _ = scenes.first { $0.screen !== UIScreen.main }",
                true
            ),
            (
                "let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }\n        _ = scenes.first { $0.session.role == .windowApplication }",
                false
            ),
            (
                "let scenes = UIApplication.shared.connectedScenes.filter { $0.session.role == .windowApplication }\n        _ = scenes.first",
                false
            ),
            ("var scenes = UIApplication.shared.connectedScenes\n        _ = scenes.first", true),
            ("_ = UIApplication.shared.connectedScenes.first!", true),
            ("_ = UIApplication.shared.connectedScenes.first?.session", true),
            ("guard let scene = connectedScenes.first as? UIWindowScene else { return }", true),
            ("_ = connectedScenes.first(where: \\.isKeyWindow)", false),
            ("_ = connectedScenes.first { ($0 as? UIWindowScene)?.session.role == .windowApplication }", false),
            ("_ = connectedScenes.count", false),
            ("_ = connectedScenes.compactMap { $0.windows.first }", false),
            ("for scene in connectedScenes where scene.windows.first != nil { print(scene) }", false),
            ("let first = \"connectedScenes.first\"", false),
        ])
    func lookups(statements: String, isReported: Bool) {
        let source = """
            final class Finder {
                func find() {
                    \(statements)
                }
            }
            """
        let lines = SwiftSourceScanner.scan(source, path: "Finder.swift").unfilteredFirstSceneLines
        #expect(lines.isEmpty == !isReported)
    }

    @Test("The line reported is that of .first, even when the chain spans lines")
    func lineOfFirst() {
        let source = """
            let scene = UIApplication.shared
                .connectedScenes
                .compactMap { $0 as? UIWindowScene }
                .first
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").unfilteredFirstSceneLines == [4])
    }

    @Test("An alias is followed only inside the scope that declared it")
    func aliasScope() {
        let source = """
            func a() {
                let scenes = UIApplication.shared.connectedScenes
                print(scenes)
            }
            func b(scenes: [UIScene]) -> UIScene? {
                scenes.first
            }
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").unfilteredFirstSceneLines.isEmpty)
    }
}
