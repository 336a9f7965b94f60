import AirKitConfiguration
import AirKitStandIn
import Foundation
import Testing

@testable import AirKit

/// On Mac Catalyst, for an iPad app on a Mac, on tvOS and on visionOS, `ProcessInfo` and `DTSDKName`
/// describe another system, so the self-check must not read them as a row of the iOS matrix.
@MainActor
@Suite("AirKit's startup self-check outside iOS")
struct SelfCheckOutsideIOSTests {
    /// A model for an app that would mirror on iOS 26: it declares no external-display role.
    private func model(platform: String?, device: SimulatedDevice) -> Air {
        let facts = SystemFacts(
            osVersion: OSVersion(26, 1), linkedSDK: OSVersion(26), infoDictionary: device.infoPlist,
            platformOutsideTheMatrix: platform)
        return Air(system: facts)
    }

    @Test(
        "Outside iOS the self-check picks no row: no finding, and one notice that says why",
        arguments: ["Mac Catalyst", "an iPad app on a Mac", "tvOS", "visionOS"])
    func noRowOutsideIOS(platform: String) {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        let air = model(platform: platform, device: device)

        #expect(air.diagnostics().selfCheck.isEmpty)
        #expect(!device.log.contains { $0.message.contains("self-check AK") })
        #expect(device.log.contains { $0.level == .default && $0.message.contains("running as \(platform)") })
    }

    @Test("The same facts on an iPhone report the missing role")
    func theSameFactsOnAnIPhoneAreChecked() {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        let air = model(platform: nil, device: device)

        #expect(air.diagnostics().selfCheck.contains { $0.id == "AK002" })
    }

    @Test("DTSDKName names an iOS SDK only as iphoneos or iphonesimulator; a Catalyst build's macosx27.0 is not iOS 27")
    func onlyIOSSDKNamesCount() {
        let version = OperatingSystemVersion(majorVersion: 27, minorVersion: 0, patchVersion: 0)
        let catalyst = SystemFacts(operatingSystemVersion: version, infoDictionary: ["DTSDKName": "macosx27.0"])
        let device = SystemFacts(operatingSystemVersion: version, infoDictionary: ["DTSDKName": "iphoneos27.0"])
        let simulator = SystemFacts(operatingSystemVersion: version, infoDictionary: ["DTSDKName": "iphonesimulator27.0"])

        #expect(catalyst.linkedSDK == nil)
        #expect(device.linkedSDK == OSVersion(27))
        #expect(simulator.linkedSDK == OSVersion(27))
        #expect(SystemFacts.iOSSDK(named: "xros27.0") == nil)
    }
}
