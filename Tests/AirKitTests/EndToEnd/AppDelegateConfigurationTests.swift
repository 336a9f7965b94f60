import AirKit
import AirKitStandIn
import Testing

/// An app delegate's `application(_:configurationForConnecting:options:)` and the scene accessory's
/// scene, on iOS 27 with the iOS 27 SDK, whether or not the system consults it.
@MainActor
@Suite("AirKit and the app delegate's scene configuration")
struct AppDelegateConfigurationTests {
    private func device(consulted: Bool, appDelegate: any UIApplicationDelegate) -> SimulatedDevice {
        let device = SimulatedDevice(
            os: 27, sdk: 27, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit),
            behavior: .init([.accessoryScenesConsultTheAppDelegate: consulted]))
        device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
        device.classes.register(AppExternalSceneDelegate.self) { AppExternalSceneDelegate() }
        device.application.delegate = appDelegate
        device.launch { PlayerView() }
        return device
    }

    @Test(
        "An app delegate that returns the session's configuration, or AirKit's entry by name, keeps AirKit's delegate",
        arguments: [true, false], [Answer.sessionConfiguration, .airKitEntryByName])
    func airKitDelegateIsUsed(consulted: Bool, answer: Answer) {
        let appDelegate = ConfiguringAppDelegate(answer: answer)
        let device = device(consulted: consulted, appDelegate: appDelegate)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(device.log.allSatisfy { !$0.message.contains("not AirKitSceneDelegate") })
        expectConsistent(.shared, on: device)
    }

    @Test("An app delegate that hands the scene to its own delegate: AirKit claims nothing and says how to fix it")
    func appDelegateTakesTheScene() {
        let appDelegate = ConfiguringAppDelegate(answer: .ownDelegate)
        let device = device(consulted: true, appDelegate: appDelegate)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        #expect(tv.isMirroring)
        #expect(!Air.shared.connection.isViewAdded)
        #expect(Air.shared.connection.isAvailable)
        #expect(
            device.log.contains {
                $0.level == .error && $0.message.contains("AppExternalSceneDelegate, not AirKitSceneDelegate")
                    && $0.message.contains("connectingSceneSession.configuration")
            })
        expectConsistent(.shared, on: device)
    }

    @Test("Not consulted, the same app delegate cannot take the scene: AirKit shows the content")
    func unconsultedAppDelegateCannotTakeTheScene() {
        let appDelegate = ConfiguringAppDelegate(answer: .ownDelegate)
        let device = device(consulted: false, appDelegate: appDelegate)
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    enum Answer: Sendable, CustomTestStringConvertible {
        /// `connectingSceneSession.configuration`, what the method's documentation suggests.
        case sessionConfiguration
        /// `UISceneConfiguration(name: "AirPlay", sessionRole: role)`: pre-iOS 27 role-checking code
        /// that names the Info.plist entry.
        case airKitEntryByName
        /// A configuration whose delegate class is the app's own.
        case ownDelegate

        var testDescription: String {
            switch self {
            case .sessionConfiguration: "session's configuration"
            case .airKitEntryByName: "AirKit's Info.plist entry by name"
            case .ownDelegate: "the app's own delegate"
            }
        }
    }
}

private final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    let answer: AppDelegateConfigurationTests.Answer

    init(answer: AppDelegateConfigurationTests.Answer) {
        self.answer = answer
        super.init()
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        guard connectingSceneSession.role == .windowExternalDisplayNonInteractive else {
            return connectingSceneSession.configuration
        }
        switch answer {
        case .sessionConfiguration:
            return connectingSceneSession.configuration
        case .airKitEntryByName:
            return UISceneConfiguration(name: "AirPlay", sessionRole: connectingSceneSession.role)
        case .ownDelegate:
            let configuration = UISceneConfiguration(name: "External", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = AppExternalSceneDelegate.self
            return configuration
        }
    }
}

/// An app's own external-display delegate from before iOS 27, which draws nothing.
final class AppExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {}
