import SwiftUI

/// Shows a `TimelineView(.animation)` in a window on the external scene and counts its updates for
/// two seconds, against the refresh rates of the external display and of the device's own screen.
struct AnimationsFollowTheirWindowsDisplayCheck: ProbeCheck {
    let id = "animationsFollowTheirWindowsDisplay"
    let question =
        "Does `TimelineView(.animation)` content in a window on an external display update at that display's refresh rate, rather than at the device's own screen's?"
    let setups: [DisplaySetup] = [.oneDisplay]

    func simulationAnswer(on facts: ProbeFacts) -> String? {
        SimulatedBehavior.defaults.animationsFollowTheirWindowsDisplay ? "the window's display" : "the device's own screen"
    }

    func run(in context: ProbeContext) async -> Finding {
        guard await context.host.arrange(.oneDisplay) else { return .skipped("No display was connected.") }
        guard let deviceRate = context.mainScene?.screen.maximumFramesPerSecond else {
            return .skipped("The app has no main scene.")
        }
        let finding = await context.withExternalScene { scene -> Finding in
            let displayRate = scene.screen.maximumFramesPerSecond
            let counter = TimelineUpdateCounter()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIHostingController(rootView: TimelineCounterView(counter: counter))
            window.isHidden = false
            await context.settle()
            counter.updates = 0
            let seconds = 2.0
            await context.host.letFramesPass(seconds: seconds)
            let perSecond = Double(counter.updates) / seconds
            window.isHidden = true
            window.windowScene = nil
            let evidence = [
                "\(counter.updates) updates in \(seconds.formatted()) s (\(Int(perSecond.rounded())) a second)",
                "the external display's maximumFramesPerSecond: \(displayRate); the device's own screen's: \(deviceRate)",
            ]
            guard displayRate != deviceRate else {
                return .notMeasurable(
                    evidence + [
                        "Both refresh at the same rate: connect a display of another rate (a 50 Hz TV, or a ProMotion device)."
                    ])
            }
            let nearDisplay = abs(perSecond - Double(displayRate)) <= Double(displayRate) * 0.15
            let nearDevice = abs(perSecond - Double(deviceRate)) <= Double(deviceRate) * 0.15
            if nearDisplay { return .measured("the window's display", evidence) }
            if nearDevice { return .measured("the device's own screen", evidence) }
            return .notMeasurable(evidence + ["The rate matches neither display."])
        }
        return finding ?? context.noExternalScene("to show a timeline on")
    }
}

/// Counts the evaluations of a timeline view's content.
@MainActor
final class TimelineUpdateCounter {
    var updates = 0
}

/// A timeline at the system's animation rate whose content counts its own evaluations.
struct TimelineCounterView: View {
    let counter: TimelineUpdateCounter

    var body: some View {
        TimelineView(.animation) { context in
            Text(count(at: context.date))
        }
    }

    private func count(at date: Date) -> String {
        counter.updates += 1
        return "AirKit probe: frame \(counter.updates)"
    }
}
