/// Decides what the external display shows: the pure core of AirKit.
///
/// UIKit callbacks come in as events (a scene connected, a source registered, the app asked to play);
/// the machine updates its state and returns the effects the shell must perform, in order (attach a
/// window, enable a registration, write a log line). It knows nothing of UIKit, so every decision can
/// be tested as a table of state × event, and its invariants are checked after every event.
///
/// What the caller can rely on:
/// - At most one window is attached at a time: an `attachWindow` to another scene is always preceded
///   by the `detachWindow` of the previous one.
/// - ``isViewAdded`` is true exactly while a window is attached to a connected scene.
/// - On the scene accessory path every source is enabled from the moment it registers, playing or not:
///   the window, not the registration, follows playback, as on the Info.plist path, where sources are
///   never enabled (there is nothing to enable). A disabled registration may never be told a display is
///   there, and disabling may hide the scene rather than disconnect it (Documentation/PlatformFacts.md,
///   "Availability before play"); an enabled one with no window mirrors.
/// - A display is known by what stays the same while it is plugged in, not by the scene UIKit gives
///   for it: a scene that connects on a display the machine knows (the same screen, or a display away
///   with the same size and scale) is that display again, with its ``DisplayID``. A scene leaving is
///   not an unplug: the display stays, not presentable, until it is unplugged (`PresentationMachine+Displays.swift`).
/// - The content is on the display the request prefers (the one chosen, or the one it was shown on
///   before that display's scene went away) while that display is presentable, otherwise on the first
///   presentable display, so the choice among several displays is deterministic, falls over to the
///   next and comes back (`PresentationMachine+DisplayChoice.swift`).
/// - ``reconnectPolicy`` acts only when a display is unplugged; setting it changes no request.
/// - Every end of a request is recorded with its reason in ``lastEnd``.
/// - While Stage Manager extends the only display, a waiting request is ended when
///   ``stageManagerPolicy`` is ``StageManagerPolicy/stopPlayback``.
/// - A change of ``isAvailable`` is logged at notice level, which a device keeps.
/// - An event that breaks an invariant (a bug in AirKit) traps or recovers, as ``invariantPolicy``
///   says; recovering leaves no window and playback stopped (`PresentationMachine+Invariants.swift`).
struct PresentationMachine: Sendable {
    struct ConnectedScene: Equatable, Sendable {
        let id: SceneID
        let metrics: DisplayMetrics
        /// The source whose registration the system connected the scene for, when it says so.
        let source: SourceID?
        /// The display the scene is on.
        var display: DisplayID

        init(id: SceneID, metrics: DisplayMetrics, source: SourceID?, display: DisplayID? = nil) {
            self.id = id
            self.metrics = metrics
            self.source = source
            self.display = display ?? DisplayID(rawValue: id.rawValue)
        }
    }

    /// A display plugged in, with or without a scene for the app on it now.
    struct KnownDisplay: Equatable, Sendable {
        let id: DisplayID
        var metrics: DisplayMetrics
        /// The screen its last scene was on, when the shell could tell.
        var screen: ScreenKey?
        /// On the scene accessory path, the other scenes of the same source that were connected when this
        /// display's scene left while the app was active: if one of them is still connected once the
        /// scene changes of that turn are in, the system still presents that source, so this display
        /// was unplugged (``sceneChangesDidSettle()``).
        var scenesOfItsSourceAtDeparture: [SceneID] = []
    }

    struct Source: Equatable, Sendable {
        let id: SourceID
        var isAvailable = false
        /// `nil` until AirKit sets it: the system's default is undocumented (Documentation/PlatformFacts.md, "A registration's `isEnabled`"), so
        /// the machine enables every new registration explicitly.
        var isEnabled: Bool?
    }

    enum Playback: Equatable, Sendable {
        case stopped
        /// Requested, with no scene to show it on yet.
        case waiting(ContentID)
        case presenting(ContentID, on: SceneID)
    }

