import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

/// Apps assembled in a scratch folder from the Mach-O fixtures and the Info.plist fixtures.
@Suite("The doctor on built apps")
struct BuiltAppTests {
    private func examine(executable: String, infoPlist: String, frameworks: [String: String] = [:]) throws -> DoctorReport {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle(infoPlist: infoPlist, executable: TestFiles.data("MachO/\(executable)"))
        for (name, binary) in frameworks {
            try scratch.write("Banner.app/Frameworks/\(name).framework/\(name)", TestFiles.data("MachO/\(binary)"))
        }
        return Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Banner.app")
    }

    @Test(
        "findings and rows follow the executable's SDK, references and classes",
        arguments: [
            ("App-sdk27-delegate", "Built-Healthy.plist", [String](), ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            (
                "App-sdk27-delegate-lld14", "Built-ModuleQualifiedDelegate.plist", [],
                ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]
            ),
            ("App-sdk27-delegate-stripped", "Built-Healthy.plist", [], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            (
                "App-sdk27-delegate-lld14-stripped", "Built-ModuleQualifiedDelegate.plist", [],
                ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]
            ),
            ("App-sdk27-none", "Built-Healthy.plist", ["AK001", "AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-near-miss", "Built-Healthy.plist", ["AK001", "AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-accessory-lld19", "Built-Healthy.plist", ["AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-accessory-lld14", "Built-Healthy.plist", ["AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-accessory-stripped", "Built-Healthy.plist", ["AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-accessory-fat", "Built-Healthy.plist", ["AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            ("App-sdk27-accessory-sim", "Built-Healthy.plist", ["AK007"], ["iOS 17–26 (SDK 27.0)", "iOS 27+ (SDK 27.0)"]),
            // The binary's SDK (26.0) wins over the plist's DTSDKName (26.2).
            ("App-sdk26-none", "Built-SDK26.plist", ["AK018", "AK007"], ["iOS 17–26 (SDK 26.0)", "iOS 27+ (SDK 26.0)"]),
            ("App-sdk26-accessory", "Built-SDK26.plist", ["AK007"], ["iOS 17–26 (SDK 26.0)", "iOS 27+ (SDK 26.0)"]),
        ])
    func findingsFollowTheExecutable(executable: String, infoPlist: String, expected: [String], rows: [String]) throws {
        let report = try examine(executable: executable, infoPlist: infoPlist)
        #expect(report.errors.isEmpty)
        let app = try #require(report.apps.first)
        #expect(app.diagnosis.findings.map(\.id.rawValue) == expected)
        #expect(app.diagnosis.verdicts.map(\.label) == rows)
        #expect(app.inputs.map(\.kind) == [.builtInfoPlist, .executable])
    }

    @Test("a clean SDK 27 app shows external content in both rows, from the executable's evidence")
    func cleanApp() throws {
        let app = try #require(try examine(executable: "App-sdk27-delegate", infoPlist: "Built-Healthy.plist").apps.first)
        #expect(
            app.diagnosis.verdicts.map(\.summary) == [
                "external content shown (the built Info.plist declares UIWindowSceneSessionRoleExternalDisplayNonInteractive with delegate AirKitSceneDelegate)",
                "external content shown (the executable refers to registerSceneAccessory: or UISceneAccessory)",
            ])
        #expect(app.inputs.last?.detail == "arm64 iOS minimum 17.0 SDK 27.0")
    }

    @Test("AK001 names the executable and AK007 the classes it looked for")
    func messagesNameTheEvidence() throws {
        let app = try #require(
            try examine(executable: "App-sdk27-none", infoPlist: "Built-ModuleQualifiedDelegate.plist").apps.first)
        #expect(app.diagnosis.findings(.sdk27WithoutSceneAccessory).first?.location == SourceLocation(path: "Banner.app/Banner"))
        let undefined = try #require(app.diagnosis.findings(.delegateClassNotDefined).first)
        #expect(undefined.location == SourceLocation(path: "Banner.app/Info.plist", line: 38))
        #expect(undefined.message.contains("_TtC6Banner21ExternalSceneDelegate, ExternalSceneDelegate"))
    }

    @Test("a delegate defined by an embedded framework is found there")
    func frameworkDefinesDelegate() throws {
        let report = try examine(
            executable: "App-sdk27-accessory-lld19", infoPlist: "Built-Healthy.plist",
            frameworks: ["AirKit": "App-sdk27-delegate"]
        )
        #expect(try #require(report.apps.first).diagnosis.findings.isEmpty)
    }

    @Test(
        "a hostile or truncated executable is one error naming it, and exit status 2",
        arguments: [
            "Hostile-32bit-object", "Hostile-empty", "Hostile-fat-in-fat", "Hostile-fat-offset-past-end",
            "Hostile-load-command-count",
            "Hostile-text.txt", "Hostile-truncated-header",
        ])
    func hostileExecutables(executable: String) throws {
        let report = try examine(executable: executable, infoPlist: "Built-Healthy.plist")
        #expect(report.apps.isEmpty)
        #expect(report.errors.map(\.path) == ["Banner.app/Banner"])
        #expect(report.errors.allSatisfy { !$0.reason.isEmpty && !$0.reason.contains("\n") })
        #expect(report.exitStatus == .usageOrInputError)
    }
}

extension Diagnosis {
    fileprivate func findings(_ id: FindingID) -> [Finding] {
        findings.filter { $0.id == id }
    }
}
