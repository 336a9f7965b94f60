import AirKitStandIn
import Testing

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private struct Row: View {
    let item: Item
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(item.name) \(taps)")
            Button("Tap \(item.name)") { taps += 1 }
        }
    }
}

private struct Settings: View {
    @State private var showsScore = false

    var body: some View {
        VStack {
            Toggle("Score", isOn: $showsScore)
            Text(showsScore ? "on" : "off")
        }
    }
}

/// `ForEach` and `Toggle`, which the documentation's code uses, behave as in SwiftUI.
@MainActor
@Suite("ForEach and Toggle on the simulated device")
struct ListAndToggleTests {
    @Test("ForEach shows one view per element, and each element keeps its own state")
    func forEachKeepsStatePerElement() {
        let device = SimulatedDevice(os: 26, sdk: 26)
        device.launch {
            ForEach([Item(id: 1, name: "A"), Item(id: 2, name: "B")]) { item in Row(item: item) }
        }
        device.runUntilIdle()
        #expect(device.tapButton("Tap B"))
        device.runUntilIdle()

        #expect(device.mainWindow.map(device.texts(in:)) == ["A 0", "Tap A", "B 1", "Tap B"])
    }

    @Test("Setting a Toggle by its title changes its binding")
    func toggleFlipsItsBinding() {
        let device = SimulatedDevice(os: 26, sdk: 26)
        device.launch { Settings() }
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["Score", "off"])

        #expect(!device.tapButton("Score"))
        #expect(device.setToggle("Score", isOn: true))
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["Score", "on"])
    }
}
