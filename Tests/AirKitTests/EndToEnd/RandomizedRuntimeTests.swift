import AirKit
import AirKitStandIn
import Foundation
import TestSupport
import Testing

@testable import AirKit

@MainActor
@Observable
private final class RuntimeScreen {
    var showsSource = true
}

/// A renderer of the kind a game or an emulator has: it takes a drawable on some frames, keeps it for a
/// while as its GPU work would, then presents or drops it.
@MainActor
private final class RandomRenderer {
    let surface = AirSurface()
    var held: [any CAMetalDrawable] = []
    var sawEmptyMetrics = false

    init() {
        surface.onMetricsChange = { [unowned self] metrics in
            if let metrics, metrics.pixelSize.width <= 0 || metrics.pixelSize.height <= 0 { sawEmptyMetrics = true }
        }
        surface.onFrame = { [unowned self] frame in
            if frame.index % 3 == 0, held.count < 2, let drawable = surface.nextDrawable() { held.append(drawable) }
        }
    }

    /// Presents or drops every drawable it holds.
    func finish(presenting: Bool) {
        if presenting { for drawable in held { drawable.present() } }
        held = []
    }
}

/// Memory C writes to: how often an observer was called (after its removal, it must not be), and what it
/// was told last (0: nothing; 1 or 2: false or true; an end's reason number).
private final class ObserverLog {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 2)

    init() {
        pointer.initialize(repeating: 0, count: 2)
    }

    deinit {
        pointer.deallocate()
    }
}

/// The C observers a run adds, each through the functions AirKit defines for it.
private enum ObserverKind: CaseIterable {
    case availability, showing, end

    /// Adds an observer that counts its calls and keeps what it was told last in `log`.
    @MainActor
    func add(_ log: ObserverLog) -> OpaquePointer? {
        switch self {
        case .availability:
            _AirKitAddAvailabilityObserver({ value, context in ObserverKind.record(value ? 2 : 1, in: context) }, log.pointer)
        case .showing:
            _AirKitAddShowingObserver({ value, context in ObserverKind.record(value ? 2 : 1, in: context) }, log.pointer)
        case .end:
            _AirKitAddPlaybackEndObserver({ reason, context in ObserverKind.record(Int(reason), in: context) }, log.pointer)
        }
    }

    func remove(_ handle: OpaquePointer?) -> Bool {
        switch self {
        case .availability: _AirKitRemoveAvailabilityObserver(handle)
        case .showing: _AirKitRemoveShowingObserver(handle)
        case .end: _AirKitRemovePlaybackEndObserver(handle)
        }
    }

    private static func record(_ value: Int, in context: UnsafeMutableRawPointer?) {
        guard let counts = context?.assumingMemoryBound(to: Int.self) else { return }
        counts[0] += 1
        counts[1] = value
    }
}

/// Long random sequences over the whole runtime: SwiftUI and UIKit content, surfaces and players,
/// display policies and margins, C observers, with the device locked, covered by Control Center, sent to
/// the background, and displays unplugged while the app is away, on every row of the matrix. After every
/// settled step they check the rules every state obeys:
/// - at most one AirKit window shows, and none on the app's own scenes;
/// - `isViewAdded` agrees with the displays, and the content shown is the latest requested;
/// - once the app is in front and settled, the listed displays are the connected ones (on the scene
///   accessory path while a source is in the interface; never one more than connected otherwise), and
///   while it is away no presentable display is listed that is not connected;
/// - a surface never reports an empty size, and once it is off its display and every drawable is back,
///   its layer has left AirKit's view;
/// - a player AirKit no longer shows has the app's settings back;
/// - a C observer (`AirKitC.h`, through the functions AirKit defines for it) of availability, of whether
///   content is shown or of ends is never called after its removal, and none outlives the run; each one
///   of availability or showing was told the value AirKit publishes.
///
/// `AIRKIT_RANDOM_SEQUENCES=N swift test --filter RandomizedRuntimeTests` runs N sequences per row
/// (3,000 over all rows by default); `AIRKIT_RANDOM_SEED` replays a run, and `AIRKIT_REPLAY_SEQUENCE`
/// one sequence by the seed its failure names, with AirKit's diagnostics.
@MainActor
@Suite("Randomized whole-runtime sequences", .behaviorMatrix)
struct RandomizedRuntimeTests {
    private enum Action: CaseIterable {
        case connectDisplay, disconnectDisplay, play, playViewController, playSurface, playVideo, stop
        case toggleSource, runFrames, releaseDrawables, lock, unlock, coverWithControlCenter, uncover
        case background, foreground, changeDisplayPolicy, changeMargin, nudgeUserMargin, switchReconnectPolicy
        case addObserver, removeObserver, pin, stopOnDisplay
    }

