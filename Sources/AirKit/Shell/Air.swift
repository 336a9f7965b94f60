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
/// - With several displays the first connected one shows the content, unless `play(on:content:)` chose
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
@MainActor
@Observable
public final class Air {
    /// The external display's state.
    public let connection = Connection()

    /// Whether the app has asked for external playback (`play { … }` without a later `stop()`).
    public private(set) var isPlaybackRequested = false

    /// What happens to a request when its display disconnects; ``ReconnectPolicy/resume`` by default.
    public var reconnectPolicy = ReconnectPolicy.resume {
        didSet {
            let policy = reconnectPolicy
            send { $0.reconnectPolicyDidChange(to: policy) }
        }
    }

    /// What a request does while Stage Manager extends the app onto the only display;
    /// ``StageManagerPolicy/leaveExtendedDisplaysAlone`` by default. See <doc:StageManager>.
    public var stageManagerPolicy = StageManagerPolicy.leaveExtendedDisplaysAlone {
        didSet {
            let policy = stageManagerPolicy
            send { $0.stageManagerPolicyDidChange(to: policy) }
        }
    }

    /// The request AirKit holds, shown or waiting: declarative presenters compare it with their own.
    private(set) var currentRequest: ContentID? {
        didSet { requestChanges &+= 1 }
    }
    /// Counts changes of ``currentRequest``, so that a presenter sees a change even when the request
    /// is back to the value it last saw (played, then stopped, before the presenter updated).
    private(set) var requestChanges = 0

    /// Whether external content inherits the SwiftUI environment of the `.airPlaySource()` view
    /// (`true` by default). The external display's own traits (scale, size classes) are kept either way.
    public var forwardsSourceEnvironment = true

    /// The environment of the source whose registration the scene connected for, or the most recent one.
    var forwardedEnvironment: EnvironmentValues?

    @ObservationIgnored var machine: PresentationMachine
    /// The OS, SDK and Info.plist this model was made for, kept for ``diagnostics()-method``.
    @ObservationIgnored let systemFacts: SystemFacts
    /// What the startup self-check found, kept for ``diagnostics()-method``.
    @ObservationIgnored var selfCheckFindings: [AirDiagnostics.Finding] = []
    @ObservationIgnored let identifier = UUID()
    @ObservationIgnored let logger = Logger(subsystem: "AirKit", category: "Connection")
    @ObservationIgnored let windows = ExternalWindowHost()
    @ObservationIgnored var contents: [ContentID: @MainActor () -> AnyView] = [:]
    @ObservationIgnored var scenes: [SceneID: ConnectedExternalScene] = [:]
    @ObservationIgnored var sources: [SourceID: WeakSource] = [:]
    @ObservationIgnored var sourceEnvironments: [SourceID: EnvironmentValues] = [:]
    @ObservationIgnored private var pending: [(inout PresentationMachine) -> [PresentationMachine.Effect]] = []
    @ObservationIgnored private var isPerforming = false
    @ObservationIgnored private var counter = 0
    /// The watch on the app's own scenes, for Stage Manager (`Air+AppSceneWatch.swift`).
    @ObservationIgnored let appSceneWatch = AppSceneWatchTokens()

    /// A model of its own, for tests or for an app that wants one per window. Apps normally use
    /// ``shared``; `.airPlaySource()` uses the `air` of its environment, which defaults to ``shared``.
    public convenience init() {
        self.init(system: .current)
    }

    init(system: SystemFacts) {
        machine = PresentationMachine(path: system.path)
        systemFacts = system
        Air.register(self)
        logConfiguration(system)
    }

    /// Runs one event through the machine and performs its effects. Events that arrive while effects
    /// are being performed (UIKit may call back synchronously) wait their turn.
    func send(_ event: @escaping (inout PresentationMachine) -> [PresentationMachine.Effect]) {
        pending.append(event)
        guard !isPerforming else { return }
        pruneReleasedSources()
        let isExtended = isDisplayExtended
        if isExtended != machine.hasExtendedDisplay {
            pending.insert({ $0.extendedDisplayDidChange(isExtended) }, at: 0)
        }
        isPerforming = true
        defer { isPerforming = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            perform(next(&machine))
        }
        publishState()
    }

    /// Forgets sources whose controller was released without being dismantled (a dismissed hosting
    /// controller takes its representables with it).
    private func pruneReleasedSources() {
        for (id, source) in sources where source.controller == nil {
            sources[id] = nil
            sourceEnvironments[id] = nil
            pending.insert({ $0.sourceDidUnregister(id) }, at: 0)
        }
    }

    func nextIdentifier() -> Int {
        counter += 1
        return counter
    }

    /// Copies the machine's state into the observable properties, touching only what changed so
    /// observers are not woken for nothing.
    private func publishState() {
        if isPlaybackRequested != machine.isPlaybackRequested { isPlaybackRequested = machine.isPlaybackRequested }
        if currentRequest != machine.requestedContent { currentRequest = machine.requestedContent }
        connection.publish(
            isAvailable: machine.isAvailable, isViewAdded: machine.isViewAdded,
            displays: machine.scenes.map { Display(id: $0.id.rawValue, metrics: $0.metrics) },
            presentedDisplay: machine.presentedScene.map(\.rawValue))
        contents = contents.filter { $0.key == machine.requestedContent }
        updateAppSceneWatch()
    }
}

/// An external scene AirKit was given, held weakly: UIKit owns scenes.
struct ConnectedExternalScene {
    weak var scene: UIWindowScene?
    let metrics: DisplayMetrics
}

/// A source controller, held weakly: SwiftUI owns it.
struct WeakSource {
    weak var controller: AirSourceController?
}
