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

    /// What happens to a request when its display is unplugged and no other display can show it;
    /// ``ReconnectPolicy/resume`` by default.
    ///
    /// Setting it does nothing else: it ends no request, whether the request is shown, waits for a first
    /// display, waits for the app to come back from the background, or waits after an unplug made under
    /// ``ReconnectPolicy/resume``; it changes no display, no binding and no ``lastPlaybackEnd``. It
    /// acts at the next unplug; ``AirDiagnostics`` reports the value. A scene that leaves while its display stays plugged in (the app goes to the
    /// background, the device locks, on iOS 27 a sheet with its own source is presented or a source
    /// leaves the interface) is not an unplug, whatever the policy (see <doc:Lifecycle>).
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

    /// What happens to a player AirKit shows (`play(player:)`, `.airPlay(isPresented:player:)`) when the
    /// device locks or the app leaves the foreground; ``VideoHandOff/whenInactive`` by default: over
    /// AirPlay the receiver keeps playing, and the video comes back to AirKit's window on return. For the
    /// receiver to go on while the device is locked, the app needs `audio` in `UIBackgroundModes` and an
    /// active `.playback` audio session, which AirKit never sets for it. See <doc:VideoThroughTheLock>.
    ///
    /// Setting it acts at the next time the app resigns active; a player handed off already is taken
    /// back on return either way.
    public var videoHandOff = VideoHandOff.whenInactive

    /// The title AirKit gives the lock screen and the receiver's Now Playing information while a player
    /// is handed off, when the app has set none itself; `nil` (the default) leaves Now Playing to the app.
    /// AirKit never replaces information the app has put in `MPNowPlayingInfoCenter`, and removes its own
    /// on return.
    public var nowPlayingTitle: String?

    /// The players handed off now, and the Now Playing information AirKit set (`Air+VideoHandOff.swift`).
    @ObservationIgnored var handOff = HandOffState()

    /// How the last request ended, and why; `nil` until one has.
    ///
    /// Observable, so a view can say why the display went back to mirroring:
    ///
    /// ```swift
    /// if air.lastPlaybackEnd?.reason == .displayUnplugged { Text("The TV was disconnected") }
    /// ```
    ///
    /// It changes once per ended request, whatever ended it: `stop()`, a binding set back, a presenter
    /// leaving the interface, a later request replacing it, or a policy (``reconnectPolicy``,
    /// ``stageManagerPolicy``). A request waiting for a display or for the app to return has not ended.
    /// A presenter learns of its own end through `onDismiss`.
    public private(set) var lastPlaybackEnd: PlaybackEnd?

    /// The request AirKit holds, shown or waiting: declarative presenters compare it with their own.
    private(set) var currentRequest: ContentID? {
        didSet { requestChanges &+= 1 }
    }
    /// Counts changes of ``currentRequest``, so that a presenter sees a change even when the request
    /// is back to the value it last saw (played, then stopped, before the presenter updated).
    private(set) var requestChanges = 0

    /// Which mode AirKit asks each external display for and what it does about overscan;
    /// ``DisplayPolicy/system`` by default, which changes nothing. AirKit applies it when a display
    /// connects, when its mode changes and when the policy changes; ``Display/currentMode`` is what the
    /// display runs in, ``Display/requestedMode`` what AirKit asked for. See <doc:DisplayFactsAndModes>.
    public var displayPolicy = DisplayPolicy.system {
        didSet {
            if displayPolicy != oldValue { send { _ in [] } }
        }
    }

    /// The user's TV-safe margins, per kind of display, kept across launches (see <doc:TVLayout>).
    public let safeAreaMargins: SafeAreaMargins

    /// The app's TV-safe margin for UIKit content (`play(viewController:)`, `play(view:)`), or `nil`
    /// (the default) to leave the content's safe area as UIKit makes it.
    ///
    /// When set, AirKit adds to the safe area of the app's controller (its `additionalSafeAreaInsets`)
    /// the display's overscan beyond the window's safe area plus this margin, or the user's margin for
    /// the display's kind once they adjusted it (``safeAreaMargins``): views laid out against
    /// `view.safeAreaLayoutGuide` stay clear of the TV's edges. It applies to content shown from then
    /// on and follows the user's margin as it changes.
    public var uiKitSafeAreaMargin: CGFloat? {
        didSet { windows.updateSafeArea() }
    }

    /// Whether external content inherits the SwiftUI environment of the `.airPlaySource()` view
    /// (`true` by default). The external display's own traits (scale, size classes) are kept either way.
    public var forwardsSourceEnvironment = true

    /// The environment of the source whose registration the scene connected for, or the most recent one.
    var forwardedEnvironment: EnvironmentValues?

    @ObservationIgnored var machine: PresentationMachine
    /// The OS, SDK and Info.plist this model was made for, kept for ``diagnostics()-method``.
    /// The system AirKit runs on; the self-check completes ``SystemFacts/runsSceneLifeCycle`` once it can.
    @ObservationIgnored var systemFacts: SystemFacts
    /// What the startup self-check found, kept for ``diagnostics()-method``.
    @ObservationIgnored var selfCheckFindings: [AirDiagnostics.Finding] = []
    @ObservationIgnored let identifier = UUID()
    @ObservationIgnored let logger = Logger(subsystem: "AirKit", category: "Connection")
    @ObservationIgnored let windows = ExternalWindowHost()
    @ObservationIgnored var contents: [ContentID: ExternalContent] = [:]
    @ObservationIgnored var scenes: [SceneID: ConnectedExternalScene] = [:]
    @ObservationIgnored var sources: [SourceID: WeakSource] = [:]
    @ObservationIgnored var sourceEnvironments: [SourceID: EnvironmentValues] = [:]
    @ObservationIgnored private var pending: [(inout PresentationMachine) -> [PresentationMachine.Effect]] = []
    @ObservationIgnored private var isPerforming = false
    @ObservationIgnored private var counter = 0
    /// The watch on the app's own scenes, for Stage Manager (`Air+AppSceneWatch.swift`).
    @ObservationIgnored let appSceneWatch = AppSceneWatchTokens()
    /// The watch on the app's scenes activating and resigning (`Air+AppActivity.swift`).
    @ObservationIgnored let activityWatch = AppSceneWatchTokens()
    @ObservationIgnored weak var learnedApplication: UIApplication? {
        didSet { if learnedApplication != nil && !hasLearnedApplication { hasLearnedApplication = true } }
    }
    /// Observed, so that a view showing ``diagnostics()`` taken before AirKit knew the application
    /// redraws once it does.
    private(set) var hasLearnedApplication = false
    /// The screens of the displays the machine knows, kept alive so that their identity is never reused.
    @ObservationIgnored var screenKeys: [(object: AnyObject, key: ScreenKey)] = []
    /// Availability reported by sources in this layout pass, sent to the machine together next turn.
    @ObservationIgnored var pendingAvailability: [(SourceID, Bool)] = []
    /// The facts last read for each listed display, and what the display policy did to each
    /// (`Air+DisplayFacts.swift`).
    @ObservationIgnored var displayRecords: [DisplayID: DisplayRecord] = [:]
    /// The watch on screen modes, capture and the audio route (`Air+DisplayFacts.swift`).
    @ObservationIgnored let displayFactsWatch = AppSceneWatchTokens()

    /// A model of its own, for tests or for an app that wants one per window. Apps normally use
    /// ``shared``; `.airPlaySource()` uses the `air` of its environment, which defaults to ``shared``.
    public convenience init() {
        self.init(system: .current)
    }

    init(system: SystemFacts) {
        machine = PresentationMachine(path: system.path)
        safeAreaMargins =
            system.keepsUserSettings
            ? SafeAreaMargins(userDefaults: .standard) : SafeAreaMargins(storage: SafeAreaMarginBook.InMemory())
        systemFacts = system
        systemFacts.runsSceneLifeCycle = system.runsSceneLifeCycle ?? system.lifeCycleTheManifestTells
        Air.register(self)
        startFollowingTheApp()
        startFollowingDisplayFacts()
        logConfiguration(systemFacts)
    }

    /// Runs one event through the machine and performs its effects. Events that arrive while effects
    /// are being performed (UIKit may call back synchronously) wait their turn.
    func send(_ event: @escaping (inout PresentationMachine) -> [PresentationMachine.Effect]) {
        completeDeferredSelfCheck()
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
    /// controller takes its representables with it), and counts as off screen a source that is in no
    /// window or whose window's scene was disconnected (Stage Manager closing the app's window on an
    /// extended display): UIKit tells its controller nothing more, so its last availability would go
    /// stale. (A source not yet in a window has reported nothing, so this changes nothing for it.)
    private func pruneReleasedSources() {
        for (id, source) in sources {
            if source.controller == nil {
                sources[id] = nil
                sourceEnvironments[id] = nil
                pending.insert({ $0.sourceDidUnregister(id) }, at: 0)
            } else if let view = source.controller?.viewIfLoaded,
                view.window == nil || view.window?.windowScene?.activationState == .unattached
            {
                pending.insert({ $0.sourceDidLeaveScreen(id) }, at: 0)
            }
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
        let facts = readDisplayFacts()
        let displays = machine.listedDisplays.map {
            let displayFacts = facts[$0.display.id] ?? DisplayFacts()
            return Display(
                id: $0.display.id, metrics: displayFacts.metrics ?? $0.display.metrics, isPresentable: $0.isPresentable,
                facts: displayFacts)
        }
        let presented = machine.presentedScene.flatMap { scene in machine.scenes.first { $0.id == scene }?.display }
        connection.publish(
            isAvailable: machine.isAvailable, isViewAdded: machine.isViewAdded, displays: displays,
            presentedDisplay: presented.flatMap { id in displays.first { $0.id == id.rawValue } })
        if lastPlaybackEnd != machine.lastEnd { lastPlaybackEnd = machine.lastEnd }
        contents = contents.filter { $0.key == machine.requestedContent }
        let keysInUse = machine.screenKeysInUse
        screenKeys.removeAll { !keysInUse.contains($0.key) }
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
#endif
