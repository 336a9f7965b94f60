import Foundation
import Testing

/// Mac Catalyst, tvOS and visionOS cannot be built here, so this suite reads AirKit's sources the way
/// each of those builds would: it keeps the lines their `#if` branches compile and looks there for the
/// API their SDK headers mark unavailable (Documentation/Platforms.md).
@Suite("AirKit compiles no API a platform lacks")
struct PlatformAPIUseTests {
    /// `API_UNAVAILABLE(macCatalyst, tvos, visionos, watchos)` in `UISceneAccessory.h`,
    /// `UISceneAccessoryRegistration.h` and `UIViewController.h`, and iOS 27-only in `UISceneOptions.h`.
    static let sceneAccessoryAPI = [
        "UISceneAccessory", "UISceneAccessoryRegistration", "registerSceneAccessory", "unregisterSceneAccessory",
        "sceneAccessoryUserInfo",
    ]

    /// The names each platform lacks; visionOS has no `UIScreen` (`UIScreen.h`, `UIWindowScene.h`).
    static func unavailableNames(on target: BuildTarget) -> [String] {
        switch target {
        case .linuxStandIn: []
        case .macCatalyst, .tvOS: sceneAccessoryAPI
        case .visionOS: sceneAccessoryAPI + ["UIScreen", "screen"]
        }
    }

    @Test("No compiled line names API the platform lacks", arguments: [BuildTarget.macCatalyst, .tvOS, .visionOS])
    func noUnavailableAPIIsCompiled(on target: BuildTarget) throws {
        let compiled = try SourceLines.lines(under: AppleOnlyLineTests.airKitSources, for: target, compiled: true)
        try #require(!compiled.isEmpty)

        // The core imports nothing of UIKit (it is the platform-independent state machine), so its words
        // are not API uses.
        let shell = compiled.filter { !$0.description.hasPrefix("Core/") }
        let uses = shell.filter { line in Self.unavailableNames(on: target).contains { Self.line(line.text, names: $0) } }

        #expect(uses.isEmpty, "\(target) would compile:\n\(uses.map(\.description).joined(separator: "\n"))")
    }

    @Test("The Linux build does compile that API, so the search finds it where it is")
    func searchFindsTheAPIWhereItIsCompiled() throws {
        let compiled = try SourceLines.lines(under: AppleOnlyLineTests.airKitSources, for: .linuxStandIn, compiled: true)
        let names = Self.unavailableNames(on: .visionOS)

        let found = Set(names.filter { name in compiled.contains { Self.line($0.text, names: name) } })

        #expect(found.isSuperset(of: ["UISceneAccessory", "registerSceneAccessory", "sceneAccessoryUserInfo", "screen"]))
    }

    /// Whether `text` uses `name` as a whole identifier.
    static func line(_ text: String, names name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isIdentifierCharacter = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isIdentifierCharacter(before) && !isIdentifierCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
