/// Decides what the external display shows: which request stands, whether it is shown or waits, on which
/// display, and the sources that make the display available on iOS 27.
///
/// It is one of the small machines ``RuntimeMachine`` composes. It knows the displays only as the parent
/// passes them in (``Context``): which can show content now, and on which scene.
///
/// What the caller can rely on:
/// - A scene shows at most one request, and the main request one window at a time: its `attachWindow`
///   to another scene is always preceded by the `detachWindow` of the previous one.
/// - On the scene accessory path every source is enabled when it registers, playing or not: the window,
///   not the registration, follows playback, as on the Info.plist path, where sources are never enabled
///   (there is nothing to enable). A disabled registration may never be told a display is there, and
///   disabling may hide the scene rather than disconnect it (Documentation/PlatformFacts.md,
///   "Availability before play"); an enabled one with no window mirrors.
/// - The content is on the display the request prefers (the one chosen, or the one it was shown on
///   before that display's scene went away) while that display is presentable, otherwise on the first
///   presentable display, so the choice among several displays is deterministic, falls over to the
///   next and comes back.
/// - ``reconnectPolicy`` acts only when a display is unplugged; setting it changes no request.
/// - Every end of a request is recorded with its reason in ``lastEnd``.
/// - While Stage Manager extends the only display, a waiting request is ended when
///   ``stageManagerPolicy`` is ``StageManagerPolicy/stopPlayback``.
/// - A request wanted whenever a display is available (``Request/isWantedWheneverAvailable``) ends only
///   when it is stopped or replaced: neither policy ends it, and it waits for the next display.
/// - Requests pinned to a display (``pinned``, `PresentationMachine+Pinned.swift`) are shown beside the
///   main request, each only on its own display, one window per display: the main request never goes
///   to a display a pinned request holds.
struct PresentationMachine: Sendable {
    /// A request: what to show, and the display it goes back to whenever that display is presentable
    /// (the one it chose, or the one it was shown on when that display's scene went away). The
    /// preference is forgotten when that display is unplugged, and ends with the request.
    struct Request: Equatable, Sendable {
        let content: ContentID
        let kind: ContentKind
        var preferredDisplay: DisplayID?
        /// The app wants it on a display whenever one is available, until it stops or replaces it: an
        /// unplug or an extended display makes it wait, whatever ``reconnectPolicy`` and
        /// ``stageManagerPolicy`` say.
        var isWantedWheneverAvailable = false
    }

    enum Playback: Equatable, Sendable {
        case stopped
        /// Requested, with no scene to show it on yet.
        case waiting(Request)
        case presenting(Request, on: SceneID)
    }

    /// A source in the interface and what the system last reported of its registration.
    struct Source: Equatable, Sendable {
        let id: SourceID
        /// The registration reports a display available; `false` while it is off screen.
        var isAvailable = false
    }

    /// What the machine needs to know of the rest of the runtime.
    struct Context: Sendable {
        /// The displays that can show content now, with their scenes, in the order they first came.
        var presentable: [(display: DisplayID, scene: SceneID)]
        /// Stage Manager extends the app onto an external display.
        var isDisplayExtended: Bool
    }

    let path: PresentationPath
    private(set) var reconnectPolicy: ReconnectPolicy
    private(set) var stageManagerPolicy = StageManagerPolicy.leaveExtendedDisplaysAlone
    private(set) var sources: [Source] = []
    private(set) var playback: Playback = .stopped
    /// The requests pinned to a display, beside the main one, in the order they were made: at most one
    /// per display.
    var pinned: [Pinned] = []
    /// The last request that ended, and why.
    var lastEnd: PlaybackEnd?

    init(path: PresentationPath, reconnectPolicy: ReconnectPolicy = .resume) {
        self.path = path
        self.reconnectPolicy = reconnectPolicy
    }

    /// Takes a state as given, unchecked: for tests that need a state no sequence of events reaches.
    init(restoring path: PresentationPath, sources: [Source], playback: Playback) {
        self.init(path: path)
        self.sources = sources
        self.playback = playback
    }

    var request: Request? {
        switch playback {
        case .stopped: nil
        case .waiting(let request), .presenting(let request, _): request
        }
    }

    /// The scene whose window shows the content.
    var presentedScene: SceneID? {
        if case .presenting(_, let scene) = playback { scene } else { nil }
    }