    /// What the shell must do, in order.
    enum Effect: Equatable, Sendable {
        /// Show `content` in an unhidden, never-key window on `scene` (replacing what a window there shows).
        case attachWindow(to: SceneID, content: ContentID)
        /// Hide and release the window on `scene`.
        case detachWindow(from: SceneID)
        /// Set the source's `UISceneAccessoryRegistration.isEnabled` to `true`. AirKit never disables a
        /// registration: only an enabled one learns that a display is available, so a source that waits
        /// for the user to press play stays enabled and its display mirrors until there is content
        /// (Documentation/PlatformFacts.md, "Availability before play"). Hence no `false`.
        case enableSource(SourceID)
        case log(LogLine)
    }

    let path: PresentationPath
    var reconnectPolicy: ReconnectPolicy
    /// What a request that can only wait for an extended display does.
    var stageManagerPolicy = StageManagerPolicy.leaveExtendedDisplaysAlone
    /// The display the current request goes back to whenever it is presentable: the one it chose, or
    /// the one it was shown on when that display's scene went away. Forgotten when it is unplugged.
    var preferredDisplay: DisplayID?
    /// Trap or recover when an event breaks an invariant; ``InvariantPolicy/forThisBuild`` unless a test
    /// asks otherwise.
    let invariantPolicy: InvariantPolicy
    var scenes: [ConnectedScene] = []
    /// Every display plugged in that the machine has seen a scene on, in the order they first came.
    var displays: [KnownDisplay] = []
    private(set) var sources: [Source] = []
    var playback: Playback = .stopped
    /// The last request that ended, and why.
    private(set) var lastEnd: PlaybackEnd?
    /// Whether one of the app's own scenes is active. A scene that leaves while none is (the app went
    /// to the background, the device locked, Control Center covers the app) leaves with the app.
    private(set) var isAppActive = true
    /// The system said, while the app was active, that no display is available: the last available
    /// source reported unavailable (scene accessory path). Displays away then are unplugged.
    var systemReportsNoDisplay = false
    var displayCounter = 0
    /// Stage Manager extends the app onto an external display: the system shows the app's own windows
    /// there and offers no non-interactive scene, so a source's availability promises nothing.
    private(set) var hasExtendedDisplay = false
    /// The availability last logged, so each change is logged once.
    private var loggedAvailability = false

    init(
        path: PresentationPath, reconnectPolicy: ReconnectPolicy = .resume,
        invariantPolicy: InvariantPolicy = .forThisBuild
    ) {
        self.path = path
        self.reconnectPolicy = reconnectPolicy
        self.invariantPolicy = invariantPolicy
    }

    /// Takes a state as given, unchecked: for tests that need a state no sequence of events reaches.
    /// The invariants are checked, as always, at the end of the next event.
    init(
        restoring path: PresentationPath, scenes: [ConnectedScene], sources: [Source], playback: Playback,
        reconnectPolicy: ReconnectPolicy = .resume, invariantPolicy: InvariantPolicy
    ) {
        self.init(path: path, reconnectPolicy: reconnectPolicy, invariantPolicy: invariantPolicy)
        self.scenes = scenes
        self.sources = sources
        self.playback = playback
        for scene in scenes where !displays.contains(where: { $0.id == scene.display }) {
            displays.append(KnownDisplay(id: scene.display, metrics: scene.metrics))
            displayCounter = max(displayCounter, scene.display.rawValue)
        }
        loggedAvailability = isAvailable
    }

    /// A display can be presented to: an external scene is connected, or, on the scene accessory path, a
    /// registration reports the accessory available (it is, while playback is off and no scene exists).
    /// While Stage Manager extends the display, only a connected scene counts.
    var isAvailable: Bool {
        !scenes.isEmpty || (path == .sceneAccessory && !hasExtendedDisplay && sources.contains(where: \.isAvailable))
    }

    var isPlaybackRequested: Bool {
        playback != .stopped
    }

    var isViewAdded: Bool {
        presentedScene != nil
    }

    /// The scene whose window shows the content.
    var presentedScene: SceneID? {
        if case .presenting(_, let scene) = playback { scene } else { nil }
    }

    /// The content requested, shown or waiting.
    var requestedContent: ContentID? {
        switch playback {
        case .stopped: nil
        case .waiting(let content), .presenting(let content, _): content
        }
    }
}

