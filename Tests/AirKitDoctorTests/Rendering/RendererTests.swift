import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("Renderers")
struct RendererTests {
    private func report(_ fixture: String) throws -> DoctorReport {
        try TestFiles.doctor.examine("InfoPlist/\(fixture)")
    }

    @Test("text groups findings under their file, with fix, rows and a verdict per row")
    func textLayout() throws {
        let text = TextReportRenderer(useColor: false).render(try report("Built-NoDelegate.plist"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A lone Info.plist is named from its CFBundleName.
        #expect(lines.first == "Banner")
        #expect(lines.contains("  InfoPlist/Built-NoDelegate.plist"))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "    33: error AK004: The external-display configuration \"AirPlay\" in the built Info.plist has no "
                )
            })
        #expect(lines.contains("      Fix: Name the scene delegate, e.g. AirKit's:"))
        #expect(lines.contains("           <key>UISceneDelegateClassName</key>"))
        #expect(lines.contains("      Affects: iOS 17–26 (SDK 27.0)"))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "    iOS 17–26 (SDK 27.0): mirrors because the external-display configuration names no scene delegate (AK004)"
                )
            })
        #expect(lines.contains { $0.hasPrefix("    iOS 27+ (SDK 27.0): cannot tell: ") })
        #expect(lines.suffix(2) == ["Checked 1 app: 1 error, no warnings, no notes.", ""])
        #expect(!text.contains("\u{1B}["))
    }

    @Test("colour wraps severities and verdicts only when asked")
    func colour() throws {
        let text = TextReportRenderer(useColor: true).render(try report("Built-NoDelegate.plist"))
        #expect(text.contains("\u{1B}[1;31merror\u{1B}[0m AK004"))
        #expect(text.contains("\u{1B}[1;31mmirrors\u{1B}[0m because"))
    }

    @Test(
        "colour only on a terminal, and never with a non-empty NO_COLOR",
        arguments: [
            (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
            (true, ["NO_COLOR": ""], true),
        ])
    func colourPolicy(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(ColorPolicy.shouldColor(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test("an empty report renders nothing in text and xcode formats")
    func emptyReport() throws {
        let empty = try report("Malformed/empty.plist")
        #expect(TextReportRenderer(useColor: false).render(empty).isEmpty)
        #expect(XcodeReportRenderer(paths: PathDisplay()).render(empty).isEmpty)
    }

    @Test("JSON follows the documented schema")
    func jsonSchema() throws {
        let json = JSONReportRenderer().render(try report("Built-NoDelegate.plist"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "schemaVersion", "path", "paths", "exitStatus", "failOn", "summary", "apps", "skippedTargets", "errors",
            ])
        #expect(object["schemaVersion"] as? Int == 3)
        #expect(object["paths"] as? [String] == ["InfoPlist/Built-NoDelegate.plist"])
        #expect(object["failOn"] as? String == "error")
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["apps", "errors", "warnings", "notes", "notShown"])
        #expect(summary["notShown"] as? [String: Int] == ["baselined": 0, "unselected": 0])
        #expect(object["exitStatus"] as? Int == 1)
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        #expect(
            Set(app.keys) == [
                "name", "deploymentTarget", "sdk", "inputs", "intent", "sceneLifeCycle", "notInspected", "findings", "verdicts",
            ])
        let intent = try #require(app["intent"] as? [String: Any])
        #expect(intent["present"] as? Bool == true)
        let lifeCycle = try #require(app["sceneLifeCycle"] as? [String: Any])
        #expect(lifeCycle["status"] as? String == "undetermined", "a built Info.plist alone cannot show a SwiftUI App")
        #expect(lifeCycle["reason"] is String)
        #expect(app["executable"] == nil && app["project"] == nil)
        #expect(app["sdk"] as? String == "27.0")
        let finding = try #require((app["findings"] as? [[String: Any]])?.first)
        #expect(Set(finding.keys) == ["id", "severity", "title", "path", "line", "message", "fix", "affects"])
        #expect(finding["line"] as? Int == 33)
        #expect(finding["affects"] as? [String] == ["ios-up-to-26"])
        let verdict = try #require((app["verdicts"] as? [[String: Any]])?.first)
        #expect(Set(verdict.keys) == ["row", "label", "outcome", "reason", "predicted", "causes"])
        #expect(verdict["outcome"] as? String == "mirrors")
        #expect(verdict["causes"] as? [String] == ["AK004"])
    }

    @Test("JSON lists unreadable inputs")
    func jsonErrors() throws {
        let json = JSONReportRenderer().render(try report("Malformed/bare-word.plist"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [[String: String]])
        #expect(errors == [["path": "InfoPlist/Malformed/bare-word.plist", "message": "not an XML or binary property list"]])
        #expect(object["exitStatus"] as? Int == 2)
    }

    @Test("xcode lines carry absolute paths, lines and severities, then verdicts as notes")
    func xcodeLines() throws {
        let paths = PathDisplay(currentDirectory: try TestFiles.fixtures)
        let lines = XcodeReportRenderer(paths: paths).render(try report("Built-NoDelegate.plist")).split(separator: "\n")
        let file = try TestFiles.fixture("InfoPlist/Built-NoDelegate.plist")
        #expect(lines.first?.hasPrefix("\(file):33: error: AK004: ") == true)
        #expect(lines.first?.hasSuffix("(run `airkit doctor --explain AK004` for the fix)") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("note: Banner: iOS ") })
        #expect(lines.count == 3)
    }

    @Test("explanations render as text and as JSON")
    func explanations() throws {
        let text = ExplanationRenderer.render(.generatedManifestDropsConfigurations, format: .text)
        #expect(
            text.hasPrefix("AK008 (error): Generated scene manifest replaces the hand-written configurations\n\nWhat goes wrong"))
        let json = ExplanationRenderer.render(.generatedManifestDropsConfigurations, format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "AK008")
        #expect(object["explanation"] as? String == FindingID.generatedManifestDropsConfigurations.explanation)
        let sources = try #require(object["sources"] as? [[String: String]])
        #expect(sources.map { $0["url"] } == FindingID.generatedManifestDropsConfigurations.declaration.sources.map(\.url))
    }
}

@Suite("PathDisplay")
struct PathDisplayTests {
    @Test("writes paths relative to its folder when inside it, absolute otherwise")
    func relativePaths() {
        let paths = PathDisplay(currentDirectory: "/work/app")
        #expect(paths.relative("Examples/./Banner/../Banner/Info.plist") == "Examples/Banner/Info.plist")
        #expect(paths.relative("/work/app/Banner.app") == "Banner.app")
        #expect(paths.relative("/work/app") == ".")
        #expect(paths.relative("/work/application/x") == "/work/application/x")
        #expect(paths.relative("../other") == "/work/other")
        #expect(paths.absolute("Banner.app/") == "/work/app/Banner.app")
    }
}

@Suite("JSON facts")
struct JSONFactTests {
    @Test("JSON carries the project's settings per configuration and the executable's slices")
    func projectAndExecutable() throws {
        let report = try TestFiles.doctor.examine("Projects/GeneratedWithProduct")
        let json = JSONReportRenderer().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        let project = try #require(app["project"] as? [String: Any])
        #expect(project["target"] as? String == "Generated")
        let configuration = try #require((project["configurations"] as? [[String: Any]])?.first)
        #expect(configuration["name"] as? String == "Debug")
        #expect(configuration["infoPlist"] as? String == "Projects/GeneratedWithProduct/Generated/Info.plist")
        #expect(
            configuration["settings"] as? [String: String] == [
                "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Generated/Info.plist",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
                "PRODUCT_MODULE_NAME": "Generated",
            ]
        )
    }

    @Test("JSON carries each slice of a fat executable")
    func slices() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle(infoPlist: "Built-Healthy.plist", executable: TestFiles.data("MachO/App-sdk27-accessory-fat"))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Banner.app")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReportRenderer().render(report).utf8)) as? [String: Any])
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        let executable = try #require(app["executable"] as? [String: Any])
        let slices = try #require(executable["slices"] as? [[String: Any]])
        #expect(slices.map { $0["architecture"] as? String } == ["x86_64", "arm64"])
        #expect(slices.map { $0["platform"] as? String } == ["iOSSimulator", "iOS"])
        #expect(slices.allSatisfy { $0["referencesSceneAccessory"] as? Bool == true && $0["sdk"] as? String == "27.0" })
    }
}