    var anySourceAvailable: Bool {
        sources.contains(where: \.isAvailable)
    }

    /// A display can be presented to: an external scene is connected, or, on the scene accessory path, a
    /// registration reports the accessory available (it is, while playback is off and no scene exists).
    /// While Stage Manager extends the display, only a connected scene counts.
    func isAvailable(in context: Context) -> Bool {
        !context.presentable.isEmpty || (path == .sceneAccessory && !context.isDisplayExtended && anySourceAvailable)
    }
}

// MARK: - Sources

extension PresentationMachine {
    mutating func sourceDidRegister(_ source: SourceID) -> [RuntimeMachine.Effect] {
        guard !sources.contains(where: { $0.id == source }) else {
            return [.log(.info("\(source) registered twice; ignored"))]
        }
        sources.append(Source(id: source))
        guard path == .sceneAccessory else {
            return [.log(.notice("\(source) appeared (the Info.plist path needs no registration)"))]
        }
        return [.log(.notice("\(source) registered its scene accessory")), .enableSource(source)]
    }

    mutating func sourceDidUnregister(_ source: SourceID) -> [RuntimeMachine.Effect] {
        guard let index = sources.firstIndex(where: { $0.id == source }) else {
            return [.log(.info("unknown \(source) unregistered; ignored"))]
        }
        sources.remove(at: index)
        var effects: [RuntimeMachine.Effect] = [.log(.notice("\(source) left the interface"))]
        if path == .sceneAccessory && sources.isEmpty && request != nil {
            effects.append(.log(.warning(Self.noSourceWarning)))
        }
        return effects
    }

    /// What the system reported in `updateProperties()` for each source, gathered over one pass so
    /// that one registration losing availability while another gains it reads as one change. Returns
    /// whether the reports took the sources from some available to none.
    mutating func sourcesDidReport(_ reports: [SourceReport]) -> (effects: [RuntimeMachine.Effect], wentToNone: Bool) {
        let wasAvailable = anySourceAvailable
        var effects: [RuntimeMachine.Effect] = []
        for report in reports {
            guard let index = sources.firstIndex(where: { $0.id == report.source }) else {
                effects.append(.log(.info("availability of unknown \(report.source) ignored")))
                continue
            }
            guard sources[index].isAvailable != report.isAvailable else { continue }
            sources[index].isAvailable = report.isAvailable
            effects.append(.log(.notice("\(report.source) accessory available: \(report.isAvailable)")))
        }
        return (effects, wasAvailable && !anySourceAvailable)
    }

    /// A source went off screen: its last availability is stale, so it counts as unavailable, but this
    /// is AirKit's own inference, not a report of the system's.
    mutating func sourceDidLeaveScreen(_ source: SourceID) -> [RuntimeMachine.Effect] {
        guard let index = sources.firstIndex(where: { $0.id == source }), sources[index].isAvailable else { return [] }
        sources[index].isAvailable = false
        return [.log(.info("\(source) is off screen; counted unavailable"))]
    }
}

// MARK: - Requests

extension PresentationMachine {
    /// Which display a new request prefers.
    enum DisplayChoice: Equatable, Sendable {
        /// The one the previous request preferred, if any: a request without a display keeps the
        /// display that shows content and changes only the content.
        case unchanged
        /// A display AirKit knows, chosen by the app.
        case display(DisplayID)
        /// None: the app chose a display that is no longer plugged in.
        case none
    }

    /// The app asked to show `content` on the display `choice` says.
    mutating func playRequested(
        _ content: ContentID, kind: ContentKind, on choice: DisplayChoice, wheneverAvailable: Bool = false,
        in allDisplays: Context
    ) -> [RuntimeMachine.Effect] {
        let context = mainContext(allDisplays)
        let whenever = wheneverAvailable ? ", whenever a display is available" : ""
        var effects: [RuntimeMachine.Effect] = [.log(.notice("play requested (\(content)\(whenever))"))]
        let previous = request
        if let previous { lastEnd = PlaybackEnd(content: previous.content, reason: .replaced) }
        let preferred: DisplayID? =
            switch choice {
            case .unchanged: previous?.preferredDisplay
            case .display(let display): display
            case .none: nil
            }
        let new = Request(
            content: content, kind: kind, preferredDisplay: preferred, isWantedWheneverAvailable: wheneverAvailable)
        switch playback {
        case .presenting(_, let shown) where new.preferredDisplay == nil || Self.target(for: new, in: context) == shown:
            playback = .presenting(new, on: shown)
            effects.append(.attachWindow(to: shown, content: content))
        case .presenting(_, let shown):
            effects.append(.detachWindow(from: shown))
            playback = .waiting(new)
        case .stopped, .waiting:
            playback = .waiting(new)
        }
        if let previous, previous.content != content { effects.append(.releaseContent(previous.content)) }
        if path == .sceneAccessory && sources.isEmpty {
            effects.append(.log(.warning(Self.noSourceWarning)))
        } else if context.isDisplayExtended && context.presentable.isEmpty {
            effects.append(.log(.notice(Self.extendedDisplayNotice)))
        }
        return effects
    }

