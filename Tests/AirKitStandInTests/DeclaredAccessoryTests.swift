import AirKitStandIn
import Testing

@MainActor
@Observable
private final class Show {
    var isOnTV = true
    var availability: [Bool] = []
}

private struct ShowView: View {
    let show: Show

    var body: some View {
        Text("Remote")
            .sceneAccessory {
                ExternalNonInteractiveAccessory(isEnabled: Bindable(show).isOnTV) {
                    Text("Slides")
                }
                .onAvailabilityChange { show.availability.append($0) }
            }
    }
}

@MainActor
@Suite("Simulated device: SwiftUI's declarative scene accessory (iOS 27)")
struct DeclaredAccessoryTests {
    @Test("The accessory's content appears on the display while its binding is true")
    func declaredContentIsShown() throws {
        let show = Show()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { ShowView(show: show) }
        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Slides"])

        show.isOnTV = false
        device.runUntilIdle()
        #expect(tv.isMirroring)
    }

    @Test("onAvailabilityChange reports once after registration and then each change")
    func availabilityIsReported() throws {
        let show = Show()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { ShowView(show: show) }
        device.runUntilIdle()
        #expect(show.availability == [false])

        let tv = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(show.availability == [false, true, false])
    }
}
