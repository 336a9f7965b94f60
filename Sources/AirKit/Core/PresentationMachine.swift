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
/// - The scene shown is the one a request preferred while it is connected, otherwise the first
///   connected one still connected, so the choice among several displays is deterministic and falls
///   over to the next when it disconnects (`PresentationMachine+DisplayChoice.swift`).
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
        /// Set the source's `UISceneAccessoryRegistration.isEnabled`.
        case setSourceEnabled(SourceID, Bool)
        case log(LogLine)
    }

    let path: PresentationPath
    var reconnectPolicy: ReconnectPolicy
    /// What a request that can only wait for an extended display does.
    var stageManagerPolicy = StageManagerPolicy.leaveExtendedDisplaysAlone
    /// The scene the current request asked for, while it is connected.
    var preferredScene: SceneID?
    /// Trap or recover when an event breaks an invariant; ``InvariantPolicy/forThisBuild`` unless a test
    /// asks otherwise.
    let invariantPolicy: InvariantPolicy
    private(set) var scenes: [ConnectedScene] = []
    private(set) var sources: [Source] = []
    private(set) var playback: Playback = .stopped
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
    mutating func sceneDidConnect(_ scene: SceneID, metrics: DisplayMetrics, source: SourceID?) -> [Effect] {
        guard !scenes.contains(where: { $0.id == scene }) else {
            return [.log(.info("\(scene) connected twice; ignored"))]
        }
        scenes.append(ConnectedScene(id: scene, metrics: metrics, source: source))
        let origin = source.map { " for \($0)" } ?? ""
        return settle(after: [.log(.notice("external \(scene) connected\(origin): \(metrics)"))])
    }

    /// `appLeftForeground`: the scene left because the app went to the background (or the device
    /// locked), not because its display went away. The request then waits for the app's return
    /// whatever ``reconnectPolicy`` says: the display is still there.
    mutating func sceneDidDisconnect(_ scene: SceneID, appLeftForeground: Bool = false) -> [Effect] {
        guard let index = scenes.firstIndex(where: { $0.id == scene }) else {
            return [.log(.info("unknown \(scene) disconnected; ignored"))]
        }
        scenes.remove(at: index)
        if preferredScene == scene { preferredScene = nil }
        let reason = appLeftForeground ? "left with the app (background or locked)" : "disconnected"
        var effects: [Effect] = [.log(.notice("external \(scene) \(reason)"))]
        if case .presenting(let content, scene) = playback {
            effects.append(.detachWindow(from: scene))
            if scenes.isEmpty && reconnectPolicy == .stop && !appLeftForeground {
                playback = .stopped
                effects.append(.log(.notice("playback stopped: its display disconnected and the reconnect policy is stop")))
            } else {
                playback = .waiting(content)
            }
        }
        return settle(after: effects)
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
        guard let index = sources.firstIndex(where: { $0.id == source }) else {
            return [.log(.info("availability of unknown \(source) ignored"))]
        }
        guard sources[index].isAvailable != isAvailable else { return [] }
        sources[index].isAvailable = isAvailable
        return settle(after: [.log(.notice("\(source) accessory available: \(isAvailable)"))])
    }

    /// `scene`: the display the app chose; `nil` keeps the display showing content, or takes the first.
    mutating func playRequested(_ content: ContentID, on scene: SceneID? = nil) -> [Effect] {
        var effects: [Effect] = [.log(.notice("play requested (\(content))"))]
        effects += choosePreferredScene(scene)
        switch playback {
        case .presenting(_, let shown) where preferredScene == nil || preferredScene == shown:
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
        playback = .stopped
        preferredScene = nil
        return [.log(.notice("playback stopped: the only display is extended (Stage Manager) and the policy is stopPlayback"))]
    }

    mutating func stopRequested() -> [Effect] {
        var effects: [Effect] = [.log(.notice("stop requested"))]
        if case .presenting(_, let scene) = playback {
            effects.append(.detachWindow(from: scene))
        }
        playback = .stopped
        preferredScene = nil
        return settle(after: effects)
    }

    mutating func reconnectPolicyDidChange(to policy: ReconnectPolicy) -> [Effect] {
        reconnectPolicy = policy
        if policy == .stop, scenes.isEmpty, case .waiting = playback {
            playback = .stopped
            return settle(after: [.log(.notice("waiting playback stopped: the reconnect policy is now stop"))])
        }
        return settle(after: [])
    }

    static let extendedDisplayNotice =
        "the external display is extended (Stage Manager): it shows the app's own windows, and the system offers "
        + "no external-display scene for AirKit's content; turn Stage Manager off or use the display for app windows"

    static let noSourceWarning =
        "Air.play needs an .airPlaySource() in the app's interface on iOS 27: the system offers the external "
        + "scene only to a presented view controller's scene accessory. Attach .airPlaySource() to the main view."

    /// Applies the Stage Manager policy, presents waiting content on the preferred or first connected
    /// scene and enables every source not yet enabled; then enforces the invariants and logs a change
    /// of availability.
    mutating func settle(after effects: [Effect]) -> [Effect] {
        var effects = effects + applyStageManagerPolicy()
        if case .waiting(let content) = playback, let scene = sceneToPresentOn {
            playback = .presenting(content, on: scene)
            effects.append(.attachWindow(to: scene, content: content))
        }
        if path == .sceneAccessory {
            for index in sources.indices where sources[index].isEnabled != true {
                sources[index].isEnabled = true
                effects.append(.setSourceEnabled(sources[index].id, true))
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
        playback = .stopped
        preferredScene = nil
        var listedScenes = Set<SceneID>()
        scenes = scenes.filter { listedScenes.insert($0.id).inserted }
        var listedSources = Set<SourceID>()
        sources = sources.filter { listedSources.insert($0.id).inserted }
        for index in sources.indices {
            sources[index].isEnabled = path == .sceneAccessory ? true : nil
            if path == .sceneAccessory { effects.append(.setSourceEnabled(sources[index].id, true)) }
        }
        return effects
    }
}
