import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("The doctor on fixture projects")
struct ProjectFixtureTests {
    /// `Examples/` is not a test resource; it is found from this file's place in the repository.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test(
        "each project gives its findings, at their lines",
        arguments: [
            // One AK008 for the two configurations that generate the manifest.
            ("Generated", ["AK008@139"]),
            ("GeneratedWithProduct", ["AK008@139", "AK009"]),
            ("MissingInfoPlist", ["AK015@151"]),
            ("NonASCIIModule", ["AK006@18"]),
            // AirKitSceneDelegate without AirKit linked or imported is not in the app.
            ("NoSource", ["AK001@56", "AK007@25"]),
            ("UIKitDelegate", ["AK010@9", "AK011@9", "AK021@9", "AK013@6"]),
            ("KeyWindow", ["AK012@12"]),
            ("AirKitWithoutRole", ["AK002@9"]),
        ]
    )
    func projectFindings(folder: String, expected: [String]) throws {
        let report = try TestFiles.doctor.examine("Projects/\(folder)")
        #expect(report.errors.isEmpty)
        let app = try #require(report.apps.first)
        #expect(report.apps.count == 1)
        #expect(app.diagnosis.findings.map { $0.id.rawValue + ($0.location.line.map { "@\($0)" } ?? "") } == expected)
        #expect(app.diagnosis.findings.allSatisfy { $0.location.path.hasPrefix("Projects/\(folder)/") })
    }

    @Test("the example app is clean, with three predicted rows, and says the product was not inspected")
    func bannerExample() throws {
        let report = Doctor(paths: PathDisplay(currentDirectory: Self.repository)).examine("Examples/Banner")
        #expect(report.errors.isEmpty)
        #expect(report.exitStatus == .clean)
        let app = try #require(report.apps.first)
        #expect(app.name == "Banner")
        #expect(app.diagnosis.findings.isEmpty)
        #expect(app.diagnosis.verdicts.map(\.label) == ["iOS 17–26", "iOS 27+ (SDK ≤ 26)", "iOS 27+ (SDK 27+)"])
        #expect(app.diagnosis.verdicts.allSatisfy { $0.outcome == .shown && $0.isPredicted })
        #expect(app.diagnosis.gaps.map(\.part) == [.builtProduct])
        #expect(app.inputs.map(\.kind) == [.xcodeProject, .sourceInfoPlist, .sources])
        #expect(app.inputs.last?.detail == "4 source files")
    }

    @Test("a project and its built product are diagnosed together")
    func productMatchesTarget() throws {
        let app = try #require(try TestFiles.doctor.examine("Projects/GeneratedWithProduct").apps.first)
        #expect(app.name == "Generated.app")
        #expect(app.inputs.map(\.kind) == [.builtInfoPlist, .xcodeProject, .sourceInfoPlist, .sources])
        #expect(
            app.diagnosis.verdict(.upToIOS26)?.causes == [.generatedManifestDropsConfigurations, .productConfigurationsEmpty])
        #expect(app.diagnosis.verdict(.iOS27BuiltWithSDK27)?.outcome == .shown)
    }

    @Test("INFOPLIST_FILE resolves $(SRCROOT) against the project's folder")
    func infoPlistPathExpands() throws {
        let app = try #require(try TestFiles.doctor.examine("Projects/MissingInfoPlist").apps.first)
        let finding = try #require(app.diagnosis.findings.first)
        #expect(finding.message.contains("(Release) resolves to Projects/MissingInfoPlist/Release/Info.plist"))
    }

    @Test("the module name follows a target named outside ASCII")
    func nonASCIIModuleName() throws {
        let app = try #require(try TestFiles.doctor.examine("Projects/NonASCIIModule/横幅.xcodeproj").apps.first)
        #expect(app.diagnosis.findings.first?.message.contains("PRODUCT_MODULE_NAME = 横幅") == true)
    }

    @Test("a pbxproj that is not UTF-8 is one error naming it")
    func latin1Project() throws {
        let report = try TestFiles.doctor.examine("Projects/Latin1")
        #expect(report.apps.isEmpty)
        #expect(report.errors.map(\.path) == ["Projects/Latin1/Latin1.xcodeproj/project.pbxproj"])
        #expect(report.exitStatus == .usageOrInputError)
    }

    @Test("a folder of projects reports every readable app and the unreadable one")
    func folderOfProjects() throws {
        let report = try TestFiles.doctor.examine("Projects")
        #expect(
            report.apps.map(\.name).sorted() == [
                "AirKitWithoutRole", "Generated", "Generated.app", "KeyWindow", "MissingInfoPlist", "NoSource", "UIKitDelegate",
                "横幅",
            ])
        #expect(report.errors.count == 1)
        #expect(report.exitStatus == .usageOrInputError)
    }
}

extension Diagnosis {
    fileprivate func verdict(_ row: CompatibilityRow) -> Verdict? {
        verdicts.first { $0.row == row }
    }
}
