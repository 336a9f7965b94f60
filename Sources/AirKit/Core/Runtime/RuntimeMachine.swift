/// AirKit's whole runtime, as a value: every decision about what the external displays show, made from
/// events, returned as effects. The pure core of AirKit; `Air` only carries the effects out and
/// publishes the state.
///
/// It composes small machines, each a `Sendable` value with its own state and invariants, as
/// async-algorithms composes its state machines: it routes each event to the machines it concerns, in
/// a fixed order, and concatenates their effects:
/// - ``DisplayMachine``: displays, their identity across the app's life cycle, their facts and the
///   display policy's negotiation;
/// - ``PresentationMachine``: sources, the request, where it is shown;
/// - ``LayoutMachine``: the TV-safe margins in force for UIKit content;
/// - ``VideoMachine``: the players a request shows and their hand-off;
/// - ``SurfaceMachine``: every surface's life cycle.
///
/// What the caller can rely on, after every event:
/// - Effects come in the order they must be performed: a window is detached before another is attached,
///   and a player's settings are given back only after the window effects that take it out of AirKit's
///   window.
/// - The machines' invariants hold. An event that breaks one (a bug in AirKit) traps or recovers, as
///   ``invariantPolicy`` says; recovering leaves no window and playback stopped.
/// - A change of availability is logged once, at notice level, which a device keeps, and told to the C
///   interface's observers.
struct RuntimeMachine: Sendable {
    let path: PresentationPath
    /// Trap or recover when an event breaks an invariant.
    let invariantPolicy: InvariantPolicy
    private(set) var displays: DisplayMachine
    private(set) var presentation: PresentationMachine
    private(set) var layout = LayoutMachine()
    private(set) var video: VideoMachine
    private(set) var surfaces = SurfaceMachine()
    private(set) var app = AppState()
    private(set) var displayPolicy = DisplayPolicy.system
    /// The availability last logged, so that each change is logged once (observers are told by `Air` as
    /// it publishes).
    private var loggedAvailability = false
    /// Whether the shell follows the app's own scenes for Stage Manager (``Effect/watchAppScenes(_:)``).
    private var watchesAppScenes = false

    /// Where the app is, as far as AirKit's decisions go.
    struct AppState: Equatable, Sendable {
        /// One of the app's own scenes is active. A scene that leaves while none is (background, a locked
        /// device, Control Center) leaves with the app.
        var isActive = true
        /// Stage Manager extends the app onto an external display, which then offers no scene for
        /// AirKit's content.
        var isDisplayExtended = false
    }

    init(
        path: PresentationPath, reconnectPolicy: ReconnectPolicy = .resume, declaresBackgroundAudio: Bool = true,
        hasExternalPlayback: Bool = true, invariantPolicy: InvariantPolicy = .forThisBuild
    ) {
        self.path = path
        self.invariantPolicy = invariantPolicy
        displays = DisplayMachine(path: path)
        presentation = PresentationMachine(path: path, reconnectPolicy: reconnectPolicy)
        video = VideoMachine(declaresBackgroundAudio: declaresBackgroundAudio, hasExternalPlayback: hasExternalPlayback)
    }

    /// Takes the displays and the presentation as given, unchecked: for tests that need a state no
    /// sequence of events reaches. The invariants are checked, as always, at the end of the next event.
    init(restoring displays: DisplayMachine, presentation: PresentationMachine, invariantPolicy: InvariantPolicy) {
        self.init(path: presentation.path, invariantPolicy: invariantPolicy)
        self.displays = displays
        self.presentation = presentation
        loggedAvailability = presentation.isAvailable(in: context)
    }

    /// What the presentation machine needs to know of the displays and the app.
    var context: PresentationMachine.Context {
        PresentationMachine.Context(presentable: displays.presentable, isDisplayExtended: app.isDisplayExtended)
    }

    /// Handles one event and returns the effects to perform, in order. The machines are settled and
    /// their invariants hold when it returns.
    mutating func handle(_ event: Event) -> [Effect] {
        var effects = route(event)
        effects += settle()
        return effects + enforceInvariants()
    }
}

// MARK: - Routing

