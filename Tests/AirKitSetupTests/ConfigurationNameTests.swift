import AirKitConfiguration
import AirKitSetup
import Foundation
import Testing

/// Setup, the README, the articles, the doctor's fixes and the example app name AirKit's entry the
/// same way, so an app delegate that returns `UISceneConfiguration(name:sessionRole:)` for it, as
/// `Lifecycle.md` shows, matches the entry setup wrote.
@Suite("One name for AirKit's scene configuration")
struct ConfigurationNameTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let documents = [
        "README.md", "Sources/AirKit/AirKit.docc/GettingStarted.md", "Sources/AirKit/AirKit.docc/Lifecycle.md",
        "Documentation/setup.md", "Examples/Banner/Banner/Info.plist",
    ]

    @Test("setup writes the name the documentation uses")
    func setupUsesTheSharedName() {
        #expect(SetupOptions.defaultConfigurationName == AirKitSceneConfiguration.name)
        #expect(SetupOptions.defaultDelegateClassName == AirKitSceneConfiguration.delegateClassName)
    }

    @Test(
        "every configuration name written beside AirKitSceneDelegate, or given to UISceneConfiguration, is the one name",
        arguments: documents)
    func documentsUseTheSharedName(path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        let names = Self.configurationNames(in: text)
        #expect(!names.isEmpty, "\(path) names no configuration")
        #expect(names.allSatisfy { $0 == AirKitSceneConfiguration.name }, "\(path): \(names)")
    }

    /// `<string>X</string>` right after `<key>UISceneConfigurationName</key>` in a dictionary that
    /// names AirKitSceneDelegate, the `UISceneConfigurationName` = `X` of a sentence (not one about
    /// the app's own role), and every
    /// `UISceneConfiguration(name: "X"` on a line about AirKit's entry.
    static func configurationNames(in text: String) -> [String] {
        var names: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if line.contains("<key>UISceneConfigurationName</key>"), index + 1 < lines.count {
                let end = lines[index...].firstIndex { $0.contains("</dict>") } ?? lines.count - 1
                let window = lines[index...end].joined()
                guard window.contains(AirKitSceneConfiguration.delegateClassName) else { continue }
                if let value = lines[index + 1].components(separatedBy: "<string>").dropFirst().first?
                    .components(separatedBy: "</string>").first
                {
                    names.append(value)
                }
            }
            for part in line.components(separatedBy: "UISceneConfiguration(name: \"").dropFirst() where line.contains("AirKit") {
                names += part.components(separatedBy: "\"").prefix(1)
            }
            for part in line.components(separatedBy: "`UISceneConfigurationName` = `").dropFirst()
            where !line.contains("UIWindowSceneSessionRoleApplication") {
                names += part.components(separatedBy: "`").prefix(1)
            }
        }
        return names
    }
}