    /// `reason`: ``PlaybackEnd/Reason/stopped`` when the app calls `stop()`,
    /// ``PlaybackEnd/Reason/presenterLeft`` when a presenter's view left the interface.
    mutating func stopRequested(_ reason: PlaybackEnd.Reason) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = [.log(.notice("stop requested"))]
        if let scene = presentedScene { effects.append(.detachWindow(from: scene)) }
        return effects + endPinned(reason) + end(reason)
    }

    /// Records the policy. It acts at the next unplug; a request standing now, shown, waiting for a
    /// display or waiting for the app to return, goes on.
    mutating func reconnectPolicyDidChange(to policy: ReconnectPolicy) -> [RuntimeMachine.Effect] {
        reconnectPolicy = policy
        return [.log(.info("reconnect policy: \(policy)"))]
    }

    mutating func stageManagerPolicyDidChange(to policy: StageManagerPolicy) -> [RuntimeMachine.Effect] {
        stageManagerPolicy = policy
        return [.log(.info("Stage Manager policy: \(policy)"))]
    }

    /// The main request gives `scene` up to a request pinned to its display: it waits, and settling sends
    /// it to another display.
    mutating func mainRequestYields(_ scene: SceneID) -> [RuntimeMachine.Effect] {
        guard case .presenting(let request, scene) = playback else { return [] }
        playback = .waiting(request)
        return [.detachWindow(from: scene)]
    }

    /// Ends the request, if any, for `reason`, and lets go of its content. The caller detached its window.
    mutating func end(_ reason: PlaybackEnd.Reason) -> [RuntimeMachine.Effect] {
        guard let request else { return [] }
        lastEnd = PlaybackEnd(content: request.content, reason: reason)
        playback = .stopped
        return [.releaseContent(request.content)]
    }
}

// MARK: - Displays coming and going

extension PresentationMachine {
    /// `scene`, on `display`, no longer shows anything: it disconnected, went to the background with the
    /// app, or a newer scene replaced it on its display. Content shown there waits, and prefers that
    /// display from now on if it preferred none.
    mutating func sceneDidLeave(_ scene: SceneID, display: DisplayID?) -> [RuntimeMachine.Effect] {
        if let effects = pinnedSceneDidLeave(scene) { return effects }
        guard case .presenting(var request, scene) = playback else { return [] }
        if request.preferredDisplay == nil { request.preferredDisplay = display }
        playback = .waiting(request)
        return [.detachWindow(from: scene)]
    }

    /// `display` was unplugged: the preference for it goes, and a request that can now only wait ends
    /// when ``reconnectPolicy`` says so; under ``ReconnectPolicy/stopWithItsDisplay`` a request that
    /// preferred it ends whatever else could show it.
    mutating func displayWasUnplugged(_ display: DisplayID, in allDisplays: Context) -> [RuntimeMachine.Effect] {
        let pinnedEnd = pinnedDisplayWasUnplugged(display)
        let context = mainContext(allDisplays)
        guard var request, request.preferredDisplay == display else { return pinnedEnd }
        if reconnectPolicy == .stopWithItsDisplay && !request.isWantedWheneverAvailable {
            var effects: [RuntimeMachine.Effect] = []
            if let scene = presentedScene { effects.append(.detachWindow(from: scene)) }
            effects.append(.log(.notice("playback stopped: its display was unplugged and the policy is stopWithItsDisplay")))
            return pinnedEnd + effects + end(.displayUnplugged)
        }
        request.preferredDisplay = nil
        if let scene = presentedScene {
            playback = .presenting(request, on: scene)
            return pinnedEnd
        }
        playback = .waiting(request)
        guard context.presentable.isEmpty, reconnectPolicy == .stop, !request.isWantedWheneverAvailable else { return pinnedEnd }
        return pinnedEnd + [.log(.notice("playback stopped: its display was unplugged and the reconnect policy is stop"))]
            + end(.displayUnplugged)
    }