extension RuntimeMachine {
    private mutating func route(_ event: Event) -> [Effect] {
        switch event {
        case .appActivityDidChange(let isActive, let players):
            // UIKit goes on changing the app's scenes after the notification (a window closing with its
            // scene under Stage Manager): look again once that turn is over, whether or not this changed.
            guard app.isActive != isActive else { return [.settleNextTurn] }
            app.isActive = isActive
            displays.appActivityDidChange(isActive: isActive)
            var effects: [Effect] = [.log(.info(isActive ? "the app is active" : "the app is not active"))]
            effects += isActive ? video.appDidBecomeActive(reports: players) : video.appDidResignActive(reports: players)
            return effects + [.settleNextTurn]
        case .appWillEnterForeground(let players):
            video.appWillEnterForeground(reports: players)
            return []
        case .extendedDisplayDidChange(let isExtended):
            guard app.isDisplayExtended != isExtended else { return [] }
            app.isDisplayExtended = isExtended
            return [
                .log(
                    .notice(isExtended ? PresentationMachine.extendedDisplayNotice : "the external display is no longer extended")
                )
            ]
        case .sceneDidConnect(let scene, let screen, let facts, let source):
            guard displays.display(showing: scene) == nil else { return [.log(.info("\(scene) connected twice; ignored"))] }
            let (display, outcome) = displays.sceneDidConnect(
                scene, on: screen, facts: facts, source: source, policy: displayPolicy)
            var effects = outcome.effects
            if let replaced = outcome.replacedScene { effects += presentation.sceneDidLeave(replaced, display: display) }
            return effects
        case .sceneDidDisconnect(let scene):
            let display = displays.display(showing: scene)?.id
            var effects = presentation.sceneDidLeave(scene, display: display)
            let outcome = displays.sceneDidDisconnect(scene, appIsActive: app.isActive)
            effects = outcome.effects + effects
            for unplugged in outcome.unplugged { effects += presentation.displayWasUnplugged(unplugged, in: context) }
            return effects + [.settleNextTurn]
        case .sceneChangesDidSettle:
            let outcome = displays.sceneChangesDidSettle(
                appIsActive: app.isActive, systemOffersScenes: systemOffersScenes,
                anySourceAvailable: presentation.anySourceAvailable)
            var effects = outcome.effects
            for unplugged in outcome.unplugged { effects += presentation.displayWasUnplugged(unplugged, in: context) }
            return effects
        case .sourceDidRegister(let source):
            // A display not confirmed since the app returned gets its scene back now, or was unplugged.
            let confirm: [Effect] = displays.hasUnconfirmedDisplays ? [.settleNextTurn] : []
            return presentation.sourceDidRegister(source) + confirm
        case .sourceDidUnregister(let source):
            return presentation.sourceDidUnregister(source)
        case .sourcesDidReport(let reports):
            let wasAvailable = presentation.anySourceAvailable
            let (reported, wentToNone) = presentation.sourcesDidReport(reports)
            // The system offers scenes again: a display it does not give one back to this turn is gone.
            let offersAgain = !wasAvailable && presentation.anySourceAvailable && displays.hasDisplaysElsewhere
            let outcome = displays.availabilityDidChange(
                wentToNone: wentToNone && app.isActive, isAvailableNow: presentation.anySourceAvailable)
            var effects = reported + outcome.effects
            for unplugged in outcome.unplugged { effects += presentation.displayWasUnplugged(unplugged, in: context) }
            return effects + (offersAgain ? [.settleNextTurn] : [])
        case .sourceDidLeaveScreen(let source):
            return presentation.sourceDidLeaveScreen(source)
        case .playRequested(let content, let kind, let display, let wheneverAvailable):
            var effects: [Effect] = []
            let choice: PresentationMachine.DisplayChoice
            if let display, displays.knows(display) {
                choice = .display(display)
            } else if let display {
                choice = .none
                effects.append(.log(.notice("\(display) is not connected; the content goes to the first available display")))
            } else {
                choice = .unchanged
            }
            return effects
                + presentation.playRequested(content, kind: kind, on: choice, wheneverAvailable: wheneverAvailable, in: context)
        case .stopRequested(let reason):
            return presentation.stopRequested(reason)
        case .pinRequested(let content, let kind, let display):
            guard displays.knows(display) else { return presentation.pinRefused(content, display: display) }
            return presentation.pinRequested(content, kind: kind, to: display, in: context)
        case .stopOnDisplayRequested(let display):
            return presentation.stopRequested(on: display, in: context)
        case .reconnectPolicyDidChange(let policy):
            return presentation.reconnectPolicyDidChange(to: policy)
        case .stageManagerPolicyDidChange(let policy):
            return presentation.stageManagerPolicyDidChange(to: policy)
        case .displayPolicyDidChange(let policy):
            guard policy != displayPolicy else { return [] }
            displayPolicy = policy
            return displays.policyDidChange(to: policy)
        case .videoHandOffDidChange(let policy):
            return video.policyDidChange(to: policy)
        case .contentMarginDidChange(let margin):
            layout.appMarginDidChange(to: margin)
            return []
        case .userMarginDidChange(let kind, let margin):
            layout.userMarginDidChange(for: kind, to: margin)
            return []
        case .screenDidReport(let facts, let scene):
            let before = displays.display(showing: scene)?.facts
            let effects = displays.screenDidReport(facts, on: scene, policy: displayPolicy)
            guard before.map(SurfaceMachine.DisplayRate.init) != SurfaceMachine.DisplayRate(facts) else { return effects }
            return effects + surfaces.displayDidChange(under: scene, rate: SurfaceMachine.DisplayRate(facts))
        case .modeSwitchDidTimeOut(let display, let request):
            return displays.modeSwitchDidTimeOut(display, request: request)
        case .audioRouteDidChange(let route):
            displays.audioRouteDidChange(route)
            return []
        case .windowSafeAreaDidChange(let insets, let scene):
            displays.windowSafeAreaDidChange(insets, on: scene)
            return []
        case .playerDidReport(let player, let report):
            return video.playerDidReport(player, report)
        case .surfaceDidEnterWindow(let surface, let scene):
            return surfaces.surfaceDidEnterWindow(surface, on: scene, rate: rate(under: scene))
        case .surfaceDidLayout(let surface, let width, let height):
            return surfaces.surfaceDidLayout(surface, width: width, height: height, rate: surfaceRate(surface))
        case .surfaceDidLeaveWindow(let surface):
            return surfaces.surfaceDidLeaveWindow(surface)
        case .drawableWasIssued(let drawable, let surface):
            surfaces.drawableWasIssued(drawable, by: surface)
            return []
        case .drawablesDidFinish(let drawables, let surface):
            return surfaces.drawablesDidFinish(drawables, of: surface)
        case .surfaceWasReleased(let surface):
            surfaces.surfaceWasReleased(surface)
            return []
        case .surfaceFrameRateWasPreferred(let surface, let range):
            return surfaces.preferredFrameRateDidChange(surface, to: range)
        }
    }

