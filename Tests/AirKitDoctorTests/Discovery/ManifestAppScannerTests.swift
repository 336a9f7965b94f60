import Testing

@testable import AirKitDoctor

@Suite("Tuist and SwiftPM app manifests read from their text")
struct ManifestAppScannerTests {
    /// The shape of jonfir/JFiOSApp's `Project.swift`: the name comes from a helper constant.
    @Test("a name written as a helper constant is looked up in ProjectDescriptionHelpers")
    func constantName() throws {
        let manifest = "let app = Target.target(\n    name: Constants.appName,\n    destinations: .iOS,\n    product: .app\n)\n"
        let helper = "public enum Constants {\n    public static let appName = \"LLIos\"\n}\n"
        let app = try #require(
            ManifestAppScanner.tuistApps(in: manifest, manifestPath: "/r/Project.swift", helperTexts: [helper]).first)
        #expect(app.name == "LLIos")
        #expect(app.line == 2)
        #expect(app.platform == "iOS")
    }

    @Test("lines count CR LF and lone CR breaks as the lexers do")
    func lineBreaks() {
        let manifest =
            "import ProjectDescription\r\n\r\nlet a = Target(\r\n  name: \"A\", platform: .iOS, product: .app)\r\rlet b = Target(name: \"B\", platform: .tvOS, product: .app)\n"
        let apps = ManifestAppScanner.tuistApps(in: manifest, manifestPath: "/r/Project.swift", helperTexts: [])
        #expect(apps.map(\.line) == [4, 6])
        #expect(apps.map(\.platform) == ["iOS", "tvOS"])
    }

    /// The shape of a Swift Playgrounds app (noppefoxwolf/SwiftDataUIKit, `Playground.swiftpm/Package.swift`).
    @Test("an .iOSApplication product is an app; a library manifest has none")
    func swiftPMApps() {
        let app = "let package = Package(\n  products: [\n    .iOSApplication(\n      name: \"Playground\",\n"
        #expect(ManifestAppScanner.swiftPMApps(in: app, manifestPath: "/r/Package.swift").map(\.name) == ["Playground"])
        let library = "let package = Package(products: [.library(name: \"Kit\", targets: [\"Kit\"])])\n"
        #expect(ManifestAppScanner.swiftPMApps(in: library, manifestPath: "/r/Package.swift").isEmpty)
    }
}