    /// Applies the Stage Manager policy, moves the content back to the preferred display when it is
    /// presentable again, and presents waiting content on the preferred or first presentable display.
    mutating func settle(in allDisplays: Context) -> [RuntimeMachine.Effect] {
        var effects = settlePinned(in: allDisplays)
        let context = mainContext(allDisplays)
        if stageManagerPolicy == .stopPlayback, context.isDisplayExtended, context.presentable.isEmpty,
            case .waiting(let request) = playback, !request.isWantedWheneverAvailable
        {
            effects.append(
                .log(.notice("playback stopped: the only display is extended (Stage Manager) and the policy is stopPlayback")))
            effects += end(.displayExtended)
        }
        if case .presenting(let request, let shown) = playback,
            let preferred = Self.scene(for: request.preferredDisplay, in: context),
            preferred != shown
        {
            // The preferred display is back: the content returns to it from the one that stood in.
            effects.append(.detachWindow(from: shown))
            playback = .waiting(request)
        }
        if case .waiting(let request) = playback, let scene = Self.target(for: request, in: context) {
            playback = .presenting(request, on: scene)
            effects.append(.attachWindow(to: scene, content: request.content))
        }
        return effects
    }

    /// The scene `request` goes to: its preferred display's while that is presentable, else the first
    /// presentable display's.
    static func target(for request: Request, in context: Context) -> SceneID? {
        scene(for: request.preferredDisplay, in: context) ?? context.presentable.first?.scene
    }

    /// The scene of `display` in `context`, while it is presentable.
    static func scene(for display: DisplayID?, in context: Context) -> SceneID? {
        guard let display else { return nil }
        return context.presentable.first { $0.display == display }?.scene
    }
}

// MARK: - Invariants and recovery

extension PresentationMachine {
    /// The first broken rule, described; `nil` when the state is sound.
    func invariantViolation(in allDisplays: Context) -> String? {
        if Set(sources.map(\.id)).count != sources.count { return "a source is listed twice" }
        if let violation = pinnedInvariantViolation(in: allDisplays) { return violation }
        let context = mainContext(allDisplays)
        switch playback {
        case .presenting(_, let scene) where !context.presentable.contains(where: { $0.scene == scene }):
            return "presenting on \(scene), which is not connected"
        case .waiting where !context.presentable.isEmpty:
            return "content waits although a scene is connected"
        case .presenting(let request, let scene):
            if let preferred = Self.scene(for: request.preferredDisplay, in: context), preferred != scene {
                return
                    "presenting on \(scene) although the preferred \(String(describing: request.preferredDisplay)) is presentable"
            }
        default:
            break
        }
        return nil
    }

    /// Stops playback for ``PlaybackEnd/Reason/recovered`` and returns what the shell must do to match:
    /// a `detachWindow` for every scene in `scenes` (a window can only be on one of them, and detaching a
    /// scene without one does nothing), and on the scene accessory path every registration enabled
    /// again (an enabled registration without a window mirrors). Each source is listed once.
    mutating func reset(detaching scenes: [SceneID]) -> [RuntimeMachine.Effect] {
        var detached: [SceneID] = []
        if let scene = presentedScene { detached.append(scene) }
        for scene in scenes where !detached.contains(scene) { detached.append(scene) }
        var effects = detached.map { RuntimeMachine.Effect.detachWindow(from: $0) }
        effects += endPinned(.recovered, detaching: false) + end(.recovered)
        var listed = Set<SourceID>()
        sources = sources.filter { listed.insert($0.id).inserted }
        if path == .sceneAccessory { effects += sources.map { .enableSource($0.id) } }
        return effects
    }

    static let extendedDisplayNotice =
        "the external display is extended (Stage Manager): it shows the app's own windows, and the system offers "
        + "no external-display scene for AirKit's content; turn Stage Manager off or use the display for app windows"

    static let noSourceWarning =
        "Air.play needs an .airPlaySource() in the app's interface on iOS 27: the system offers the external "
        + "scene only to a presented view controller's scene accessory. Attach .airPlaySource() to the main view."
}
