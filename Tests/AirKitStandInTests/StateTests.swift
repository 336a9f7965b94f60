import AirKitStandIn
import Testing

@MainActor
@Observable
private final class Toggle {
    var showsCounter = true
    var title = "One"
}

private final class CountingStore: ObservableObject {
    @MainActor static var made = 0
    @Published var value = 0

    @MainActor init() {
        Self.made += 1
    }
}

private struct Counter: View {
    @State private var count = 0
    @StateObject private var store = CountingStore()
    let title: String

    var body: some View {
        VStack {
            Text("\(title) \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct Screen: View {
    let toggle: Toggle

    var body: some View {
        VStack {
            Text(toggle.title)
            if toggle.showsCounter {
                Counter(title: toggle.title)
            }
        }
    }
}

/// Writes its own state while its body is evaluated, which SwiftUI warns about.
private struct WritesStateInBody: View {
    @State private var renders = 0

    var body: some View {
        renders += 1
        return Text("rendered")
    }
}

/// Writes an observed value from `updateUIViewController`, which SwiftUI warns about.
private struct WritesObservedStateOnUpdate: UIViewControllerRepresentable {
    let toggle: Toggle

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        toggle.title = "Changed"
    }
}

private struct WritesPublishedOnUpdate: UIViewControllerRepresentable {
    let store: CountingStore

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        store.value += 1
    }
}

@MainActor
@Suite("Simulated device: @State and @StateObject")
struct StateTests {
    private var warnings: (SimulatedDevice) -> [String] {
        { device in device.faults.filter { $0.hasPrefix("Modifying state during view update") } }
    }

    @Test("@State keeps its value across re-renders of the same view, and a write re-renders")
    func stateSurvivesReRenders() {
        let toggle = Toggle()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { Screen(toggle: toggle) }
        device.runUntilIdle()

        #expect(device.tapButton("Add"))
        #expect(device.tapButton("Add"))
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["One", "One 2", "Add"])

        toggle.title = "Two"
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["Two", "Two 2", "Add"], "the parent re-rendered; the count stayed")
        #expect(warnings(device).isEmpty)
    }

    @Test("@State starts again when its view leaves the tree and comes back")
    func stateEndsWithTheViewsIdentity() {
        let toggle = Toggle()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { Screen(toggle: toggle) }
        device.runUntilIdle()
        #expect(device.tapButton("Add"))
        device.runUntilIdle()

        toggle.showsCounter = false
        device.runUntilIdle()
        toggle.showsCounter = true
        device.runUntilIdle()

        #expect(device.mainWindow.map(device.texts(in:)) == ["One", "One 0", "Add"])
    }

    @Test("@StateObject makes its object once per view identity, not once per render")
    func stateObjectIsMadeOncePerIdentity() {
        CountingStore.made = 0
        let toggle = Toggle()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { Screen(toggle: toggle) }
        device.runUntilIdle()

        toggle.title = "Two"
        device.runUntilIdle()
        toggle.title = "Three"
        device.runUntilIdle()
        #expect(CountingStore.made == 1)

        toggle.showsCounter = false
        device.runUntilIdle()
        toggle.showsCounter = true
        device.runUntilIdle()
        #expect(CountingStore.made == 2, "a new identity gets a new object")
    }

    @Test("Writing @State while its body is evaluated records SwiftUI's warning")
    func stateWrittenInBodyIsReported() {
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { WritesStateInBody() }
        device.runUntilIdle()

        #expect(warnings(device).count >= 1)
        #expect(warnings(device).first?.contains("@State _renders") == true)
    }

    @Test("Writing an observed value from updateUIViewController records SwiftUI's warning")
    func observedWriteDuringUpdateIsReported() {
        let toggle = Toggle()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch {
            VStack {
                Text(toggle.title)
                WritesObservedStateOnUpdate(toggle: toggle)
            }
        }
        device.runUntilIdle()

        #expect(warnings(device).count >= 1)
    }

    @Test("Writing @Published from updateUIViewController records SwiftUI's warning")
    func publishedWriteDuringUpdateIsReported() {
        let store = CountingStore()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { WritesPublishedOnUpdate(store: store) }
        device.runUntilIdle()

        #expect(warnings(device) == ["\(ViewUpdateText.warning) (@Published)"])
    }

    @Test("Writes from actions and from outside updates are not reported")
    func writesOutsideUpdatesAreQuiet() {
        let toggle = Toggle()
        let store = CountingStore()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { Screen(toggle: toggle) }
        device.runUntilIdle()

        #expect(device.tapButton("Add"))
        toggle.title = "Two"
        store.value = 3
        device.runUntilIdle()

        #expect(warnings(device).isEmpty)
    }
}

/// SwiftUI's text, spelled here so the test fails if the stand-in's wording drifts.
private enum ViewUpdateText {
    static let warning = "Modifying state during view update, this will cause undefined behavior."
}
