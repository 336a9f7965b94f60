import AirKitStandIn
import Testing

@MainActor
@Observable
private final class Settings {
    var isMuted = false
    var showsSheet = false
    var dismissals = 0
    var rows = [Row(id: 1, title: "Kickoff"), Row(id: 2, title: "Half time"), Row(id: 3, title: "Full time")]
}

private struct Row: Identifiable {
    let id: Int
    let title: String
}

/// The kind of screen a real app puts in front of AirKit: a toggle, a list built with `ForEach`, a
/// sheet with its own button.
private struct SettingsScreen: View {
    @Bindable var settings: Settings

    private func countDismissal() {
        settings.dismissals += 1
    }

    var body: some View {
        VStack {
            Toggle("Mute", isOn: $settings.isMuted)
            List(settings.rows) { row in Text(row.title) }
            ForEach(0..<2) { index in Text("Slot \(index)") }
            Button("Details") { settings.showsSheet = true }
        }
        .sheet(isPresented: $settings.showsSheet, onDismiss: countDismissal) {
            VStack {
                Text("Details")
                Button("Done") { settings.showsSheet = false }
            }
        }
    }
}

@MainActor
@Suite("Simulated device: toggles, lists and sheets")
struct RichAppTests {
    private func launched(_ settings: Settings) -> SimulatedDevice {
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { SettingsScreen(settings: settings) }
        device.runUntilIdle()
        return device
    }

    @Test("A toggle shows its title, and the user's tap sets its binding")
    func toggle() throws {
        let settings = Settings()
        let device = launched(settings)

        #expect(device.isToggleOn("Mute") == false)
        #expect(device.setToggle("Mute", isOn: true))
        device.runUntilIdle()

        #expect(settings.isMuted)
        #expect(device.isToggleOn("Mute") == true)
        #expect(device.setToggle("Volume", isOn: true) == false, "no such toggle")
    }

    @Test("List and ForEach render a row per element, in order, and follow the data")
    func listAndForEach() throws {
        let settings = Settings()
        let device = launched(settings)
        let window = try #require(device.mainWindow)
        let rows = device.texts(in: window).filter { $0.contains("time") || $0 == "Kickoff" }
        #expect(rows == ["Kickoff", "Half time", "Full time"])
        #expect(device.texts(in: window).contains("Slot 1"))

        settings.rows.removeFirst()
        device.runUntilIdle()

        #expect(!device.texts(in: window).contains("Kickoff"))
        #expect(device.texts(in: window).contains("Half time"))
    }

    @Test("A sheet is presented over the window; its button can be tapped, and setting the binding back dismisses it")
    func sheet() throws {
        let settings = Settings()
        let device = launched(settings)
        let root = try #require(device.mainWindow?.rootViewController)

        #expect(device.tapButton("Details"))
        device.runUntilIdle()
        let sheet = try #require(root.presentedViewController)
        #expect(device.texts(in: try #require(device.mainWindow)).contains("Details"))
        #expect(sheet.presentingViewController === root)

        #expect(device.tapButton("Done"), "the sheet's button is within reach")
        device.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(!settings.showsSheet)
        #expect(settings.dismissals == 1)
    }

    @Test("Swiping a sheet down dismisses it and sets its binding back, as SwiftUI does")
    func swipe() throws {
        let settings = Settings()
        let device = launched(settings)
        settings.showsSheet = true
        device.runUntilIdle()
        let root = try #require(device.mainWindow?.rootViewController)
        try #require(root.presentedViewController != nil)

        #expect(device.swipeDownSheet())
        device.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(!settings.showsSheet)
        #expect(settings.dismissals == 1)
        #expect(!device.swipeDownSheet(), "nothing left to swipe")
    }

    @Test("The windows a user can touch include a second window Stage Manager put on an extended display")
    func windowsBeyondTheMainOne() throws {
        let settings = Settings()
        let device = SimulatedDevice(os: 27, sdk: 27, idiom: .pad)
        device.launch { SettingsScreen(settings: settings) }
        device.connectExtendedDisplay(.cable)
        device.runUntilIdle()

        let windows = device.interactiveWindows
        #expect(windows.count == 2)
        #expect(windows.first === device.mainWindow)
        #expect(device.texts(in: try #require(windows.last)).contains("Mute"))
    }
}
