import AirKit
import AirKitStandIn
import Testing

/// Code that walks `connectedScenes` for a scene to put a HUD or a toast on must be able to skip the
/// TV's scene, on every row of the compatibility matrix.
@MainActor
@Suite("Telling the external display's scene from the app's own")
struct ExternalScenePredicateTests {
    @Test(
        "Only the external display's scene is non-interactive, and it is left out of the interactive scenes",
        arguments: Platform.all
    )
    func externalSceneIsRecognised(platform: Platform) throws {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView() }
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        let scenes = UIApplication.shared.connectedScenes
        let external = scenes.filter(\.isExternalDisplayNonInteractive)
        #expect(scenes.count == 2, "the app's scene and the TV's")
        #expect(external.count == 1)
        #expect(external.allSatisfy { $0.session.role == .windowExternalDisplayNonInteractive })

        let interactive = UIApplication.shared.interactiveWindowScenes
        let mainWindow = try #require(device.mainWindow)
        #expect(interactive.count == 1)
        #expect(interactive.first === mainWindow.windowScene)
    }

    @Test("With no display connected every window scene is interactive")
    func noDisplayMeansNoExternalScene() {
        let device = SimulatedDevice.airKitApp(.iOS27)
        device.launch { PlayerView() }
        device.runUntilIdle()

        #expect(UIApplication.shared.connectedScenes.allSatisfy { !$0.isExternalDisplayNonInteractive })
        #expect(UIApplication.shared.interactiveWindowScenes.count == 1)
    }
}
