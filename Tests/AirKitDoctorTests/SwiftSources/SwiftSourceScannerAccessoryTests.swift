import AirKitDoctor
import Testing

@Suite("Swift source scanner: import AirKit, .airPlaySource() and SwiftUI's declarative accessory")
struct SwiftSourceScannerAccessoryTests {
    @Test("sceneAccessory with ExternalNonInteractiveAccessory is found, as a trailing closure or with content:")
    func declarativeAccessory() throws {
        let fixture = try SwiftSourceFixture("declarative-accessory.swift.txt")
        let facts = fixture.scan()

        #expect(
            facts.declarativeAccessoryLines == [
                fixture.line(containing: ".sceneAccessory {"),
                fixture.line(containing: "Color.black.sceneAccessory(content:"),
            ])
        #expect(facts.registrations.isEmpty)
        #expect(facts.airPlaySourceLines.isEmpty)
    }

    @Test(
        "import AirKit is recognised in its forms, and only for the AirKit module",
        arguments: [
            ("import AirKit", true),
            ("@testable import AirKit", true),
            ("import struct AirKit.Air", true),
            ("import AirKitDoctor", false),
            ("import SwiftUI // import AirKit", false),
            ("#if canImport(AirKit)\nimport AirKit\n#endif", true),
            ("#if false\nimport AirKit\n#endif", false),
            ("#if false\n#elseif canImport(AirKit)\nimport AirKit\n#endif", true),
            ("#if true\n#else\nimport AirKit\n#endif", false),
        ])
    func importsAirKit(source: String, imports: Bool) {
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").importsAirKit == imports)
    }

    @Test("airPlaySource needs the leading dot and a call")
    func airPlaySourceForms() {
        let source = """
            Text("a").airPlaySource()
            Text("b")
                .airPlaySource()
            let name = "airPlaySource"
            func airPlaySource() {}
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines == [1, 3])
    }

    @Test("AirKit's declarative presentation counts as a source: .airPlay with a labelled argument, and AirPlayed")
    func declarativePresentationForms() {
        let source = """
            Text("a").airPlay(isPresented: $shows) { Text("TV") }
            Text("b")
                .airPlay(item: $movie) { movie in Text(movie.title) }
            AirPlayed(isPresented: $shows) { Text("TV") }
            let port = AVAudioSession.Port.airPlay
            let route = Route.airPlay(receiver)
            struct AirPlayed {}
            func airPlay() {}
            let name = "airPlay"
            """
        #expect(SwiftSourceScanner.scan(source, path: "a.swift").airPlaySourceLines == [1, 3, 4])
    }
}
