import AirKit
import AirKitStandIn
import Testing

/// `Air.play(surface:)`: a Metal layer at the display's native size, driven by the display's own link.
@MainActor
@Suite("Metal and layer surfaces", .behaviorMatrix)
struct SurfaceTests {
    @Test(
        "The Metal layer fills the display at its native pixel size and frames come at the display's rate",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func nativeSizeAndTheDisplaysRate(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()

        let layer = try #require(renderer.surface.metalLayer)
        #expect(layer.drawableSize == CGSize(width: 3840, height: 2160))
        #expect(layer.contentsScale == 2)
        #expect(layer.superlayer != nil)
        #expect(renderer.metrics.last??.framesPerSecond == 50)
        #expect(!tv.isMirroring, "AirKit's window is shown")
        expectConsistent(.shared, on: device)

        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == 50, "driven by the TV's 50 Hz, not the phone's 120 Hz")
        #expect(renderer.frames.allSatisfy { abs($0.duration - 1.0 / 50) < 1e-9 })
        #expect(renderer.frames.map(\.index) == Array(1...50))
    }

    @Test(
        "When another display takes over, the surface is resized to it and follows its rate",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func resizesWhenTheDisplayChanges(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers, holding: [.externalDisplaysCoexist])
        device.launch(rootViewController: SourceRootController())
        let first = device.connectDisplay(.europeanTV)
        let second = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        #expect(renderer.surface.metalLayer?.drawableSize == CGSize(width: 3840, height: 2160))

        device.disconnect(first)
        device.runUntilIdle()
        #expect(!second.isMirroring)
        #expect(renderer.surface.metalLayer?.drawableSize == CGSize(width: 1280, height: 720))
        #expect(
            renderer.metrics.last
                == AirSurface.Metrics(
                    pointSize: CGSize(width: 1280, height: 720), scale: 1, pixelSize: CGSize(width: 1280, height: 720),
                    framesPerSecond: 30))
        #expect(renderer.metrics.contains { $0 == nil }, "the surface left the first display before it joined the second")

        renderer.frames = []
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == 30, "the old display's link is gone, whatever it would do unplugged")
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Stop ends the frames at once, and the layer leaves only once no drawable is in flight",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func teardownLeavesNoDrawableInFlight(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        renderer.takesDrawables = true
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.1)
        let drawable = try #require(renderer.heldDrawable)
        #expect(renderer.surface.drawablesInFlight == 1)

        Air.stop()
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(device.activeDisplayLinks == 0, "the link was invalidated")
        #expect(renderer.surface.nextDrawable() == nil)
        #expect(renderer.metrics.last == .some(nil))
        #expect(renderer.surface.metalLayer?.superlayer != nil, "kept while a drawable is in flight")

        let framesAtStop = renderer.frames.count
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == framesAtStop)

        drawable.present()
        renderer.heldDrawable = nil
        device.runUntilIdle()
        #expect(renderer.surface.drawablesInFlight == 0)
        #expect(renderer.surface.metalLayer?.superlayer == nil)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "A drawable released without being presented does not hold the layer",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func releasedDrawableDoesNotHoldTheLayer(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        renderer.takesDrawables = true
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.1)
        Air.stop()
        renderer.heldDrawable = nil
        device.runUntilIdle()
        #expect(renderer.surface.metalLayer?.superlayer == nil)
    }

    @Test(
        "Unplugging the only display stops the frames, even where a link would outlive its display",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func unplugStopsTheFrames(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        let tv = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.5)
        #expect(renderer.frames.count == 15)

        device.disconnect(tv)
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(renderer.frames.count == 15)
        #expect(device.activeDisplayLinks == 0)
        #expect(!renderer.surface.isOnDisplay)

        let again = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(!again.isMirroring, "the request resumes, as reconnectPolicy .resume says")
        #expect(renderer.frames.count == 15 + 50)
        #expect(renderer.frames.last?.index == 50, "frames count from the display the surface is on")
    }

    @Test("An app-supplied layer is sized to the display", arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func appSuppliedLayer(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        let layer = CALayer()
        let surface = AirSurface(layer: layer)
        Air.play(.surface(surface))
        device.runUntilIdle()
        #expect(layer.frame.size == CGSize(width: 1920, height: 1080))
        #expect(layer.contentsScale == 2)
        #expect(surface.metalLayer == nil)
        #expect(surface.nextDrawable() == nil)
        #expect(surface.metrics?.pixelSize == CGSize(width: 3840, height: 2160))
    }

    @Test(
        "The metrics callback never reports an empty surface: the first report is the display's size",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func noEmptyMetrics(platform: Platform, answers: BehaviorRow) {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.europeanTV)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        #expect(
            renderer.metrics
                == [
                    AirSurface.Metrics(
                        pointSize: CGSize(width: 1920, height: 1080), scale: 2, pixelSize: CGSize(width: 3840, height: 2160),
                        framesPerSecond: 50)
                ])
    }

    @Test(
        "A drawable released long after stop still lets the layer leave AirKit's view",
        arguments: BehaviorRow.crossed(with: [.iOS26, .iOS27]))
    func lateDrawableLetsTheLayerGo(platform: Platform, answers: BehaviorRow) throws {
        let device = SimulatedDevice.airKitApp(platform, answers)
        device.launch(rootViewController: SourceRootController())
        _ = device.connectDisplay(.smallAirPlay)
        device.runUntilIdle()
        let renderer = SurfaceRenderer()
        renderer.takesDrawables = true
        Air.play(.surface(renderer.surface))
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.1)
        try #require(renderer.heldDrawable != nil)
        Air.stop()
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        device.runUntilIdle()
        #expect(renderer.surface.metalLayer?.superlayer != nil, "kept while the drawable is out")

        renderer.heldDrawable = nil
        device.runDisplayFrames(forSeconds: 0.2)
        device.runUntilIdle()
        #expect(renderer.surface.drawablesInFlight == 0)
        #expect(renderer.surface.metalLayer?.superlayer == nil, "released a second after stop, and the layer left")
    }
}
