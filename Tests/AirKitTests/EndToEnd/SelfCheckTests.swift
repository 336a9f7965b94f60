import AirKit
import AirKitStandIn
import Testing

/// At startup AirKit checks the app's own Info.plist with the doctor's rules and warns about what
/// would make this system mirror.
@MainActor
@Suite("AirKit's startup self-check")
struct SelfCheckTests {
    private func selfCheckWarnings(os: Int, sdk: Int, infoPlist: [String: Any]) -> [String] {
        let device = SimulatedDevice(os: os, sdk: sdk, infoPlist: infoPlist)
        _ = Air.shared
        return device.log.filter { $0.level == .error && $0.message.contains("self-check") }.map(\.message)
    }

    @Test("iOS 26 without the external role: the missing entry and the mirroring are logged")
    func missingRoleIsReported() {
        let warnings = selfCheckWarnings(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest())
        #expect(
            warnings.contains { $0.contains("AK002") && $0.contains("UIWindowSceneSessionRoleExternalDisplayNonInteractive") })
        #expect(warnings.contains { $0.contains("will mirror") })
    }

    @Test("iOS 26 with a role entry that names no delegate: reported")
    func roleWithoutDelegateIsReported() {
        let plist = InfoPlist.sceneManifest(externalDisplay: .init(name: "AirPlay", delegateClassName: nil))
        let warnings = selfCheckWarnings(os: 26, sdk: 26, infoPlist: plist)
        #expect(warnings.contains { $0.contains("AK004") })
    }

    @Test("The README's Info.plist entry passes on every row", arguments: Platform.all)
    func airKitEntryPasses(platform: Platform) {
        let warnings = selfCheckWarnings(
            os: platform.os, sdk: platform.sdk, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit))
        #expect(warnings.isEmpty)
    }

    @Test("iOS 27 with the iOS 27 SDK does not need the Info.plist role")
    func accessoryPathNeedsNoRole() {
        #expect(selfCheckWarnings(os: 27, sdk: 27, infoPlist: InfoPlist.sceneManifest()).isEmpty)
    }
}