    @MainActor
    private struct Run {
        let platform: Platform
        let device: SimulatedDevice
        let screen = RuntimeScreen()
        var displays: [SimulatedDisplay] = []
        var lastContent: String?
        var renderers: [RandomRenderer] = []
        var players: [(player: AVPlayer, allows: Bool)] = []
        var observers: [(handle: OpaquePointer?, kind: ObserverKind, log: ObserverLog)] = []
        var removedLogs: [(log: ObserverLog, callsAtRemoval: Int)] = []
        var isLocked = false
        var isCovered = false
        var isInBackground = false
        var trace: [String] = []

        var isInFront: Bool { !isLocked && !isCovered && !isInBackground }
    }

    @Test("Random sequences over the whole runtime keep every rule", arguments: BehaviorRow.pairwise)
    func randomSequences(answers: BehaviorRow) {
        if let replay = ProcessInfo.processInfo.environment["AIRKIT_REPLAY_SEQUENCE"].flatMap(UInt64.init) {
            // One sequence, as a failure names it, with the device's log.
            let result = runSequence(seed: replay, answers: answers, tellsAll: true)
            if let failure = result.failure { Issue.record("sequence \(replay): \(failure)") }
            return
        }
        RandomRunSettings.runSequences(
            named: "randomized runtime, answers #\(answers.number)",
            defaultSequences: 3_000 / BehaviorRow.pairwise.count
        ) { runSequence(seed: $0, answers: answers) }
    }

    /// `tellsAll`: a failure carries AirKit's diagnostics, its core and the device's log.
    private func runSequence(seed: UInt64, answers: BehaviorRow, tellsAll: Bool = false) -> (steps: Int, failure: String?) {
        var random = SeededGenerator(seed: seed)
        let platform = Platform.all.randomElement(using: &random)!
        var run = Run(platform: platform, device: .airKitApp(platform, answers))
        run.trace.append(platform.testDescription)
        let screen = run.screen
        run.device.launch {
            VStack {
                Text("Remote")
                if screen.showsSource { Text("Player").airPlaySource() }
            }
        }
        run.device.runUntilIdle()
        let length = Int.random(in: 5...30, using: &random)
        var failure: String?
        for step in 0..<length where failure == nil {
            perform(Action.allCases.randomElement(using: &random)!, in: &run, using: &random)
            guard Int.random(in: 0..<4, using: &random) > 0 else { continue }
            run.device.runUntilIdle()
            failure = violations(in: run).first.map { "step \(step + 1): \($0)\n  after: \(run.trace.joined(separator: ", "))" }
        }
        if failure == nil { failure = finish(&run) }
        if tellsAll, let told = failure {
            let air = run.device.appStatic(Air.self) { Air() }
            failure = "\(told)\n\(air.diagnostics())\n\(air.core)\nlog:\n" + run.device.log.map(\.message).joined(separator: "\n")
        }
        return (length, failure)
    }