/// One method per event, named for what happened. Each returns the effects to perform, in order,
/// and leaves the machine settled: its invariants hold when it returns.
extension PresentationMachine {
    /// `screen`: the screen the scene is on, when the shell can tell; a scene on a known display's
    /// screen is that display again.
    mutating func sceneDidConnect(
        _ scene: SceneID, metrics: DisplayMetrics, source: SourceID?, screenKey screen: ScreenKey? = nil
    ) -> [Effect] {
        guard !scenes.contains(where: { $0.id == scene }) else {
            return [.log(.info("\(scene) connected twice; ignored"))]
        }
        var effects: [Effect] = []
        let display = displayForScene(on: screen, metrics: metrics, effects: &effects)
        scenes.append(ConnectedScene(id: scene, metrics: metrics, source: source, display: display))
        let origin = source.map { " for \($0)" } ?? ""
        effects.insert(.log(.notice("external \(scene) connected\(origin) on \(display): \(metrics)")), at: 0)
        return settle(after: effects)
    }

    /// The scene left. Its display stays, not presentable, unless this is an unplug. On the Info.plist
    /// path the system offers a scene for every display while the app is active, so a scene that leaves
    /// then leaves because its display did. (`UIScreen.didDisconnectNotification` would say so directly,
    /// but `UIScreen.h` deprecates it since iOS 16 in favour of the scene callbacks.) On the scene
    /// accessory path the system also takes every scene of a registration back when the registration it
    /// presents changes, so a departure there is an unplug only when the system goes on presenting the
    /// same source on another display (``sceneChangesDidSettle()``), or reports that no display is
    /// available (``sourcesDidReportAvailability(_:)``).
    ///
    /// `appLeftForeground`: the shell saw the app leave the foreground; the machine also knows it from
    /// ``appActivityDidChange(isActive:)``.
    mutating func sceneDidDisconnect(_ scene: SceneID, appLeftForeground: Bool = false) -> [Effect] {
        guard let index = scenes.firstIndex(where: { $0.id == scene }) else {
            return [.log(.info("unknown \(scene) disconnected; ignored"))]
        }
        let departed = scenes.remove(at: index)
        let leftWithTheApp = appLeftForeground || !isAppActive
        let reason = leftWithTheApp ? "left with the app (background or locked)" : "disconnected"
        var effects: [Effect] = [.log(.notice("external \(scene) \(reason)"))]
        if case .presenting(let content, scene) = playback {
            effects.append(.detachWindow(from: scene))
            playback = .waiting(content)
            if preferredDisplay == nil { preferredDisplay = departed.display }
        }
        if path == .infoPlist && !leftWithTheApp && !scenes.contains(where: { $0.display == departed.display }) {
            effects += unplug(departed.display)
        } else if !scenes.contains(where: { $0.display == departed.display }) {
            noteDeparture(of: departed, withTheApp: leftWithTheApp)
            effects.append(.log(.info("\(departed.display) stays, not presentable, until its scene returns or it is unplugged")))
        }
        return settle(after: effects)
    }

    /// The scene changes UIKit made in one turn are all in: on the scene accessory path, a display whose
    /// scene left while another scene of the same source stayed, and that source still has that scene,
    /// was unplugged. The system moving its scenes to another registration takes them all back in the
    /// same turn.
    mutating func sceneChangesDidSettle() -> [Effect] {
        settle(after: unplugDisplaysLeftBehindByTheirSource())
    }

    /// The app's own scenes became active, or none is any more.
    mutating func appActivityDidChange(isActive: Bool) -> [Effect] {
        guard isAppActive != isActive else { return [] }
        isAppActive = isActive
        // What the system reported before is stale once the app comes and goes.
        systemReportsNoDisplay = false
        return settle(after: [.log(.info(isActive ? "the app is active" : "the app is not active"))])
    }

    mutating func sourceDidRegister(_ source: SourceID) -> [Effect] {
        guard !sources.contains(where: { $0.id == source }) else {
            return [.log(.info("\(source) registered twice; ignored"))]
        }
        sources.append(Source(id: source))
        let detail =
            path == .sceneAccessory ? "registered its scene accessory" : "appeared (the Info.plist path needs no registration)"
        return settle(after: [.log(.notice("\(source) \(detail)"))])
    }

