import AirKitConfiguration
import AirKitDoctor
import Testing

@Suite("The doctor on fixture Info.plists")
struct FixturePlistTests {
    @Test(
        "each fixture gives its findings, at their lines",
        arguments: [
            ("Built-Healthy.plist", [String]()),
            ("Built-Healthy-binary.plist", []),
            ("Built-SDK26.plist", []),
            ("Built-NoExternalRole.plist", ["AK019"]),
            ("Built-NoSceneManifest.plist", ["AK019", "AK021"]),
            ("Built-EmptyConfigurations-binary.plist", ["AK019"]),
            ("Built-DeprecatedRoleOnly.plist", ["AK003@31"]),
            ("Built-NoDelegate.plist", ["AK004@33"]),
            ("Built-Unexpanded.plist", ["AK005@38"]),
            ("Built-NonASCIIModule-binary.plist", ["AK006"]),
            ("Built-WrongTypes.plist", ["AK014@31", "AK014@33"]),
            ("Built-SceneClassUIScene.plist", ["AK016@34"]),
            ("Built-RequiresFullScreen.plist", ["AK017@53"]),
            ("Source-AirKit.plist", []),
        ])
    func fixtureFindings(file: String, expected: [String]) throws {
        let report = try TestFiles.doctor.examine("InfoPlist/\(file)")
        #expect(report.errors.isEmpty)
        let app = try #require(report.apps.first)
        let found = app.diagnosis.findings.map { finding in
            finding.id.rawValue + (finding.location.line.map { "@\($0)" } ?? "")
        }
        #expect(found == expected)
        #expect(app.diagnosis.findings.allSatisfy { $0.location.path == "InfoPlist/\(file)" })
    }

    @Test("a built plist is told from a source plist by Xcode's build stamp")
    func tellsBuiltFromSource() throws {
        let built = try #require(try TestFiles.doctor.examine("InfoPlist/Built-Healthy.plist").apps.first)
        #expect(built.evidence.builtInfoPlist != nil)
        #expect(built.inputs.map(\.kind) == [.builtInfoPlist])
        let source = try #require(try TestFiles.doctor.examine("InfoPlist/Source-AirKit.plist").apps.first)
        #expect(source.evidence.sourceInfoPlist != nil)
        #expect(source.evidence.builtInfoPlist == nil)
        #expect(source.diagnosis.verdicts.map(\.row) == [.upToIOS26, .iOS27BuiltWithOlderSDK, .iOS27BuiltWithSDK27])
    }

    @Test("the SDK 26 product shows the two rows that SDK allows")
    func sdk26Rows() throws {
        let app = try #require(try TestFiles.doctor.examine("InfoPlist/Built-SDK26.plist").apps.first)
        #expect(app.diagnosis.verdicts.map(\.label) == ["iOS 17–26 (SDK 26.2)", "iOS 27+ (SDK 26.2)"])
        #expect(app.diagnosis.verdicts.allSatisfy { $0.outcome == .shown })
    }

    @Test(
        "each malformed plist is one error naming the file, and exit status 2",
        arguments: [
            "empty.plist", "bare-word.plist", "bplist-header-only.plist", "truncated-binary.plist", "cyclic-binary.plist",
            "truncated-xml.plist", "garbage.plist", "deep-nesting.plist", "top-level-array.plist", "latin1-in-xml.plist",
            "openstep-dictionary.plist",
        ])
    func malformedPlists(file: String) throws {
        let report = try TestFiles.doctor.examine("InfoPlist/Malformed/\(file)")
        #expect(report.apps.isEmpty)
        #expect(report.errors.map(\.path) == ["InfoPlist/Malformed/\(file)"])
        #expect(report.exitStatus == .usageOrInputError)
    }

    @Test("exit status: 0 clean or warnings only, 1 with an error finding")
    func exitStatuses() throws {
        let doctor = try TestFiles.doctor
        #expect(doctor.examine("InfoPlist/Built-Healthy.plist").exitStatus == .clean)
        #expect(doctor.examine("InfoPlist/Built-DeprecatedRoleOnly.plist").exitStatus == .clean)
        #expect(doctor.examine("InfoPlist/Built-NoExternalRole.plist").exitStatus == .clean)
        #expect(doctor.examine("InfoPlist/Built-NoDelegate.plist").exitStatus == .errorFindings)
        #expect(doctor.examine("InfoPlist/Nowhere.plist").exitStatus == .usageOrInputError)
    }
}
