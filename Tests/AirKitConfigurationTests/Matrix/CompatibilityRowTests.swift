import AirKitConfiguration
import Testing

@Suite("CompatibilityRow")
struct CompatibilityRowTests {
    @Test(
        "rows apply by deployment target and SDK; unknown values exclude nothing",
        arguments: [
            (nil, nil, [CompatibilityRow.upToIOS26, .iOS27BuiltWithOlderSDK, .iOS27BuiltWithSDK27]),
            (17, nil, [.upToIOS26, .iOS27BuiltWithOlderSDK, .iOS27BuiltWithSDK27]),
            (17, 26, [.upToIOS26, .iOS27BuiltWithOlderSDK]),
            (17, 27, [.upToIOS26, .iOS27BuiltWithSDK27]),
            (27, 27, [.iOS27BuiltWithSDK27]),
            (27, nil, [.iOS27BuiltWithOlderSDK, .iOS27BuiltWithSDK27]),
        ] as [(Int?, Int?, [CompatibilityRow])])
    func applicability(deploymentTarget: Int?, sdk: Int?, expected: [CompatibilityRow]) {
        let rows = CompatibilityRow.allCases.filter {
            $0.applies(deploymentTarget: deploymentTarget.map { OSVersion($0) }, sdk: sdk.map { OSVersion($0) })
        }
        #expect(rows == expected)
    }

    @Test("only the SDK 27 row takes its scene from an accessory")
    func usesSceneManifest() {
        #expect(CompatibilityRow.allCases.filter(\.usesSceneManifest) == [.upToIOS26, .iOS27BuiltWithOlderSDK])
    }

    @Test("labels without known versions")
    func labels() {
        #expect(CompatibilityRow.upToIOS26.label(deploymentTarget: nil, sdk: nil) == "iOS 26 and earlier")
        #expect(CompatibilityRow.iOS27BuiltWithSDK27.label(deploymentTarget: nil, sdk: OSVersion(27, 1)) == "iOS 27+ (SDK 27.1)")
    }
}

@Suite("OSVersion")
struct OSVersionTests {
    @Test("parses SDK names and Xcode build numbers")
    func parsesStamps() {
        #expect(OSVersion(sdkName: "iphoneos27.0") == OSVersion(27))
        #expect(OSVersion(sdkName: "iphonesimulator26.2") == OSVersion(26, 2))
        #expect(OSVersion(sdkName: "iphoneos") == nil)
        #expect(OSVersion(xcodeBuildNumber: "2700") == OSVersion(27))
        #expect(OSVersion(xcodeBuildNumber: "1620") == OSVersion(16, 2))
        #expect(OSVersion("26.10")! > OSVersion("26.9")!)
    }
}
