// What a frame of an AirSurface costs AirKit, on the simulated device: the same display link
// driving a bare target (the baseline) and an AirSurface's `onFrame`, in the same run, interleaved.
//   swift run -c release --package-path Benchmarks SurfaceFrameBenchmark [FRAMES]
import AirKit
import Dispatch
import Foundation

/// The baseline: a display link target that only counts, as an app's own renderer target would
/// before drawing anything.
@MainActor
final class BareTarget: NSObject, StandInSelectorTarget {
    var frames = 0

    func standInPerform(_ selector: Selector, with argument: Any?) {
        frames &+= 1
    }
}

/// A source for iOS 27: the app's root view controller.
@MainActor
final class RootController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Air.addSource(self)
    }
}

@MainActor
func device() -> (SimulatedDevice, SimulatedDisplay) {
    let device = SimulatedDevice(os: 27, sdk: 27, infoPlist: InfoPlist.sceneManifest(externalDisplay: .airKit))
    device.classes.register(AirKitSceneDelegate.self, named: "AirKitSceneDelegate") { AirKitSceneDelegate() }
    device.launch(rootViewController: RootController())
    let display = device.connectDisplay(.airPlay)
    device.runUntilIdle()
    return (device, display)
}

/// Seconds to run `frames` frames of a 60 Hz display through a bare link.
@MainActor
func timeBaseline(frames: Int) -> Double {
    let (device, display) = device()
    let target = BareTarget()
    guard let scene = display.scenes.first, let link = scene.displayLink(target: target, selector: Selector(("step:"))) else {
        fatalError("no external scene to make a display link on")
    }
    link.add(to: .main, forMode: .common)
    let start = DispatchTime.now().uptimeNanoseconds
    device.runDisplayFrames(forSeconds: Double(frames) / 60)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    precondition(target.frames == frames, "the baseline ran \(target.frames) frames, not \(frames)")
    link.invalidate()
    return elapsed
}

/// Seconds to run `frames` frames of a 60 Hz display through an AirSurface shown by AirKit.
@MainActor
func timeSurface(frames: Int) -> Double {
    let (device, _) = device()
    let surface = AirSurface()
    var count = 0
    surface.onFrame = { _ in count &+= 1 }
    Air.play(surface: surface)
    device.runUntilIdle()
    precondition(surface.isOnDisplay, "the surface is not on the display")
    let start = DispatchTime.now().uptimeNanoseconds
    device.runDisplayFrames(forSeconds: Double(frames) / 60)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    precondition(count == frames, "the surface got \(count) frames, not \(frames)")
    Air.stop()
    device.runUntilIdle()
    return elapsed
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

MainActor.assumeIsolated {
    let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 120_000
    let runs = ProcessInfo.processInfo.environment["RUNS"].flatMap(Int.init) ?? 9
    for _ in 0..<2 {
        _ = timeBaseline(frames: frames / 10)
        _ = timeSurface(frames: frames / 10)
    }
    var baseline: [Double] = []
    var surface: [Double] = []
    for _ in 0..<runs {
        baseline.append(timeBaseline(frames: frames))
        surface.append(timeSurface(frames: frames))
    }
    let baselineNanoseconds = median(baseline) / Double(frames) * 1e9
    let surfaceNanoseconds = median(surface) / Double(frames) * 1e9
    print("frames per run: \(frames), runs: \(runs) (median, after 2 warm-ups), interleaved")
    print(String(format: "baseline (display link -> bare target):      %8.1f ns/frame", baselineNanoseconds))
    print(String(format: "AirSurface (display link -> AirKit -> onFrame): %6.1f ns/frame", surfaceNanoseconds))
    print(
        String(
            format: "ratio AirSurface / baseline: %.3f; AirKit adds %.1f ns/frame", surfaceNanoseconds / baselineNanoseconds,
            surfaceNanoseconds - baselineNanoseconds))
}
