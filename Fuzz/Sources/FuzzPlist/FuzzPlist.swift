import AirKitConfiguration
import AirKitDoctor
import Foundation

/// libFuzzer entry point for the doctor's Info.plist path: safe loading, the XML key-line scan,
/// the `InfoPlist` model, the rules (as a built product and as a project's source plist, so
/// build-variable expansion runs too) and the renderers. Any trap is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // The scan must survive any bytes, not only what Foundation accepts.
    _ = InfoPlistLoader.keyLines(inXML: data)
    guard let plist = try? InfoPlistLoader.load(data, path: "Info.plist") else { return 0 }
    let built = AppEvidence(name: "Fuzz.app", builtInfoPlist: plist, executable: fuzzExecutable, code: CodeEvidence(fileCount: 1))
    let predicted = AppEvidence(name: "Fuzz", project: project(source: plist))
    let apps = [built, predicted].map { evidence in
        AppReport(name: evidence.name ?? "", inputs: [], evidence: evidence, diagnosis: Rules.diagnose(evidence))
    }
    let report = DoctorReport(path: "Info.plist", apps: apps, errors: [])
    _ = TextReportRenderer(useColor: true).render(report)
    _ = JSONReportRenderer().render(report)
    _ = XcodeReportRenderer(paths: PathDisplay(currentDirectory: "/fuzz")).render(report)
    return 0
}

private let fuzzExecutable = ExecutableEvidence(
    path: "Fuzz.app/Fuzz",
    slices: [
        .init(
            architecture: "arm64", platform: .iOS, minimumOS: OSVersion(17), sdk: OSVersion(27),
            definedClassNames: ["AirKitSceneDelegate"])
    ]
)

/// A project whose configurations generate, and do not generate, the manifest over `source`.
private func project(source: InfoPlistEvidence) -> ProjectEvidence {
    let location = SourceLocation(path: "Fuzz.xcodeproj/project.pbxproj", line: 1)
    let variables = [
        "PRODUCT_NAME": "$(TARGET_NAME)", "TARGET_NAME": "Fuzz", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
    ]
    let configurations = ["YES", "NO"].map { generation in
        BuildConfigurationEvidence(
            name: generation, generatesInfoPlist: BuildSettingValue("YES", location: location),
            infoPlistFile: BuildSettingValue("Info.plist", location: location),
            generatesSceneManifest: BuildSettingValue(generation, location: location), variables: variables,
            sourceInfoPlist: .loaded(source)
        )
    }
    return ProjectEvidence(path: location.path, targetName: "Fuzz", targetLocation: location, configurations: configurations)
}
