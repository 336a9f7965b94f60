#if canImport(UIKit) || AIRKIT_STANDIN
import AirKitConfiguration
import Foundation
import Observation

/// Shows your SwiftUI content on an external display, AirPlay or cable, instead of the system mirror.
///
/// Attach `.airPlaySource()` to the main interface, then ask for content:
///
/// ```swift
/// Button("Show on External Display") { Air.play { Text("External display content") } }
///     .disabled(!Air.shared.connection.isAvailable)
/// ```
///
/// `Air` is `@MainActor` and `@Observable`: SwiftUI views that read ``connection``,
/// ``isPlaybackRequested`` or ``reconnectPolicy`` update when they change, and `onChange(of:)` or an
/// `Observations` sequence can react to them.
///
/// What you can rely on, on iOS 17 through 27 and later, cable or AirPlay alike:
/// - The content appears in a window AirKit attaches to the external scene UIKit provides
///   (`UIWindow(windowScene:)`, unhidden, never key), so the display stops mirroring.
/// - `stop()` removes that window and the display mirrors again; availability stays observable.
/// - With several displays the first connected one shows the content, unless `play(_:on:)` chose
///   another, and the next one takes over if it disconnects.
/// - `.airPlay(isPresented:)`, `.airPlay(item:)` and ``AirPlayed`` present from a binding that stays in
///   agreement with `play` and `stop()`; the most recent presentation wins.
/// - A request made with no display waits; whether it survives the display going away is
///   ``reconnectPolicy``.
/// - Misuse (playing on iOS 27 with no `.airPlaySource()`, a source outside the app's interface) is
///   logged as a warning, never a crash. Logs use subsystem `AirKit`, category `Connection`; what
///   happens to the display is logged at notice level, which a device keeps.
/// - A bug in AirKit's own state never crashes a release build: it is logged as a fault, the window is
///   removed and playback stops, as if `stop()` had been called. Debug builds stop there instead.
///
/// Every decision is made by AirKit's core, a value that takes events and returns effects
/// (`RuntimeMachine`); this class carries the effects out with UIKit and publishes the core's state.
@MainActor
@Observable
public final class Air {
    /// The external display's state.
    public let connection = Connection()

    /// The user's TV-safe margins, per kind of display, kept across launches (see <doc:TVLayout>).
    public let safeAreaMargins: SafeAreaMargins

    /// Every decision: the runtime's machines.
    @ObservationIgnored private(set) var core: RuntimeMachine
    /// What AirKit publishes besides ``connection``, read through observed properties
    /// (`Air+Published.swift`).
    @ObservationIgnored var published = Published()
    /// The UIKit objects behind the core's identifiers: scenes, sources, contents, screens, players, surfaces.
    @ObservationIgnored let objects = ShellObjects()
    @ObservationIgnored let windows = ExternalWindowHost()
    /// Events that arrive while effects are performed (UIKit may call back synchronously) wait their turn.
    @ObservationIgnored private let queue = EventQueue()
    /// The notifications AirKit follows (`Air+SystemWatches.swift`).
    @ObservationIgnored let watches = SystemWatches()
    /// The OS, SDK and Info.plist this model was made for, and what the startup self-check found.
    @ObservationIgnored var system: SystemCheck
    @ObservationIgnored let identifier = UUID()
    /// The handlers of ``observeChanges(_:)``, told after each publish (`Air+ChangeObservers.swift`).
    @ObservationIgnored let changeObservers = ObserverRegistry<ChangeObserver.Handler, FollowedState>()

    /// A model of its own, for tests or for an app that wants one per window. Apps normally use
    /// ``shared``; `.airPlaySource()` uses the `air` of its environment, which defaults to ``shared``.
    public convenience init() {
        self.init(system: .current)
    }

