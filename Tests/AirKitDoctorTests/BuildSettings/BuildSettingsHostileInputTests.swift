import Foundation
import TestSupport
import Testing

@testable import AirKitDoctor

/// Random `.xcconfig` text made of the characters and words the reader and evaluator treat
/// specially: nothing may crash, and every value stays within the documented bounds.
@Suite("Build settings: hostile input")
struct BuildSettingsHostileInputTests {
    private static let pieces = [
        "A", "B", "C", "A", "B", "C", " = ", "=", "$(", "${", ")", "}", "$", "$$", "[sdk=iphoneos*]", "[arch=*]", "[",
        "]", ",", "//", "\\", "\n", "\n", "\n", "#include \"Random.xcconfig\"\n", "#include? \"X\"\n", "inherited",
        ":lower", ":default=", ":file", "A_$(B)", ";", " ", "\t", "🙂", "é",
    ]

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0..<80, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func randomXCConfigTextNeverCrashesAndStaysBounded() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var generator = SeededGenerator(seed: 0xC0FF_EE00)
        let contexts = [
            BuildContext.iphoneos(configuration: "Debug"), BuildContext(sdk: nil, architecture: nil, configuration: "Debug"),
        ]
        for round in 0..<300 {
            let text = Self.randomText(&generator)
            let path = try scratch.write("Random.xcconfig", text: text)
            let layer = SettingsLayer(xcconfigAt: path)
            #expect(layer.problems.count <= XCConfigFile.maximumFileCount + text.count, "round \(round)")
            for context in contexts {
                let settings = BuildSettingsEvaluator(layers: [layer, layer], context: context, builtIns: ["B": "$(A)$(C)"])
                for name in ["A", "B", "C"] {
                    let value = settings.value(of: name)?.value ?? ""
                    #expect(value.utf8.count <= BuildSettingsEvaluator.maximumLength, "round \(round): \(text)")
                    _ = settings.isYes(name)
                }
            }
        }
    }
}
