import AirKitConfiguration
import Foundation
import Testing

@testable import AirKit

/// How AirKit reads its path from a process on iOS: the OS version and the `DTSDKName` Xcode stamps.
@MainActor
struct SystemFactsTests {
    private func facts(os: Int, sdkName: String?) -> SystemFacts {
        var info: [String: Any] = [:]
        if let sdkName { info["DTSDKName"] = sdkName }
        return SystemFacts(
            operatingSystemVersion: OperatingSystemVersion(majorVersion: os, minorVersion: 1, patchVersion: 0),
            infoDictionary: info)
    }

    @Test("iOS 27 with an app built with the iOS 27 SDK takes the scene accessory path")
    func iOS27WithSDK27() {
        let system = facts(os: 27, sdkName: "iphoneos27.0")
        #expect(system.osVersion == OSVersion(27, 1))
        #expect(system.linkedSDK == OSVersion(27))
        #expect(system.path == .sceneAccessory)
    }

    @Test("An iOS 26 SDK build, or an iOS 26 device, takes the Info.plist path")
    func olderSDKOrOS() {
        #expect(facts(os: 27, sdkName: "iphoneos26.2").path == .infoPlist)
        #expect(facts(os: 26, sdkName: "iphoneos27.0").path == .infoPlist)
    }

    @Test("Without DTSDKName the SDK AirKit was compiled with stands in")
    func missingSDKName() {
        let system = facts(os: 27, sdkName: nil)
        #expect(system.linkedSDK == nil)
        #expect(system.path == (SceneAccessorySupport.compiledSDK.major >= 27 ? .sceneAccessory : .infoPlist))
    }
}
