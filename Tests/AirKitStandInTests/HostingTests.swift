import AirKitStandIn
import Testing

@MainActor
@Observable
private final class Model {
    var showsPlayer = true
    var title = "One"
    var isLocked = false
}

/// A representable that records its life: which controllers it made, updated and dismantled.
@MainActor
private final class RepresentableLog {
    var events: [String] = []
    weak var lastController: UIViewController?
}

private struct LoggingRepresentable: UIViewControllerRepresentable {
    let log: RepresentableLog
    let label: String

    func makeUIViewController(context: Context) -> UIViewController {
        log.events.append("make \(label)")
        let controller = UIViewController()
        log.lastController = controller
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        log.events.append("update \(label) scale \(context.environment.displayScale)")
    }
}

private struct DismantleRecordingRepresentable: UIViewControllerRepresentable {
    let log: RepresentableLog

    func makeUIViewController(context: Context) -> RecordingController {
        RecordingController(log: log)
    }

    func updateUIViewController(_ uiViewController: RecordingController, context: Context) {}

    static func dismantleUIViewController(_ uiViewController: RecordingController, coordinator: ()) {
        uiViewController.log.events.append("dismantle")
    }

    final class RecordingController: UIViewController {
        let log: RepresentableLog

        init(log: RepresentableLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.events.append("viewDidLoad in window: \(view.window != nil)")
        }

        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.events.append(parent == nil ? "left parent" : "joined parent")
        }
    }
}

private struct ConditionalRoot: View {
    let model: Model
    let log: RepresentableLog

    var body: some View {
        VStack {
            Text(model.title)
            if model.showsPlayer {
                Text("Player").background { DismantleRecordingRepresentable(log: log) }
            }
        }
    }
}

private enum AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accent) private var accent
    @Environment(Model.self) private var model

    var body: some View {
        Text("\(accent) \(model.title)")
    }
}

@MainActor
@Suite("Simulated device: SwiftUI hosting")
struct HostingTests {
    @Test("A representable's controller is made once, updated on every render, and dismantled when its view goes")
    func representableLifecycle() throws {
        let model = Model()
        let log = RepresentableLog()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { ConditionalRoot(model: model, log: log) }
        device.runUntilIdle()
        #expect(log.events == ["viewDidLoad in window: false", "joined parent"])

        model.title = "Two"
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["Two", "Player"])
        #expect(log.events.count == 2, "a re-render reuses the controller")

        model.showsPlayer = false
        device.runUntilIdle()
        #expect(log.events == ["viewDidLoad in window: false", "joined parent", "dismantle", "left parent"])
        #expect(device.mainWindow.map(device.texts(in:)) == ["Two"])
    }

    @Test("Representables receive the environment at their position")
    func representableEnvironment() throws {
        let log = RepresentableLog()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch {
            LoggingRepresentable(log: log, label: "a").environment(\.displayScale, 7)
        }
        device.runUntilIdle()
        #expect(log.events == ["make a", "update a scale 7.0"])
        #expect(log.lastController?.parent === device.mainWindow?.rootViewController)
    }

    @Test("@Environment reads values and objects put above the view")
    func environmentReachesBodies() throws {
        let model = Model()
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch { AccentReader().environment(\.accent, "red").environment(model) }
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["red One"])

        model.title = "Two"
        device.runUntilIdle()
        #expect(device.mainWindow.map(device.texts(in:)) == ["red Two"])
    }

    @Test("onChange runs initially when asked, then only when the value changes, with the old value")
    func onChangeRuns() throws {
        let model = Model()
        var changes: [String] = []
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch {
            Text(model.title).onChange(of: model.title, initial: true) { old, new in changes.append("\(old)→\(new)") }
        }
        device.runUntilIdle()
        #expect(changes == ["One→One"])

        model.isLocked = true
        device.runUntilIdle()
        #expect(changes == ["One→One"])

        model.title = "Two"
        device.runUntilIdle()
        #expect(changes == ["One→One", "One→Two"])
    }

    @Test("Buttons can be tapped only while enabled and hit-testable")
    func buttonTaps() throws {
        let model = Model()
        var taps = 0
        let device = SimulatedDevice(os: 27, sdk: 27)
        device.launch {
            VStack {
                Button("Play") { taps += 1 }.disabled(model.isLocked)
                Button("Hidden") { taps += 100 }.allowsHitTesting(false)
            }
        }
        device.runUntilIdle()
        #expect(device.tapButton("Play"))
        #expect(!device.tapButton("Hidden"))
        #expect(!device.tapButton("Missing"))

        model.isLocked = true
        device.runUntilIdle()
        #expect(device.isButtonEnabled("Play") == false)
        #expect(!device.tapButton("Play"))
        #expect(taps == 1)
    }
}
