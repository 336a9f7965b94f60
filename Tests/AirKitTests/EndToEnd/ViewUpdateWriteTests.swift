import AirKit
import AirKitStandIn
import Testing

private enum SourceLabelKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var sourceLabel: String {
        get { self[SourceLabelKey.self] }
        set { self[SourceLabelKey.self] = newValue }
    }
}

private struct SourceLabelView: View {
    @Environment(\.sourceLabel) private var label

    var body: some View {
        Text("from \(label)")
    }
}

@MainActor
@Observable
private final class Settings {
    var label = "first"
    var showsSource = true
}

/// A screen whose status line reads AirKit's model while a source comes and goes beside it.
private struct StatusScreen: View {
    let settings: Settings
    private let air = Air.shared

    var body: some View {
        VStack {
            Text(air.connection.isAvailable ? "available" : "unavailable")
            Text(air.connection.isViewAdded ? "shown" : "not shown")
            if settings.showsSource {
                Text("Player").airPlaySource()
            }
        }
    }
}

/// SwiftUI warns "Modifying state during view update" when a representable's
/// `updateUIViewController` writes state that views read. `.airPlaySource()` passes its environment
/// to the external content from there, so it must not write AirKit's observed model during the update.
@MainActor
@Suite("AirKit writes no observed state during a view update")
struct ViewUpdateWriteTests {
    @Test(
        "A source whose environment changes while content shows updates the display without the warning",
        arguments: Platform.all)
    func environmentChangeIsForwardedOutsideTheUpdate(platform: Platform) {
        let settings = Settings()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { PlayerView().environment(\.sourceLabel, settings.label) }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { SourceLabelView() }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["from first"])

        settings.label = "second"
        device.runUntilIdle()

        #expect(tv.shownTexts == ["from second"])
        #expect(device.faults.filter { $0.hasPrefix("Modifying state during view update") } == [])
    }

    @Test("A source that appears or leaves while a status line reads the model records no warning", arguments: Platform.all)
    func sourceComingAndGoingIsReportedOutsideTheUpdate(platform: Platform) {
        let settings = Settings()
        settings.showsSource = false
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { StatusScreen(settings: settings) }
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        Air.play { Text("Movie") }
        device.runUntilIdle()

        settings.showsSource = true
        device.runUntilIdle()
        settings.showsSource = false
        device.runUntilIdle()
        settings.showsSource = true
        device.runUntilIdle()

        #expect(tv.shownTexts == ["Movie"])
        #expect(device.faults.filter { $0.hasPrefix("Modifying state during view update") } == [])
    }
}
