import AirKitStandIn
import Testing

/// A view that records the size of each of its layouts.
private class RecordingView: UIView {
    private(set) var layouts: [CGSize] = []

    override func layoutSubviews() {
        layouts.append(bounds.size)
    }
}

/// A root view that lays its one subview over its whole bounds, as a container's view does.
private final class FillingView: RecordingView {
    let content = RecordingView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}

private final class FillingController: UIViewController {
    let root = FillingView(frame: .zero)

    override func loadView() {
        view = root
    }
}

/// A window's root view controller's view is the window's content view, "configured to track the window
/// size, changing as the window size changes" (StandInSources.md#uiwindow): resizing the window, as a
/// new mode or overscan compensation of its screen does, resizes the root view, which is laid out again.
@MainActor
@Suite("Simulated device: a window's root view follows the window's size")
struct WindowContentSizeTests {
    /// A window shown on the external scene of `description`, holding a ``FillingController``.
    private func shownWindow(
        on description: SimulatedDisplay.Description, behavior: SimulatedDevice.Behavior = .init()
    ) throws -> (SimulatedDevice, SimulatedDisplay, UIWindow, FillingController) {
        let device = SimulatedDevice(os: 26, sdk: 26, infoPlist: InfoPlist.sceneManifest(), behavior: behavior)
        device.launch { Text("Main") }
        let display = device.connectDisplay(description)
        device.runUntilIdle()
        let scene = try #require(display.scenes.first)
        let window = UIWindow(windowScene: scene)
        let controller = FillingController()
        window.rootViewController = controller
        window.isHidden = false
        device.runUntilIdle()
        return (device, display, window, controller)
    }

    @Test("A new mode resizes the root view, and it and its subviews are laid out at the new size")
    func modeChangeResizesTheRootView() throws {
        let (device, display, window, controller) = try shownWindow(on: .monitor)
        #expect(controller.root.bounds.size == CGSize(width: 1920, height: 1080), "4K at 2x")

        let mode = try #require(display.screen.availableModes.first { $0.size == CGSize(width: 1280, height: 720) })
        display.screen.currentMode = mode
        device.runUntilIdle()

        #expect(window.bounds.size == CGSize(width: 640, height: 360))
        #expect(controller.root.frame == window.bounds)
        #expect(controller.root.layouts.last == CGSize(width: 640, height: 360))
        #expect(controller.root.content.layouts.last == CGSize(width: 640, height: 360))
    }

    @Test("An overscan compensation that insets the bounds shrinks the root view with the window")
    func insetBoundsResizeTheRootView() throws {
        let (device, display, window, controller) = try shownWindow(
            on: .hdmiTelevision, behavior: .init([.screensStartInTheirHighestResolutionMode: false]))

        display.screen.overscanCompensation = .insetBounds
        device.runUntilIdle()

        let inset = CGSize(width: 1920 - 96, height: 1080 - 54)
        #expect(window.bounds.size == inset)
        #expect(controller.root.bounds.size == inset)
        #expect(controller.root.content.layouts.last == inset)
    }

    @Test("A window the app resizes takes its root view along; a view that is no longer the root is left alone")
    func appResizedWindowResizesTheRootView() throws {
        let (device, _, window, controller) = try shownWindow(on: .airPlay)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        device.runUntilIdle()
        #expect(controller.root.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(controller.root.layouts.last == CGSize(width: 800, height: 600))

        window.rootViewController = FillingController()
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        device.runUntilIdle()
        #expect(controller.root.bounds.size == CGSize(width: 800, height: 600), "the old root view left the window")
    }
}
