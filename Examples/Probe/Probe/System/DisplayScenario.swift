import SwiftUI

#if canImport(AVFoundation)
import AVFoundation
#endif

/// Reads what an external display tells an app, over the connection a step asks for: the audio route
/// with the app's session inactive and then active, the modes the display offers and whether it
/// switches to each in turn (with the frame rate in each), and the overscan insets, bounds and a shown
/// window's safe area under each overscan compensation. Runs once per connection and probe run; the
/// display checks read their answers from it.
@MainActor
enum DisplayScenario {
    struct Observation: Sendable {
        /// The route shows a display's port (AirPlay, HDMI, DisplayPort) before the probe activates its session.
        var routeShowsTheDisplay: Bool
        /// Whether the display switched to some other mode the probe asked for; `nil` with one mode.
        var switchedMode: Bool?
        /// Insets reported under `.scale` or `.insetBounds`; under `.none`.
        var insetsWhileCompensated: Bool
        var insetsWithoutCompensation: Bool
        var routeEvidence: [String]
        var modeEvidence: [String]
        var overscanEvidence: [String]
    }

    enum Outcome: Sendable {
        case observed(Observation)
        case skipped
        case noExternalScene
    }

    /// The run over `connection` (`oneAirPlayDisplay` or `oneCableDisplay`) this probe run made, making it
    /// the first time.
    static func outcome(over connection: DisplaySetup, in context: ProbeContext) async -> Outcome {
        if let outcome = context.displayOutcomes[connection] { return outcome }
        let outcome = await run(over: connection, in: context)
        context.displayOutcomes[connection] = outcome
        return outcome
    }

    /// "AirPlay" or "Cable".
    static func label(of connection: DisplaySetup) -> String {
        connection == .oneAirPlayDisplay ? "AirPlay" : "Cable"
    }

    private static func run(over connection: DisplaySetup, in context: ProbeContext) async -> Outcome {
        guard await context.host.arrange(connection) else { return .skipped }
        await context.settle()
        let label = label(of: connection)
        let session = AVAudioSession.sharedInstance()
        let displayPorts: [AVAudioSession.Port] = [.airPlay, .HDMI, .displayPort]
        let showsDisplay = session.currentRoute.outputs.contains { displayPorts.contains($0.portType) }
        var routeEvidence = ["\(label), session not activated by the probe: \(describe(session.currentRoute))"]
        routeEvidence.append(await readActive(session, label: label, in: context))
        let observation = await context.withExternalScene { scene -> Observation in
            let modes = await readModes(of: scene.screen, label: label, in: context)
            let overscan = await readOverscan(on: scene, label: label, in: context)
            return Observation(
                routeShowsTheDisplay: showsDisplay, switchedMode: modes.switched,
                insetsWhileCompensated: overscan.whileCompensated, insetsWithoutCompensation: overscan.without,
                routeEvidence: routeEvidence, modeEvidence: modes.evidence, overscanEvidence: overscan.evidence)
        }
        return observation.map(Outcome.observed) ?? .noExternalScene
    }

    /// The route with the session active; the session is deactivated again.
    private static func readActive(_ session: AVAudioSession, label: String, in context: ProbeContext) async -> String {
        do {
            try session.setActive(true)
            await context.settle()
            let route = describe(session.currentRoute)
            try session.setActive(false)
            await context.settle()
            return "\(label), session active: \(route)"
        } catch {
            return "\(label): the session could not be activated or deactivated (\(error))"
        }
    }

    /// The modes; then, for each other mode (at most four), whether the display switched to it and at
    /// what rate; then the mode it started in again.
    private static func readModes(of screen: UIScreen, label: String, in context: ProbeContext) async
        -> (switched: Bool?, evidence: [String])
    {
        let modes = screen.availableModes
        var evidence = [
            "\(label): \(modes.count) modes: \(modes.map(describe).joined(separator: ", "))",
            "\(label): preferred \(screen.preferredMode.map(describe) ?? "none"), current \(screen.currentMode.map(describe) ?? "none") "
                + "at \(screen.maximumFramesPerSecond) fps, native \(Int(screen.nativeBounds.width))×\(Int(screen.nativeBounds.height)) "
                + "@\(screen.nativeScale)x",
        ]
        let start = screen.currentMode
        var switched: Bool?
        for mode in modes.filter({ $0 !== start }).prefix(4) {
            screen.currentMode = mode
            await context.settle()
            let didSwitch = screen.currentMode === mode
            switched = (switched ?? false) || didSwitch
            evidence.append(
                "\(label): asked for \(describe(mode)): now \(screen.currentMode.map(describe) ?? "none") at \(screen.maximumFramesPerSecond) fps"
            )
        }
        if let start, screen.currentMode !== start {
            screen.currentMode = start
            await context.settle()
        }
        return (switched, evidence)
    }

    /// Under `.scale`, `.insetBounds` and `.none`: the bounds, the insets and a shown window's safe area;
    /// `.scale`, UIKit's default, again afterwards.
    private static func readOverscan(on scene: UIWindowScene, label: String, in context: ProbeContext) async
        -> (whileCompensated: Bool, without: Bool, evidence: [String])
    {
        let screen = scene.screen
        let window = UIWindow(windowScene: scene)
        window.isHidden = false
        var evidence: [String] = []
        var whileCompensated = false
        var without = false
        for compensation in [UIScreen.OverscanCompensation.scale, .insetBounds, .none] {
            screen.overscanCompensation = compensation
            await context.settle()
            let insets = screen.overscanCompensationInsets
            if insets != .zero {
                if compensation == .none { without = true } else { whileCompensated = true }
            }
            evidence.append(
                "\(label), \(name(of: compensation)): bounds \(Int(screen.bounds.width))×\(Int(screen.bounds.height)), "
                    + "insets \(describe(insets)), window safe area \(describe(window.safeAreaInsets))")
        }
        screen.overscanCompensation = .scale
        window.isHidden = true
        window.windowScene = nil
        await context.settle()
        return (whileCompensated, without, evidence)
    }

    /// Each output as its port type and name, in the route's order.
    static func describe(_ route: AVAudioSessionRouteDescription) -> String {
        let outputs = route.outputs.map { "\($0.portType.rawValue) “\($0.portName)”" }
        return outputs.isEmpty ? "no outputs" : outputs.joined(separator: ", ")
    }

    static func describe(_ mode: UIScreenMode) -> String {
        let size = "\(Int(mode.size.width))×\(Int(mode.size.height))"
        return mode.pixelAspectRatio == 1 ? size : "\(size) (pixel aspect \(mode.pixelAspectRatio))"
    }

    static func describe(_ insets: UIEdgeInsets) -> String {
        insets == .zero ? "zero" : "\(insets.top) \(insets.left) \(insets.bottom) \(insets.right)"
    }

    static func name(of compensation: UIScreen.OverscanCompensation) -> String {
        switch compensation {
        case .scale: ".scale"
        case .insetBounds: ".insetBounds"
        case .none: ".none"
        @unknown default: "another compensation"
        }
    }
}
