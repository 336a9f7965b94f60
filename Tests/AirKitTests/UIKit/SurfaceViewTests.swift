import AirKit
import AirKitStandIn
import Observation
import Testing

/// What a TV screen of an emulator's shows: whether it is paused, and whether its screens are shown.
@MainActor
@Observable
private final class Machine {
    var isPaused = false
    var showsScreens = true
}

/// A view controller of the app's with a surface view laid out inside it and a label over it.
@MainActor
private final class ScreenController: UIViewController {
    let surfaceView: AirSurfaceUIView
    let veil = UILabel(frame: .zero)

    init(surface: AirSurface) {
        surfaceView = AirSurfaceUIView(surface: surface)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        surfaceView.frame = CGRect(x: 40, y: 30, width: 800, height: 600)
        view.addSubview(surfaceView)
        veil.text = "Paused"
        view.addSubview(veil)
    }
}

/// `AirSurfaceView` and `AirSurfaceUIView`: a surface laid out inside the content AirKit shows, with
/// the same display link, metrics and teardown guarantees as a surface filling the display.
@MainActor
@Suite("Surfaces as views", .behaviorMatrix)
struct SurfaceViewTests {
    @Test(
        "A surface in SwiftUI content fills the space it is laid out in, at the display's scale, under an overlay",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func swiftUISurfaceUnderAnOverlay(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        let machine = Machine()
        Air.play {
            AirSurfaceView(renderer.surface)
                .frame(width: 1280, height: 720)
                .overlay {
                    if machine.isPaused { Text("Paused") }
                }
        }
        device.runUntilIdle()

        #expect(
            renderer.metrics.last
                == AirSurface.Metrics(
                    pointSize: CGSize(width: 1280, height: 720), scale: 2, pixelSize: CGSize(width: 2560, height: 1440),
                    framesPerSecond: 50))
        #expect(renderer.metrics.allSatisfy { $0.map { $0.pointSize.width > 0 && $0.pointSize.height > 0 } ?? true })
        #expect(renderer.surface.metalLayer?.drawableSize == CGSize(width: 2560, height: 1440))
        #expect(!tv.isMirroring)
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == 50, "driven by the TV's link")

        machine.isPaused = true
        device.runUntilIdle()
        let window = try #require(tv.shownWindow)
        #expect(device.texts(in: window) == ["Paused"], "the overlay is drawn over the surface")
        #expect(renderer.surface.isOnDisplay, "an overlay changes nothing of the surface")
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Two surfaces show at once, each at its own size, each with frames from the display",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func twoSurfacesAtOnce(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let top = SurfaceRenderer()
        let bottom = SurfaceRenderer()
        Air.play {
            VStack {
                AirSurfaceView(top.surface).frame(width: 512, height: 384)
                AirSurfaceView(bottom.surface).frame(width: 256, height: 192)
            }
        }
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)

        #expect(top.metrics.last??.pointSize == CGSize(width: 512, height: 384))
        #expect(bottom.metrics.last??.pointSize == CGSize(width: 256, height: 192))
        #expect(top.frames.count == 30 && bottom.frames.count == 30)
        #expect(device.activeDisplayLinks == 2)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A surface taken out of the content stops its frames, reports nil and keeps its layer until its drawables are back",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func removedFromTheContent(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        renderer.takesDrawables = true
        let machine = Machine()
        Air.play {
            if machine.showsScreens { AirSurfaceView(renderer.surface) } else { Text("Menu") }
        }
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.1)
        let drawable = try #require(renderer.heldDrawable)
        #expect(renderer.metrics.last??.pointSize == CGSize(width: 1280, height: 720), "the whole window, with no frame")

        machine.showsScreens = false
        device.runUntilIdle()
        let framesAtRemoval = renderer.frames.count
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == framesAtRemoval, "no frame after the view left")
        #expect(device.activeDisplayLinks == 0)
        #expect(renderer.metrics.last == .some(nil))
        #expect(renderer.surface.nextDrawable() == nil)
        #expect(renderer.surface.metalLayer?.superlayer != nil, "kept while a drawable is in flight")
        #expect(!tv.isMirroring, "the rest of the content stays")

        drawable.present()
        renderer.heldDrawable = nil
        device.runUntilIdle()
        #expect(renderer.surface.metalLayer?.superlayer == nil)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A surface view in a UIKit controller's content is sized to the view and follows its frame",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func uiKitSurfaceViewFollowsItsFrame(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        let controller = ScreenController(surface: renderer.surface)
        Air.play(.viewController(controller))
        device.runUntilIdle()
        #expect(renderer.metrics.last??.pixelSize == CGSize(width: 1600, height: 1200))
        #expect(device.texts(in: try #require(tv.shownWindow)) == ["Paused"])

        controller.surfaceView.frame = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        device.runUntilIdle()
        #expect(renderer.metrics.last??.pointSize == CGSize(width: 1920, height: 1080))
        #expect(renderer.surface.metalLayer?.drawableSize == CGSize(width: 3840, height: 2160))

        controller.surfaceView.frame = .zero
        device.runUntilIdle()
        #expect(renderer.metrics.last == .some(nil), "an empty view is never reported as a size")
        #expect(!renderer.surface.isOnDisplay)

        Air.stop()
        device.runUntilIdle()
        #expect(device.activeDisplayLinks == 0)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A surface view on the device shows nothing and gets no frames",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func surfaceViewOnTheDevice(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        let root = SourceRootController()
        device.launch(rootViewController: root)
        _ = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        let view = AirSurfaceUIView(surface: renderer.surface)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.view.addSubview(view)
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)

        #expect(renderer.metrics.isEmpty)
        #expect(renderer.frames.isEmpty)
        #expect(!renderer.surface.isOnDisplay)
    }

    @Test(
        "A surface moved from a view in the content to the whole display presents once, at the window's size",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func movedToTheWholeDisplay(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        Air.play { AirSurfaceView(renderer.surface).frame(width: 640, height: 360) }
        device.runUntilIdle()
        #expect(renderer.metrics.last??.pointSize == CGSize(width: 640, height: 360))

        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        renderer.frames = []
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.metrics.last??.pointSize == CGSize(width: 1280, height: 720))
        #expect(renderer.frames.count == 30, "one link, not one per view it was in")
        #expect(device.activeDisplayLinks == 1)
        expectConsistent(.shared, on: device)
    }
}
