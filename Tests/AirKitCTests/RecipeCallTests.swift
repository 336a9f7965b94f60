import AirKit
import AirKitC
import AirKitCCallers
import AirKitStandIn
import Foundation
import Testing

@testable import AirKit

/// Every OS and switch row, for the recipes whose calls run on the main thread only.
let everyRecipeRow: [(Int, SwitchRow)] = [26, 27].flatMap { os in SwitchRow.all.map { (os, $0) } }

/// The C calls of each recipe in `Recipes/` (`Tests/AirKitCCallers/AirKitCRecipeCalls.c`), run on the
/// simulated device from the thread the recipe runs them on: what Linux checks of recipes whose
/// Objective-C++, Swift and Dart compile only on a Mac.
@MainActor
@Suite("Recipes: the C calls each recipe makes")
struct RecipeCallTests {
    /// A screen with one line of text, as the TV's React surface or web view would show.
    private func controller(showing text: String) -> UIViewController {
        let controller = UIViewController()
        let label = UILabel(frame: .zero)
        label.text = text
        controller.view.addSubview(label)
        return controller
    }

    @Test(
        "React Native's module, on the main queue: the root becomes the source, availability reaches JavaScript, the TV shows the surface, and invalidate removes the observer once",
        arguments: everyRecipeRow)
    func reactNative(os: Int, row: SwitchRow) {
        let device = device(os, behavior: row.behavior)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        let events = UnsafeMutablePointer<AirKitCRecipeAvailabilityEvents>.allocate(capacity: 1)
        defer { events.deallocate() }
        events.initialize(to: AirKitCRecipeAvailabilityEvents())
        let observer = AirKitCRecipeReactNativeStart(pointer(to: root), events)
        #expect(observer != nil)
        #expect(events.pointee.calls == 1 && !events.pointee.last, "the availability now, at once")
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(events.pointee.last, "a display is available with the root as the source, on iOS 27 too")

        let tv = controller(showing: "React surface")
        #expect(AirKitCRecipeReactNativeShow(pointer(to: tv)) == .OK)
        device.runUntilIdle()
        #expect(display.shownTexts == ["React surface"])
        var status = AirKitStatus()
        #expect(AirKitCRecipeGetStatus(&status) == .OK)
        #expect(status.isShowingContent && status.isPlaybackRequested)
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()

        #expect(AirKitCRecipeReactNativeInvalidate(pointer(to: root), observer) == 3)
        #expect(AirKitCRecipeReactNativeInvalidate(nil, observer) == 0, "a second invalidate removes nothing")
        #expect(!Air.shared.isSource(root))
        let calls = events.pointee.calls
        device.disconnect(display)
        device.runUntilIdle()
        #expect(events.pointee.calls == calls, "no event after invalidate")
    }

    @Test(
        "Flutter's FFI path: from the main thread (Flutter 3.29 and later) the state is read and stop done; from Flutter's UI thread (before 3.29) the read is refused, so the recipe asks the plugin, and stop is queued",
        arguments: everyCase)
    func flutterFFI(os: Int, row: SwitchRow, thread: CallerThread) {
        let device = device(os, behavior: row.behavior)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let tv = controller(showing: "Flutter TV engine")
        #expect(AirKitPlay(viewController: pointer(to: tv)) == .OK)
        device.runUntilIdle()

        let results = thread.run { AirKitCRecipeFlutterFFI() }
        switch thread {
        case .main:
            #expect(results.status == .OK)
            #expect(results.statusValue.isShowingContent && results.statusValue.isAvailable)
            #expect(results.stop == .OK)
        case .another:
            #expect(results.status == .refusedOffMainThread)
            #expect(!results.statusValue.isShowingContent && !results.statusValue.isAvailable, "nothing filled")
            #expect(results.stop == .queued)
            #expect(Air.shared.isPlaybackRequested, "queued: still playing until the main queue runs")
            mainQueueTurn()
        }
        device.runUntilIdle()
        var status = AirKitStatus()
        #expect(AirKitCRecipeGetStatus(&status) == .OK, "the plugin's state method, on the platform thread")
        #expect(!status.isShowingContent && status.lastPlaybackEnd == AirKitPlaybackEndStopped)
    }

