import AirKitStandIn
import Testing

/// `UISceneConfiguration(name:sessionRole:)` reads the app's Info.plist, as its header says.
@MainActor
@Suite("Simulated device: scene configurations read the Info.plist")
struct SceneConfigurationTests {
    private static let manifest = InfoPlist.sceneManifest(
        externalDisplay: .init(name: "External Display", delegateClassName: "RecordingSceneDelegate"))

    private func makeDevice() -> SimulatedDevice {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: Self.manifest)
        device.classes.register(RecordingSceneDelegate.self, named: "RecordingSceneDelegate") { RecordingSceneDelegate() }
        return device
    }

    @Test("A configuration named in the manifest gets its delegate and scene classes")
    func namedConfigurationReadsItsClasses() {
        let device = makeDevice()
        defer { withExtendedLifetime(device) {} }
        let configuration = UISceneConfiguration(name: "External Display", sessionRole: .windowExternalDisplayNonInteractive)

        #expect(configuration.delegateClass == RecordingSceneDelegate.self)
        #expect(configuration.sceneClass == UIWindowScene.self)
    }

    @Test("Without a name, the role's first configuration is used")
    func unnamedConfigurationTakesTheRolesFirstEntry() {
        let device = makeDevice()
        defer { withExtendedLifetime(device) {} }
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowExternalDisplayNonInteractive)

        #expect(configuration.delegateClass == RecordingSceneDelegate.self)
    }

    @Test("An unknown name, or a role the manifest lacks, gives no classes")
    func unmatchedConfigurationHasNoClasses() {
        let device = makeDevice()
        defer { withExtendedLifetime(device) {} }
        let unknownName = UISceneConfiguration(name: "Elsewhere", sessionRole: .windowExternalDisplayNonInteractive)
        let otherRole = UISceneConfiguration(name: "External Display", sessionRole: .windowApplication)

        #expect(unknownName.delegateClass == nil)
        #expect(unknownName.sceneClass == nil)
        #expect(otherRole.delegateClass == nil)
    }
}