    mutating func sourceDidUnregister(_ source: SourceID) -> [Effect] {
        guard let index = sources.firstIndex(where: { $0.id == source }) else {
            return [.log(.info("unknown \(source) unregistered; ignored"))]
        }
        sources.remove(at: index)
        var effects: [Effect] = [.log(.notice("\(source) left the interface"))]
        if path == .sceneAccessory && sources.isEmpty && isPlaybackRequested {
            effects.append(.log(.warning(Self.noSourceWarning)))
        }
        return settle(after: effects)
    }

    mutating func sourceAvailabilityDidChange(_ source: SourceID, isAvailable: Bool) -> [Effect] {
        sourcesDidReportAvailability([(source, isAvailable)])
    }

    /// What the system reported in `updateProperties()` for each source, gathered over one pass so
    /// that one registration losing availability while another gains it reads as one change. When the
    /// reports take the last available source to unavailable while the app is active, the system says
    /// no display is available: every display away is unplugged.
    mutating func sourcesDidReportAvailability(_ reports: [(SourceID, Bool)]) -> [Effect] {
        let wasAvailable = sources.contains(where: \.isAvailable)
        var effects: [Effect] = []
        for (source, isAvailable) in reports {
            guard let index = sources.firstIndex(where: { $0.id == source }) else {
                effects.append(.log(.info("availability of unknown \(source) ignored")))
                continue
            }
            guard sources[index].isAvailable != isAvailable else { continue }
            sources[index].isAvailable = isAvailable
            effects.append(.log(.notice("\(source) accessory available: \(isAvailable)")))
        }
        let isAvailableNow = sources.contains(where: \.isAvailable)
        if isAvailableNow {
            systemReportsNoDisplay = false
        } else if wasAvailable && isAppActive && path == .sceneAccessory {
            systemReportsNoDisplay = true
        }
        guard !effects.isEmpty else { return [] }
        return settle(after: effects)
    }

    /// A source went off screen: its last availability is stale, so it counts as unavailable, but this
    /// is AirKit's own inference, not a report of the system's, and unplugs nothing.
    mutating func sourceDidLeaveScreen(_ source: SourceID) -> [Effect] {
        guard let index = sources.firstIndex(where: { $0.id == source }), sources[index].isAvailable else { return [] }
        sources[index].isAvailable = false
        return settle(after: [.log(.info("\(source) is off screen; counted unavailable"))])
    }

    /// `display`: the display the app chose; `nil` keeps the display showing content, or takes the first.
    mutating func playRequested(_ content: ContentID, on display: DisplayID? = nil) -> [Effect] {
        var effects: [Effect] = [.log(.notice("play requested (\(content))"))]
        if let replaced = requestedContent { lastEnd = PlaybackEnd(content: replaced, reason: .replaced) }
        effects += choosePreferredDisplay(display)
        switch playback {
        case .presenting(_, let shown) where preferredDisplay == nil || sceneToPresentOn == shown:
            playback = .presenting(content, on: shown)
            effects.append(.attachWindow(to: shown, content: content))
        case .presenting(_, let shown):
            effects.append(.detachWindow(from: shown))
            playback = .waiting(content)
        case .stopped, .waiting:
            playback = .waiting(content)
        }
        if path == .sceneAccessory && sources.isEmpty {
            effects.append(.log(.warning(Self.noSourceWarning)))
        } else if hasExtendedDisplay && scenes.isEmpty {
            effects.append(.log(.notice(Self.extendedDisplayNotice)))
        }
        return settle(after: effects)
    }

    /// Stage Manager started or stopped extending the app onto an external display.
    mutating func extendedDisplayDidChange(_ isExtended: Bool) -> [Effect] {
        guard hasExtendedDisplay != isExtended else { return [] }
        hasExtendedDisplay = isExtended
        let line = isExtended ? Self.extendedDisplayNotice : "the external display is no longer extended"
        return settle(after: [.log(.notice(line))])
    }

    /// Ends a request that can only wait for an extended display, when the policy says so.
    mutating func applyStageManagerPolicy() -> [Effect] {
        guard stageManagerPolicy == .stopPlayback, hasExtendedDisplay, scenes.isEmpty, case .waiting = playback else {
            return []
        }
        end(.displayExtended)
        return [.log(.notice("playback stopped: the only display is extended (Stage Manager) and the policy is stopPlayback"))]
    }