    /// Whether the system would have given a display still plugged in its scene back by now: on the
    /// scene accessory path it gives scenes only to a registration of the app's interface, so only while
    /// a source is registered (or a scene is connected, or a source reports a display available). After
    /// the app returns, a display whose scene did not come back is unplugged only then.
    private var systemOffersScenes: Bool {
        !displays.presentable.isEmpty || presentation.anySourceAvailable || !presentation.sources.isEmpty
    }

    private func rate(under scene: SceneID) -> SurfaceMachine.DisplayRate? {
        displays.display(showing: scene).map { SurfaceMachine.DisplayRate($0.facts) }
    }

    private func surfaceRate(_ surface: SurfaceID) -> SurfaceMachine.DisplayRate? {
        switch surfaces.state(of: surface) {
        case .attached(let scene, _, _), .presenting(let scene, _, _): rate(under: scene)
        case .offScreen, .draining: nil
        }
    }
}

// MARK: - Settling

extension RuntimeMachine {
    /// Brings every machine in line with the others after an event: the request goes where it can be
    /// shown, players follow the request, UIKit content gets its insets, and a change of availability is
    /// logged (observers are told by `Air` as it publishes).
    private mutating func settle() -> [Effect] {
        var effects = presentation.settle(in: context)
        for case .detachWindow(let scene) in effects { displays.windowSafeAreaDidChange(.zero, on: scene) }
        effects += video.requestDidChange(holding: presentation.heldPlayers)
        effects += layout.settle(presented: presented)
        let needsAppSceneWatch =
            presentation.stageManagerPolicy == .stopPlayback && presentation.request != nil && presentation.presentedScene == nil
        if needsAppSceneWatch != watchesAppScenes {
            watchesAppScenes = needsAppSceneWatch
            effects.append(.watchAppScenes(needsAppSceneWatch))
        }
        let isAvailable = presentation.isAvailable(in: context)
        if loggedAvailability != isAvailable {
            loggedAvailability = isAvailable
            effects.append(.log(.notice(isAvailable ? "a display is available" : "no display is available")))
        }
        return effects
    }

    /// Puts the runtime in the safe state whatever state it is in, and returns what the shell must do to
    /// match: every window detached, playback stopped, players given back, insets taken back, and on the
    /// scene accessory path every registration enabled again (an enabled registration without a window
    /// mirrors).
    mutating func resetToSafeState() -> [Effect] {
        var effects = presentation.reset(detaching: displays.presentable.map(\.scene))
        displays.repair()
        for case .detachWindow(let scene) in effects { displays.windowSafeAreaDidChange(.zero, on: scene) }
        effects += video.requestDidChange(holding: [])
        effects += layout.settle(presented: [])
        return effects
    }

    /// The content shown now (the main request's, then each pinned request's), with its scene and
    /// display, for the layout.
    private var presented: [LayoutMachine.Presented] {
        var shown: [(request: PresentationMachine.Request, scene: SceneID)] = []
        if case .presenting(let request, let scene) = presentation.playback { shown.append((request, scene)) }
        for entry in presentation.pinned {
            if let scene = entry.scene { shown.append((entry.request, scene)) }
        }
        var presented: [LayoutMachine.Presented] = []
        for (request, scene) in shown {
            guard let display = displays.state(showing: scene) else { continue }
            presented.append(
                LayoutMachine.Presented(content: request.content, kind: request.kind, scene: scene, display: display))
        }
        return presented
    }
}

extension SurfaceMachine.DisplayRate {
    init(_ facts: ScreenFacts) {
        self.init(scale: facts.nativeScale, framesPerSecond: facts.maximumFramesPerSecond)
    }
}