    /// Ends a run: back in front, every drawable given back, every observer removed, time passed; then the
    /// rules once more, and nothing left over.
    private func finish(_ run: inout Run) -> String? {
        let device = run.device
        if run.isLocked { device.unlock() }
        if run.isInBackground { device.moveToForeground() }
        if run.isCovered { device.becomeActive() }
        (run.isLocked, run.isInBackground, run.isCovered) = (false, false, false)
        device.runUntilIdle()
        Air.stop()
        for renderer in run.renderers { renderer.finish(presenting: Bool.random()) }
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 0.5)
        device.runUntilIdle()
        for observer in run.observers { _ = observer.kind.remove(observer.handle) }
        var found = violations(in: run)
        for (index, renderer) in run.renderers.enumerated() {
            if renderer.surface.drawablesInFlight != 0 { found.append("surface \(index) still counts drawables out") }
            if renderer.surface.layer.superlayer != nil { found.append("surface \(index)'s layer outlives its request") }
        }
        if CObserverRegistry.shared.count(of: Air.shared.identifier) != 0 { found.append("a C observer outlives its removal") }
        return found.first.map { "at the end: \($0)\n  after: \(run.trace.joined(separator: ", "))" }
    }

    private func perform(_ action: Action, in run: inout Run, using random: inout SeededGenerator) {
        let air = run.device.appStatic(Air.self) { Air() }
        let device = run.device
        switch action {
        case .connectDisplay:
            guard run.displays.count < 2 else { return }
            let description: SimulatedDisplay.Description =
                [.airPlay, .cable, .hdmiTelevision, .monitor].randomElement(using: &random)!
            run.displays.append(device.connectDisplay(description))
            run.trace.append("connect \(description.connection)")
        case .disconnectDisplay:
            guard let display = run.displays.randomElement(using: &random) else { return }
            device.disconnect(display)
            run.displays.removeAll { $0 === display }
            run.trace.append(run.isInFront ? "disconnect" : "disconnect while away")
        case .play:
            let content = "content \(Int.random(in: 1...3, using: &random))"
            let whenever = Bool.random(using: &random)
            if whenever { air.playWheneverAvailable(.swiftUI { Text(content) }) } else { air.play { Text(content) } }
            run.lastContent = content
            run.trace.append("play \(content)\(whenever ? " whenever available" : "")")
        case .playViewController:
            let content = "controller \(Int.random(in: 1...3, using: &random))"
            air.play(.viewController(LabelController(content)))
            run.lastContent = content
            run.trace.append("play \(content)")
        case .playSurface:
            let renderer =
                run.renderers.randomElement(using: &random).flatMap { Bool.random(using: &random) ? $0 : nil }
                ?? RandomRenderer()
            if !run.renderers.contains(where: { $0 === renderer }) { run.renderers.append(renderer) }
            air.play(.surface(renderer.surface))
            run.lastContent = nil
            run.trace.append("play surface \(run.renderers.firstIndex { $0 === renderer } ?? -1)")
        case .playVideo:
            let player = AVPlayer(url: URL(string: "https://example.com/\(run.players.count).m3u8")!)
            let allows = Bool.random(using: &random)
            player.allowsExternalPlayback = allows
            player.play()
            run.players.append((player, allows))
            air.play(.player(player))
            run.lastContent = nil
            run.trace.append("play video")
        case .stop:
            air.stop()
            run.trace.append("stop")
        case .pin:
            guard let display = air.connection.displays.randomElement(using: &random) else { return }
            if Bool.random(using: &random), let renderer = run.renderers.randomElement(using: &random) {
                air.play(.surface(renderer.surface), pinnedTo: display)
                run.trace.append("pin surface \(run.renderers.firstIndex { $0 === renderer } ?? -1) to display \(display.id)")
            } else {
                let content = "pinned \(Int.random(in: 1...3, using: &random))"
                air.play(pinnedTo: display) { Text(content) }
                run.trace.append("pin \(content) to display \(display.id)")
            }
        case .stopOnDisplay:
            guard let display = air.connection.displays.randomElement(using: &random) else { return }
            air.stop(on: display)
            run.trace.append("stop on display \(display.id)")
        case .toggleSource:
            run.screen.showsSource.toggle()
            run.trace.append(run.screen.showsSource ? "show source" : "hide source")
        case .runFrames:
            device.runUntilIdle()
            device.runDisplayFrames(forSeconds: 0.2)
            run.trace.append("frames")
        case .releaseDrawables:
            for renderer in run.renderers { renderer.finish(presenting: Bool.random(using: &random)) }
            run.trace.append("drawables back")
        case .lock:
            guard !run.isLocked else { return }
            device.lock()
            run.isLocked = true
            run.trace.append("lock")
        case .unlock:
            guard run.isLocked else { return }
            device.unlock()
            run.isLocked = false
            run.trace.append("unlock")
        case .coverWithControlCenter:
            guard !run.isCovered else { return }
            device.resignActive()
            run.isCovered = true
            run.trace.append("Control Center")
        case .uncover:
            guard run.isCovered else { return }
            device.becomeActive()
            run.isCovered = false
            run.trace.append("Control Center away")
        case .background:
            guard !run.isInBackground else { return }
            device.moveToBackground()
            run.isInBackground = true
            run.trace.append("background")
        case .foreground:
            guard run.isInBackground else { return }
            device.moveToForeground()
            run.isInBackground = false
            run.trace.append("foreground")
        case .changeDisplayPolicy:
            let modes: [DisplayPolicy.Mode] = [.system, .highestResolution, .frameRate(60), .frameRate(24), .closest(to: .zero)]
            let policy = DisplayPolicy(
                mode: modes.randomElement(using: &random)!,
                overscan: DisplayPolicy.Overscan.allCases.randomElement(using: &random)!)
            air.displayPolicy = policy
            run.trace.append("policy \(policy)")
        case .changeMargin:
            air.uiKitSafeAreaMargin = Bool.random(using: &random) ? nil : CGFloat(Int.random(in: 0...40, using: &random))
            run.trace.append("UIKit margin \(String(describing: air.uiKitSafeAreaMargin))")
        case .nudgeUserMargin:
            let kind = DisplayKind.allCases.randomElement(using: &random)!
            air.safeAreaMargins.nudge(kind, by: Int.random(in: -2...2, using: &random))
            run.trace.append("nudge \(kind)")
        case .switchReconnectPolicy:
            air.reconnectPolicy = air.reconnectPolicy == .resume ? .stop : .resume
            run.trace.append("reconnect \(air.reconnectPolicy)")
        case .addObserver:
            guard run.isInFront || Bool.random(using: &random) else { return }
            let log = ObserverLog()
            let kind = ObserverKind.allCases.randomElement(using: &random)!
            run.observers.append((kind.add(log), kind, log))
            run.trace.append("add \(kind) observer")
        case .removeObserver:
            guard let index = run.observers.indices.randomElement(using: &random) else { return }
            let observer = run.observers.remove(at: index)
            _ = observer.kind.remove(observer.handle)
            run.removedLogs.append((observer.log, observer.log.pointer.pointee))
            run.trace.append("remove observer")
        }
    }

    /// The rules after a settled step.
    private func violations(in run: Run) -> [String] {
        let device = run.device
        let air = device.appStatic(Air.self) { Air() }
        var found = consistencyViolations(of: air, on: device, isAppInFront: run.isInFront)
        let diagnostics = air.diagnostics()
        for scene in diagnostics.scenes where scene.role == UISceneSession.Role.windowApplication.rawValue {
            if scene.windows.contains(where: \.isAirKit) { found.append("an AirKit window is on the app's own scene") }
        }
        if air.connection.isViewAdded, let content = run.lastContent {
            // With requests pinned to other displays, the main request's content is one of those shown.
            let shown = device.displaysShowingWindows.flatMap(\.shownTexts)
            let isShown = air.connection.presentedDisplays.count > 1 ? shown.contains(content) : shown == [content]
            if !isShown { found.append("the displays show \(shown), expected \(content) among them") }
        }
        let connected = device.connectedDisplays.count
        let listed = air.connection.displays.count
        if run.isInFront && listed > connected { found.append("\(listed) displays listed, \(connected) connected") }
        let knowsEveryDisplay = !run.platform.usesSceneAccessories || run.screen.showsSource
        if run.isInFront && knowsEveryDisplay && listed != connected {
            found.append("in front and settled: \(listed) displays listed, \(connected) connected")
        }
        if run.renderers.contains(where: \.sawEmptyMetrics) { found.append("a surface reported an empty size") }
        for renderer in run.renderers where renderer.held.isEmpty && !renderer.surface.isOnDisplay {
            // Asking for the count first lets AirKit notice a drawable released since it last looked.
            if renderer.surface.drawablesInFlight == 0 && renderer.surface.layer.superlayer != nil {
                found.append("a surface's layer stays in AirKit's view with no drawable out")
            }
        }
        let held = Set(air.objects.players.values.map { ObjectIdentifier($0.player) })
        for (player, allows) in run.players where !held.contains(ObjectIdentifier(player)) {
            if player.allowsExternalPlayback != allows { found.append("a player AirKit no longer holds lacks the app's setting") }
        }
        for removed in run.removedLogs where removed.log.pointer.pointee != removed.callsAtRemoval {
            found.append("a C observer was called after its removal")
        }
        for observer in run.observers {
            let told = observer.log.pointer[1]
            switch observer.kind {
            case .availability where told != (air.connection.isAvailable ? 2 : 1):
                found.append("an availability observer was last told \(told), AirKit publishes \(air.connection.isAvailable)")
            case .showing where told != (air.connection.isViewAdded ? 2 : 1):
                found.append("a showing observer was last told \(told), AirKit publishes \(air.connection.isViewAdded)")
            default:
                break
            }
        }
        return found
    }
}