    @Test(
        "Unity's camera: the source on Unity's controller, a surface played while a display is available, the copy once per frame of the TV, and nothing after OnDestroy",
        arguments: everyRecipeRow)
    func unityCamera(os: Int, row: SwitchRow) throws {
        let device = device(os, behavior: row.behavior)
        let unityController = UIViewController()
        device.launch(rootViewController: unityController)
        device.runUntilIdle()
        let camera = UnsafeMutablePointer<AirKitCRecipeUnityCamera>.allocate(capacity: 1)
        defer { camera.deallocate() }
        camera.initialize(to: AirKitCRecipeUnityCamera())
        camera.pointee.unityController = pointer(to: unityController)
        camera.pointee.releaseDrawable = { Unmanaged<AnyObject>.fromOpaque($0).release() }

        AirKitCRecipeUnityStart(camera)
        #expect(camera.pointee.isSource && camera.pointee.availability != nil)
        #expect(camera.pointee.surface == nil, "no display yet")
        #expect(!AirKitCRecipeUnityUpdate(camera))
        let display = device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60))
        device.runUntilIdle()
        #expect(camera.pointee.surface != nil, "made and played when the display became available")
        #expect(AirKitCRecipeUnityUpdate(camera), "the copy starts once the surface is on the display")
        device.runDisplayFrames(forSeconds: 1)
        #expect(camera.pointee.frames == 60)
        #expect(camera.pointee.drawables == camera.pointee.frames, "a drawable each frame, each given back")

        device.disconnect(display)
        device.runUntilIdle()
        #expect(camera.pointee.surface == nil && !camera.pointee.isCopying, "hidden when no display is available")
        device.connectDisplay(.airPlay)
        device.runUntilIdle()
        #expect(camera.pointee.surface != nil, "shown again on the next display")

        AirKitCRecipeUnityDestroy(camera)
        #expect(camera.pointee.availability == nil && camera.pointee.surface == nil && !camera.pointee.isSource)
        #expect(!Air.shared.isSource(unityController))
        #expect(!Air.shared.isPlaybackRequested)
        let frames = camera.pointee.frames
        device.runDisplayFrames(forSeconds: 1)
        #expect(camera.pointee.frames == frames, "no frame after OnDestroy")
    }

    @Test(
        "A Swift plugin method that forgot the hop to the main actor (Capacitor's methods run on its own queue): the source and play are queued, the read refused, availability false; with the hop all are done",
        arguments: CallerThread.allCases)
    func pluginMethodWithoutTheHop(thread: CallerThread) {
        let device = device(27)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        let display = device.connectDisplay(.airPlay)
        device.runUntilIdle()
        let tv = controller(showing: "Web view")
        let rootAddress = UInt(bitPattern: pointer(to: root))
        let tvAddress = UInt(bitPattern: pointer(to: tv))
        let results = thread.run {
            AirKitCRecipePluginMethod(
                UnsafeMutableRawPointer(bitPattern: rootAddress)!, UnsafeMutableRawPointer(bitPattern: tvAddress)!)
        }
        switch thread {
        case .main:
            #expect(results.addSource == .OK && results.status == .OK && results.play == .OK)
            #expect(!results.isAvailable, "read before the source's display connected")
        case .another:
            #expect(results.addSource == .queued && results.play == .queued)
            #expect(results.status == .refusedOffMainThread)
            #expect(!results.isAvailable, "the first functions answer false off the main thread")
            #expect(!Air.shared.isSource(root), "nothing done before the main queue runs")
            mainQueueTurn()
        }
        device.runUntilIdle()
        #expect(Air.shared.isSource(root))
        #expect(display.shownTexts == ["Web view"])
        #expect(AirKitCRecipeReactNativeInvalidate(pointer(to: root), nil) == 2)
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
    }
}
