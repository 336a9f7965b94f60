import AirKit
import AirKitStandIn
import Testing

/// The AirPlay button and the Screen Mirroring guide an app shows while no display is available.
@MainActor
@Suite("Connecting from inside the app")
struct ConnectingFromTheAppTests {
    struct Remote: View {
        let air: Air

        var body: some View {
            VStack {
                AirPlayRoutePicker()
                if !air.connection.isAvailable { ScreenMirroringGuide() }
            }
            .airPlaySource()
        }
    }

    @Test(
        "The guide shows while no display is available and leaves once one is",
        arguments: [Platform.iOS26, .iOS27], Connection.allCases)
    func guideFollowsAvailability(platform: Platform, connection: Connection) {
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { Remote(air: .shared) }
        device.runUntilIdle()
        let phone = { device.mainWindow.map(device.texts(in:)) ?? [] }
        #expect(phone().contains(ScreenMirroringGuide.title))
        #expect(phone().contains("2. " + ScreenMirroringGuide.defaultSteps[1]))

        let tv = device.connectDisplay(connection.display)
        device.runUntilIdle()
        #expect(!phone().contains(ScreenMirroringGuide.title))

        device.disconnect(tv)
        device.runUntilIdle()
        #expect(phone().contains(ScreenMirroringGuide.title))
    }

    @Test("The route picker is the system's button, listing video receivers first unless told otherwise")
    func routePickerPrioritizesVideo() throws {
        let device = SimulatedDevice.airKitApp(.iOS27)
        device.launch {
            VStack {
                AirPlayRoutePicker()
                AirPlayRoutePicker(prioritizesVideoDevices: false)
            }
        }
        device.runUntilIdle()
        let window = try #require(device.mainWindow)
        #expect(device.routePickers(in: window).map(\.prioritizesVideoDevices) == [true, false])
    }
}
