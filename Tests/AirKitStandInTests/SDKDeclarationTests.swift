import AirKitStandIn
import Foundation
import Testing

private final class PlainAppDelegate: NSObject, UIApplicationDelegate {}

/// Declarations whose ownership and mutability follow the iOS 27 SDK headers.
@MainActor
@Suite("Stand-in declarations behave as the SDK headers declare them")
struct SDKDeclarationTests {
    @Test("The application does not keep its delegate alive (the header says assign)")
    func applicationDelegateIsNotRetained() {
        let device = SimulatedDevice(os: 26, sdk: 26)
        var delegate: PlainAppDelegate? = PlainAppDelegate()
        device.application.delegate = delegate
        #expect(device.application.delegate === delegate)

        delegate = nil
        #expect(device.application.delegate == nil)
    }

    @Test("A delegate given at launch is kept, as UIApplicationMain keeps it")
    func launchedAppDelegateIsKept() {
        let device = SimulatedDevice(os: 26, sdk: 26)
        weak var delegate: PlainAppDelegate?
        do {
            let made = PlainAppDelegate()
            delegate = made
            device.launch(appDelegate: made)
        }
        device.runUntilIdle()

        #expect(delegate != nil)
        #expect(device.application.delegate === delegate)
    }

    @Test("Setting a window's screen to another screen takes it off its scene")
    func settingAnotherScreenDetachesTheWindow() throws {
        let device = SimulatedDevice(os: 26, sdk: 26)
        device.launch { Text("Main") }
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        let scene = try #require(window.windowScene)

        window.screen = scene.screen
        #expect(window.windowScene === scene, "the scene's own screen changes nothing")

        window.screen = UIScreen.main === scene.screen ? device.connectDisplay(.airPlay).screen : UIScreen.main
        #expect(window.windowScene == nil)
    }

    @Test("The idiom enum has every case UIDevice.h declares, with its raw value")
    func idiomHasTheSDKsCases() {
        let rawValues: [UIUserInterfaceIdiom: Int] = [
            .unspecified: -1, .phone: 0, .pad: 1, .tv: 2, .carPlay: 3, .mac: 5, .vision: 6,
        ]
        for (idiom, rawValue) in rawValues {
            #expect(idiom.rawValue == rawValue)
        }
    }
}