    /// `reason`: ``PlaybackEnd/Reason/stopped`` when the app calls `stop()`,
    /// ``PlaybackEnd/Reason/presenterLeft`` when a presenter's view left the interface.
    mutating func stopRequested(_ reason: PlaybackEnd.Reason = .stopped) -> [Effect] {
        var effects: [Effect] = [.log(.notice("stop requested"))]
        if case .presenting(_, let scene) = playback {
            effects.append(.detachWindow(from: scene))
        }
        end(reason)
        return settle(after: effects)
    }

    /// Records the policy. It acts at the next unplug; a request standing now, shown, waiting for a
    /// display or waiting for the app to return, goes on.
    mutating func reconnectPolicyDidChange(to policy: ReconnectPolicy) -> [Effect] {
        reconnectPolicy = policy
        return settle(after: [])
    }

    /// Ends the request, if any, for `reason`.
    mutating func end(_ reason: PlaybackEnd.Reason) {
        if let content = requestedContent { lastEnd = PlaybackEnd(content: content, reason: reason) }
        playback = .stopped
        preferredDisplay = nil
    }

    static let extendedDisplayNotice =
        "the external display is extended (Stage Manager): it shows the app's own windows, and the system offers "
        + "no external-display scene for AirKit's content; turn Stage Manager off or use the display for app windows"

    static let noSourceWarning =
        "Air.play needs an .airPlaySource() in the app's interface on iOS 27: the system offers the external "
        + "scene only to a presented view controller's scene accessory. Attach .airPlaySource() to the main view."

    /// Unplugs the displays away once the system reports none available, applies the Stage Manager
    /// policy, moves the content back to the preferred display when it is presentable again, presents
    /// waiting content on the preferred or first presentable display and enables every source not yet
    /// enabled; then enforces the invariants and logs a change
    /// of availability.
    mutating func settle(after effects: [Effect]) -> [Effect] {
        var effects = effects + unplugDisplaysAwayIfTheSystemReportsNone() + applyStageManagerPolicy()
        if case .presenting(let content, let shown) = playback, let preferred = sceneToPresentOn, preferred != shown,
            preferredDisplay.flatMap(scene(on:)) == preferred
        {
            // The preferred display is back: the content returns to it from the one that stood in.
            effects.append(.detachWindow(from: shown))
            playback = .waiting(content)
        }
        if case .waiting(let content) = playback, let scene = sceneToPresentOn {
            playback = .presenting(content, on: scene)
            effects.append(.attachWindow(to: scene, content: content))
        }
        if path == .sceneAccessory {
            for index in sources.indices where sources[index].isEnabled != true {
                sources[index].isEnabled = true
                effects.append(.enableSource(sources[index].id))
            }
        }
        effects += enforceInvariants()
        if loggedAvailability != isAvailable {
            loggedAvailability = isAvailable
            effects.append(.log(.notice(isAvailable ? "a display is available" : "no display is available")))
        }
        return effects
    }

    /// Puts the machine in the safe state whatever state it is in, and returns what the shell must do
    /// to match: a `detachWindow` for the presented scene and every connected one (a window can only be
    /// on one of them, and detaching a scene without one does nothing), playback stopped, each scene
    /// and source listed once, and on the scene accessory path every registration enabled again (an
    /// enabled registration without a window mirrors).
    mutating func resetToSafeState() -> [Effect] {
        var detached: [SceneID] = presentedScene.map { [$0] } ?? []
        for scene in scenes where !detached.contains(scene.id) { detached.append(scene.id) }
        var effects = detached.map { Effect.detachWindow(from: $0) }
        end(.recovered)
        var listedScenes = Set<SceneID>()
        scenes = scenes.filter { listedScenes.insert($0.id).inserted }
        var listedDisplays = Set<DisplayID>()
        displays = displays.filter { listedDisplays.insert($0.id).inserted }
        for scene in scenes where !listedDisplays.contains(scene.display) {
            listedDisplays.insert(scene.display)
            displays.append(KnownDisplay(id: scene.display, metrics: scene.metrics))
        }
        var listedSources = Set<SourceID>()
        sources = sources.filter { listedSources.insert($0.id).inserted }
        for index in sources.indices {
            sources[index].isEnabled = path == .sceneAccessory ? true : nil
            if path == .sceneAccessory { effects.append(.enableSource(sources[index].id)) }
        }
        return effects
    }
}
