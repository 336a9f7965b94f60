import Foundation
import Testing

/// The stand-in repeats the SDK's platform availability on the declarations AirKit must guard for Mac
/// Catalyst, tvOS and visionOS (Documentation/Platforms.md). Linux ignores those attributes, so they
/// cannot fail a build here; this suite checks that they stay as the headers have them, so the
/// stand-in source remains a faithful record of what each platform lacks.
@Suite("Stand-in declarations carry the SDK's platform availability")
struct PlatformAvailabilityTests {
    /// A declaration, the file it is in, and the `@available` attributes the iOS 27 SDK gives it.
    struct Expectation: CustomTestStringConvertible, Sendable {
        let file: String
        let declaration: String
        let attributes: [String]

        var testDescription: String { "\(declaration) (\(file))" }
    }

    static let onlyOnIOS = [
        "@available(macCatalyst, unavailable)", "@available(tvOS, unavailable)", "@available(visionOS, unavailable)",
    ]
    static let propertiesUpdates = ["@available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)"]

    /// From `UISceneAccessory.h`, `UISceneAccessoryRegistration.h`, `UIViewController.h`,
    /// `UISceneOptions.h`, `UIWindowScene.h` and `UIScreen.h` of the iOS 27.0 SDK.
    static let expectations: [Expectation] = [
        Expectation(file: "UIKit/UISceneAccessory.swift", declaration: "class UISceneAccessory", attributes: onlyOnIOS),
        Expectation(
            file: "UIKit/UISceneAccessoryRegistration.swift", declaration: "class UISceneAccessoryRegistration",
            attributes: onlyOnIOS),
        Expectation(file: "UIKit/UIViewController.swift", declaration: "func registerSceneAccessory", attributes: onlyOnIOS),
        Expectation(file: "UIKit/UIViewController.swift", declaration: "func unregisterSceneAccessory", attributes: onlyOnIOS),
        Expectation(
            file: "UIKit/UIScene+ConnectionOptions.swift", declaration: "var sceneAccessoryUserInfo", attributes: onlyOnIOS),
        Expectation(
            file: "UIKit/UIWindowScene.swift", declaration: "var screen", attributes: ["@available(visionOS, unavailable)"]),
        Expectation(
            file: "UIKit/UIScreen.swift", declaration: "class UIScreen", attributes: ["@available(visionOS, unavailable)"]),
        Expectation(file: "UIKit/UIWindow.swift", declaration: "var screen", attributes: ["@available(visionOS, unavailable)"]),
        Expectation(file: "UIKit/UIViewController.swift", declaration: "func updateProperties", attributes: propertiesUpdates),
        Expectation(
            file: "UIKit/UIViewController.swift", declaration: "func setNeedsUpdateProperties", attributes: propertiesUpdates),
    ]

    @Test("Each declaration has the SDK's availability", arguments: expectations)
    func declarationHasTheSDKsAvailability(_ expectation: Expectation) throws {
        let url = Self.standInRoot.appendingPathComponent(expectation.file)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")

        let attributes = try #require(
            Self.attributes(of: expectation.declaration, in: lines), "\(expectation.declaration) not found")

        let missing = expectation.attributes.filter { !attributes.contains($0) }
        #expect(missing.isEmpty, "\(expectation.declaration) lacks \(missing)")
    }

    @Test("A declaration whose attribute is missing is reported")
    func missingAttributeIsReported() {
        let lines = ["    @available(iOS 27.0, *)", "    @MainActor", "    open var screen: UIScreen {"]

        #expect(Self.attributes(of: "var screen", in: lines) == ["@available(iOS 27.0, *)", "@MainActor"])
        #expect(Self.attributes(of: "var window", in: lines) == nil)
    }

    static var standInRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AirKitStandIn")
    }

    /// The attribute lines right above the first line declaring `declaration`, or `nil` if none does.
    static func attributes(of declaration: String, in lines: [String]) -> [String]? {
        guard let index = lines.firstIndex(where: { isDeclaration($0, of: declaration) }) else { return nil }
        let above = lines[..<index].reversed().map { $0.trimmingCharacters(in: .whitespaces) }
        return Array(above.prefix { $0.hasPrefix("@") }.reversed())
    }

    private static func isDeclaration(_ line: String, of declaration: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//"), let range = trimmed.range(of: declaration) else { return false }
        let after = trimmed[range.upperBound...].first
        return after.map { !$0.isLetter && !$0.isNumber } ?? true
    }
}