@Suite("Renderers: skipped targets and intent")
struct SkippedTargetRenderingTests {
    static let project = "Corpus/Projects/videolan-vlc-ios"

    @Test("text lists the targets for other platforms after the apps, with the setting that decides it")
    func textListsSkippedTargets() throws {
        let report = try TestFiles.doctor.examine(Self.project)
        let text = TextReportRenderer(useColor: false).render(report)
        #expect(text.contains("Not built for iOS, so not checked:\n  VLC-tvOS: tvOS (SDKROOT = appletvos, "))
        #expect(text.contains("; 3 targets for other platforms skipped."))
        #expect(text.contains("  Uses an external display: declares UIWindowSceneSessionRoleExternalDisplay"))
    }

    @Test("JSON carries each skipped target and each app's intent signals")
    func jsonCarriesSkippedTargetsAndIntent() throws {
        let json = JSONReportRenderer().render(try TestFiles.doctor.examine(Self.project))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let skipped = try #require(object["skippedTargets"] as? [[String: Any]])
        #expect(skipped.compactMap { $0["platform"] as? String }.sorted() == ["tvOS", "visionOS", "watchOS"])
        let app = try #require((object["apps"] as? [[String: Any]])?.first)
        let signals = try #require((app["intent"] as? [String: Any])?["signals"] as? [[String: Any]])
        #expect(!signals.isEmpty)
    }

    @Test("xcode output notes each skipped target")
    func xcodeNotesSkippedTargets() throws {
        let text = XcodeReportRenderer(paths: PathDisplay()).render(try TestFiles.doctor.examine(Self.project))
        #expect(text.contains("note: VLC-watchOS: not built for iOS (watchOS, SDKROOT = watchos); not checked"))
    }
}
