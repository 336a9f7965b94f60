import Foundation
import Testing

/// The stand-in carries the SDK's platform availability twice: as Apple writes it
/// (`@available(visionOS, unavailable)`), which records what the headers say but which Linux ignores,
/// and as the simulated platform builds enforce it: an `#if AIRKIT_STANDIN_VISIONOS` block that marks
/// the declaration deprecated with an "unavailable on …" message, which AirKit's build with warnings as
/// errors turns into a failure (Documentation/Platforms.md, "Building as each platform"). This suite
/// checks that the first stays as the headers have it and that the two always agree.
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
    /// `UISceneOptions.h`, `UIWindowScene.h` and `UIScreen.h` of the iOS 27.0 SDK (`availableModes` and
    /// `preferredMode` are `API_UNAVAILABLE(tvos)`, StandInSources.md#display-facts).
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
        Expectation(
            file: "UIKit/UIScreen.swift", declaration: "var availableModes", attributes: ["@available(tvOS, unavailable)"]),
        Expectation(
            file: "UIKit/UIScreen.swift", declaration: "var preferredMode", attributes: ["@available(tvOS, unavailable)"]),
        Expectation(file: "UIKit/UIViewController.swift", declaration: "func updateProperties", attributes: propertiesUpdates),
        Expectation(
            file: "UIKit/UIViewController.swift", declaration: "func setNeedsUpdateProperties", attributes: propertiesUpdates),
        Expectation(
            file: "AVFoundation/AVPlayer.swift", declaration: "var allowsExternalPlayback", attributes: notOnVisionOS),
        Expectation(
            file: "AVFoundation/AVPlayer.swift", declaration: "var isExternalPlaybackActive", attributes: notOnVisionOS),
        Expectation(
            file: "AVFoundation/AVPlayer.swift", declaration: "var usesExternalPlaybackWhileExternalScreenIsActive",
            attributes: notOnVisionOS),
        Expectation(
            file: "UIKit/UIApplication.swift", declaration: "class var shared",
            attributes: [
                #"@available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")"#
            ]),
    ]

    /// `AVPlayer.h`: the external-playback properties are `API_UNAVAILABLE(watchos, visionos)`.
    static let notOnVisionOS = ["@available(watchOS, unavailable)", "@available(visionOS, unavailable)"]

    /// Declarations the iOS 27 SDK makes available on tvOS, which a tvOS build must not be refused
    /// (StandInSources.md#images-and-snapshots): `UIView.h` declares `drawViewHierarchyInRect:afterScreenUpdates:`
    /// `API_AVAILABLE(ios(7.0))` in the `UISnapshotting` category, which has no availability of its own, on a
    /// class restricted only on watchOS; the image renderer is iOS 10 and tvOS 10.
    static let availableOnTVOS: [Expectation] = [
        Expectation(
            file: "UIKit/UIView+Snapshotting.swift", declaration: "func drawHierarchy",
            attributes: ["@available(iOS 7.0, visionOS 1.0, *)"]),
        Expectation(
            file: "UIKit/UIGraphicsImageRenderer.swift", declaration: "class UIGraphicsImageRenderer",
            attributes: ["@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)"]),
    ]

    @Test(
        "Each declaration the SDK makes available on tvOS has its availability and no tvOS unavailability",
        arguments: availableOnTVOS)
    func declarationIsAvailableOnTVOS(_ expectation: Expectation) throws {
        let twins = Self.twins(in: try Self.attributes(checking: expectation))
        #expect(!twins.apple.contains("AIRKIT_STANDIN_TVOS"), "\(expectation.declaration) is marked unavailable on tvOS")
        #expect(!twins.simulated.contains("AIRKIT_STANDIN_TVOS"), "\(expectation.declaration) is refused to tvOS builds")
    }

    @Test("Each declaration has the SDK's availability", arguments: expectations)
    func declarationHasTheSDKsAvailability(_ expectation: Expectation) throws {
        _ = try Self.attributes(checking: expectation)
    }

    /// The attribute lines above `expectation`'s declaration, once checked to hold every attribute the
    /// expectation names.
    private static func attributes(checking expectation: Expectation) throws -> [String] {
        let url = Self.standInRoot.appendingPathComponent(expectation.file)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let attributes = try #require(
            Self.attributes(of: expectation.declaration, in: lines), "\(expectation.declaration) not found")

        let missing = expectation.attributes.filter { !attributes.contains($0) }
        #expect(missing.isEmpty, "\(expectation.declaration) lacks \(missing)")
        return attributes
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

    /// The attribute lines right above the first line declaring `declaration`, or `nil` if none does;
    /// `#if` and `#endif` lines among them are kept, so the simulated availability is seen too.
    static func attributes(of declaration: String, in lines: [String]) -> [String]? {
        guard let index = lines.firstIndex(where: { isDeclaration($0, of: declaration) }) else { return nil }
        return attributes(above: index, in: lines)
    }

    static func attributes(above index: Int, in lines: [String]) -> [String] {
        let above = lines[..<index].reversed().map { $0.trimmingCharacters(in: .whitespaces) }
        return Array(above.prefix { $0.hasPrefix("@") || $0.hasPrefix("#if ") || $0 == "#endif" }.reversed())
    }

    /// The platforms each Apple-form `@available(P, unavailable)` names, and the simulated ones each
    /// `#if AIRKIT_STANDIN_P` block names, among a declaration's attributes. A block must hold exactly
    /// the "unavailable on" deprecation and nothing else.
    struct Twins: Equatable {
        var apple: Set<String> = []
        var simulated: Set<String> = []
        var malformedBlocks: [String] = []
    }

    /// Apple's platform names, and the condition the simulated build of each sets.
    static let simulatedCondition = [
        "macCatalyst": "AIRKIT_STANDIN_MACCATALYST", "tvOS": "AIRKIT_STANDIN_TVOS", "visionOS": "AIRKIT_STANDIN_VISIONOS",
        "iOSApplicationExtension": "AIRKIT_STANDIN_APP_EXTENSION",
    ]

    static func twins(in attributes: [String]) -> Twins {
        var twins = Twins()
        var index = 0
        while index < attributes.count {
            let line = attributes[index]
            if line.hasPrefix("#if ") {
                // An `#if` whose `#endif` is not among the attributes encloses the declaration (and
                // others after it), like `#if !canImport(Darwin)` around a whole file: not an attribute.
                guard attributes[(index + 1)...].contains("#endif") else {
                    index += 1
                    continue
                }
                let condition = String(line.dropFirst(4))
                let body = attributes[(index + 1)...].prefix { $0 != "#endif" }
                let names = condition.components(separatedBy: " || ")
                if condition.hasPrefix("AIRKIT_STANDIN_STRICT") {
                    // A deprecation of the SDK's, not a platform's unavailability.
                } else if body.count == 1, body.first?.hasPrefix(#"@available(*, deprecated, message: "unavailable "#) == true,
                    names.allSatisfy({ simulatedCondition.values.contains($0) })
                {
                    twins.simulated.formUnion(names)
                } else {
                    twins.malformedBlocks.append(line)
                }
                index += body.count + 2
                continue
            }
            for (platform, condition) in simulatedCondition where line.hasPrefix("@available(\(platform), unavailable") {
                twins.apple.insert(condition)
            }
            index += 1
        }
        return twins
    }

    @Test("Every platform the SDK marks unavailable is enforced by that platform's build, and nothing else is")
    func everyUnavailabilityHasItsSimulatedTwin() throws {
        let root = Self.standInRoot
        let paths = (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        try #require(!paths.isEmpty)
        var mismatches: [String] = []
        var checked = 0
        for path in paths {
            let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n")
            let declarations = lines.indices.filter {
                let line = lines[$0].trimmingCharacters(in: .whitespaces)
                return !line.hasPrefix("@") && !line.hasPrefix("#")
            }
            for index in declarations {
                let twins = Self.twins(in: Self.attributes(above: index, in: lines))
                guard !twins.apple.isEmpty || !twins.simulated.isEmpty || !twins.malformedBlocks.isEmpty else { continue }
                checked += 1
                if twins.apple != twins.simulated || !twins.malformedBlocks.isEmpty {
                    mismatches.append(
                        "\(path):\(index + 1): SDK \(twins.apple.sorted()), enforced \(twins.simulated.sorted()) "
                            + "\(twins.malformedBlocks)")
                }
            }
        }
        #expect(checked >= 15, "only \(checked) declarations with platform availability found")
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("A declaration whose simulated twin is missing, or names another platform, is reported")
    func missingTwinIsReported() {
        let unenforced = ["@available(visionOS, unavailable)", "@MainActor"]
        let wrong = [
            "@available(tvOS, unavailable)", "#if AIRKIT_STANDIN_VISIONOS",
            #"@available(*, deprecated, message: "unavailable on visionOS")"#, "#endif",
        ]
        let right = [
            "@available(macCatalyst, unavailable)", "@available(tvOS, unavailable)",
            "#if AIRKIT_STANDIN_MACCATALYST || AIRKIT_STANDIN_TVOS",
            #"@available(*, deprecated, message: "unavailable on Mac Catalyst and tvOS")"#, "#endif",
        ]

        #expect(Self.twins(in: unenforced) == Twins(apple: ["AIRKIT_STANDIN_VISIONOS"]))
        #expect(Self.twins(in: wrong) == Twins(apple: ["AIRKIT_STANDIN_TVOS"], simulated: ["AIRKIT_STANDIN_VISIONOS"]))
        let twins = Self.twins(in: right)
        #expect(twins.apple == twins.simulated && twins.malformedBlocks.isEmpty)
    }

    private static func isDeclaration(_ line: String, of declaration: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//"), let range = trimmed.range(of: declaration) else { return false }
        let after = trimmed[range.upperBound...].first
        return after.map { !$0.isLetter && !$0.isNumber } ?? true
    }
}