    init(system facts: SystemFacts) {
        var facts = facts
        facts.runsSceneLifeCycle = facts.runsSceneLifeCycle ?? facts.lifeCycleTheManifestTells
        let modes = facts.infoDictionary["UIBackgroundModes"] as? [String] ?? []
        core = RuntimeMachine(
            path: facts.path, declaresBackgroundAudio: modes.contains("audio") || facts.platformOutsideTheMatrix != nil,
            hasExternalPlayback: Platform.hasExternalPlayback)
        safeAreaMargins =
            facts.keepsUserSettings
            ? SafeAreaMargins(userDefaults: .standard) : SafeAreaMargins(storage: SafeAreaMarginBook.InMemory())
        system = SystemCheck(facts: facts)
        Air.register(self)
        safeAreaMargins.onChange = { [weak self] kind, margin in self?.send(.userMarginDidChange(kind, margin)) }
        for kind in DisplayKind.allCases {
            if let margin = safeAreaMargins.userMargin(for: kind) { send(.userMarginDidChange(kind, Double(margin))) }
        }
        startWatching()
        logConfiguration()
    }

    /// Runs `event` through the core, performs its effects, then publishes the core's state. Events that
    /// arrive meanwhile are handled in order before publishing; those that arrive while publishing (an
    /// observer of the published state that calls `play` or `stop` as it changes) are handled, and
    /// published, before this returns.
    func send(_ event: RuntimeMachine.Event) {
        completeDeferredSelfCheck()
        queue.pending.append(event)
        guard !queue.isPerforming else { return }
        queue.pending.insert(contentsOf: interfaceChanges(), at: 0)
        queue.isPerforming = true
        defer { queue.isPerforming = false }
        repeat {
            while !queue.pending.isEmpty {
                let next = queue.pending.removeFirst()
                perform(core.handle(next))
            }
            publish()
        } while !queue.pending.isEmpty
    }

    /// What changed in the app's interface without UIKit telling AirKit, read before each event: sources
    /// released without being dismantled (a dismissed hosting controller takes its representables with
    /// it) or off screen in a window whose scene was disconnected (Stage Manager closing the app's window
    /// on an extended display), and Stage Manager extending the app onto a display or no longer.
    private func interfaceChanges() -> [RuntimeMachine.Event] {
        var events: [RuntimeMachine.Event] = []
        for (id, source) in objects.sources {
            if source.controller == nil {
                objects.forgetSource(id)
                events.append(.sourceDidUnregister(id))
            } else if let view = source.controller?.viewIfLoaded,
                view.window == nil || view.window?.windowScene?.activationState == .unattached
            {
                events.append(.sourceDidLeaveScreen(id))
            }
        }
        for id in objects.releasedSurfaces() { events.append(.surfaceWasReleased(id)) }
        let isExtended = isDisplayExtended
        if isExtended != core.app.isDisplayExtended { events.insert(.extendedDisplayDidChange(isExtended: isExtended), at: 0) }
        return events
    }

    /// Puts `core` in place of the runtime's state, unchecked: for tests of what a release build does
    /// with a state no event sequence reaches. The invariants are checked at the next event.
    func restore(_ core: RuntimeMachine) {
        self.core = core
    }

    /// A new identifier for a shell object.
    func nextIdentifier() -> Int {
        objects.nextNumber()
    }

    /// Writes `line` at its level. Messages are public: they hold identifiers, metrics and state,
    /// never the app's content.
    func log(_ line: LogLine) {
        let logger = Logger(subsystem: "AirKit", category: "Connection")
        switch line.level {
        case .info: logger.info("\(line.message, privacy: .public)")
        case .notice: logger.notice("\(line.message, privacy: .public)")
        case .warning: logger.warning("\(line.message, privacy: .public)")
        case .error: logger.error("\(line.message, privacy: .public)")
        case .fault: logger.fault("\(line.message, privacy: .public)")
        }
    }
}

/// The events waiting while effects are performed.
@MainActor
final class EventQueue {
    var pending: [RuntimeMachine.Event] = []
    var isPerforming = false
}
#endif
