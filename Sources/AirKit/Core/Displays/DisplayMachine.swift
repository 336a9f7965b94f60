/// The external displays AirKit knows: which scene each one has now, which display a scene is on across
/// the app's life cycle, what each screen reports, and what the display policy did to each.
///
/// UIKit hands an app scenes, not displays, and takes them back for reasons that leave the display
/// plugged in: the app goes to the background or the device locks, Control Center covers the app, and
/// on iOS 27 the system moves the scenes to another registration when a sheet with its own source is
/// presented. So the machine keeps displays apart from scenes:
/// - A connecting scene is on a known display when it is on that display's screen (the same `UIScreen`
///   object), or else when a display without a scene has the same size and scale (the earliest such
///   display first). Otherwise it is a new display. Identity does not depend on UIKit handing back the
///   same `UIScreen` object, which it does not document.
/// - A scene leaving leaves its display known, not presentable, with one of the ``Absence`` reasons, or
///   unplugs it: on the Info.plist path the system offers a scene for every display while the app is
///   active, so a scene that leaves then leaves because its display did.
/// - The system's list is reconciled when the app returns: a display whose scene left with the app and
///   has not come back once that turn's scene changes are in was unplugged meanwhile
///   (``sceneChangesDidSettle(appIsActive:systemOffersScenes:)``).
/// - On the scene accessory path a display is also unplugged when its scene leaves while the app is
///   active and the system goes on presenting the same source on another display once that turn's
///   changes are in (a registration change takes every scene of the registration), or when the system
///   reports that no display is available while the app is active.
///
/// That a registration change, and the app's return, take and give back their scenes within one
/// main-queue turn is what the simulated device does; UIKit does not document it. Were they spread over
/// turns, a display whose scene came back late would be taken for a new one, with a new id.
struct DisplayMachine: Sendable {
    struct Display: Equatable, Sendable {
        let id: DisplayID
        /// The screen its scene was last on, when the shell could tell.
        var screen: ScreenKey?
        var presence: Presence
        /// What its screen reported last.
        var facts: ScreenFacts
        /// The safe area of AirKit's window on it; zero while AirKit has no window there.
        var safeArea: DisplayInsets = .zero
        var negotiation = ModeNegotiation()

        var scene: SceneID? {
            if case .shown(let scene, _) = presence { scene } else { nil }
        }
    }

    enum Presence: Equatable, Sendable {
        /// The system gives the app `scene` on the display now; `source` is the registration it connected
        /// for, when the system said.
        case shown(SceneID, source: SourceID?)
        /// The display's scene is away and the display is, as far as AirKit can tell, still plugged in.
        case away(Absence)
    }

    /// Why a display has no scene now.
    enum Absence: Equatable, Sendable {
        /// Its scene left while the app was not active (background, a locked device, Control Center).
        case withTheApp
        /// The app is active again and the scene has not come back yet: unplugged once this turn's scene
        /// changes are in, unless it comes back.
        case unconfirmed
        /// On the scene accessory path its scene left while the app was active and these other scenes of
        /// the same source were connected: unplugged if one of them is still connected once this turn's
        /// scene changes are in.
        case leftItsSource(otherScenes: [SceneID])
        /// Its scene left while the app was active, not for an unplug: the system moved it to another
        /// registration, or presents no registration now.
        case elsewhere
    }

    let path: PresentationPath
    private(set) var displays: [Display] = []
    private var lastNumber = 0
    /// What the audio route says about the displays.
    private(set) var route = DisplayRoute(outputs: [])
    /// The system said, while the app was active, that no display is available: the last available
    /// source reported unavailable (scene accessory path). Displays away then are unplugged.
    private(set) var systemReportsNoDisplay = false

    init(path: PresentationPath) {
        self.path = path
    }

    /// Takes displays as given, unchecked: for tests that need a state no sequence of events reaches.
    init(restoring path: PresentationPath, displays: [Display]) {
        self.path = path
        self.displays = displays
        lastNumber = displays.map(\.id.rawValue).max() ?? 0
    }

    /// What a display event tells the parent machine besides its effects.
    struct Outcome: Sendable {
        var effects: [RuntimeMachine.Effect] = []
        /// Displays forgotten: their preference goes, and the reconnect policy may end a request.
        var unplugged: [DisplayID] = []
        /// A scene that stopped counting for its display (replaced by a newer one on the same display).
        var replacedScene: SceneID?
    }
}

// MARK: - Scenes

extension DisplayMachine {
    /// A scene connected on `screen` with `facts`. A second scene on a display that has one replaces it.
    mutating func sceneDidConnect(
        _ scene: SceneID, on screen: ScreenKey?, facts: ScreenFacts, source: SourceID?, policy: DisplayPolicy
    ) -> (display: DisplayID, outcome: Outcome) {
        var outcome = Outcome()
        let known =
            screen.flatMap { screen in displays.firstIndex { $0.screen == screen } }
            ?? displays.firstIndex { $0.facts.metrics == facts.metrics && $0.scene == nil }
        let index: Int
        if let known {
            index = known
            if let replaced = displays[index].scene {
                outcome.replacedScene = replaced
                outcome.effects.append(.log(.info("\(replaced) is replaced on \(displays[index].id)")))
            }
            if let screen, let old = displays[index].screen, old != screen { outcome.effects.append(.forgetScreen(old)) }
            if let screen { displays[index].screen = screen }
            displays[index].presence = .shown(scene, source: source)
            displays[index].facts = facts
        } else {
            lastNumber += 1
            displays.append(
                Display(
                    id: DisplayID(rawValue: lastNumber), screen: screen, presence: .shown(scene, source: source), facts: facts))
            index = displays.count - 1
        }
        let display = displays[index].id
        let origin = source.map { " for \($0)" } ?? ""
        outcome.effects.insert(.log(.notice("external \(scene) connected\(origin) on \(display): \(facts.metrics)")), at: 0)
        outcome.effects += negotiate(at: index, policy: policy)
        return (display, outcome)
    }

    /// `scene` left: while the app is active on the Info.plist path, or after the system said no display
    /// is available, because its display was unplugged; otherwise its display stays, not presentable,
    /// for the reason the circumstances give.
    mutating func sceneDidDisconnect(_ scene: SceneID, appIsActive: Bool) -> Outcome {
        guard let index = displays.firstIndex(where: { $0.scene == scene }) else {
            return Outcome(effects: [.log(.info("unknown \(scene) disconnected; ignored"))])
        }
        let display = displays[index]
        var outcome = Outcome(effects: [
            .log(
                .notice("external \(scene) \(appIsActive ? "disconnected" : "left with the app (background, locked or covered)")")
            )
        ])
        guard appIsActive else {
            displays[index].presence = .away(.withTheApp)
            displays[index].safeArea = .zero
            outcome.effects.append(.log(.info("\(display.id) stays, not presentable, until the app is back")))
            return outcome
        }
        if path == .infoPlist || systemReportsNoDisplay {
            outcome.effects += unplug(display.id)
            outcome.unplugged = [display.id]
            return outcome
        }
        let source: SourceID? = if case .shown(_, let source) = display.presence { source } else { nil }
        let others = displays.compactMap { other -> SceneID? in
            guard other.id != display.id, case .shown(let scene, let otherSource) = other.presence, source != nil,
                otherSource == source
            else { return nil }
            return scene
        }
        displays[index].presence = .away(others.isEmpty ? .elsewhere : .leftItsSource(otherScenes: others))
        displays[index].safeArea = .zero
        outcome.effects.append(.log(.info("\(display.id) stays, not presentable, until its scene returns or it is unplugged")))
        return outcome
    }

    /// The scene changes of one turn are all in: a display whose source still shows a scene it showed
    /// when this display's scene left was unplugged; a display whose scene left with the app and did not
    /// come back with it was unplugged meanwhile, when the system offers scenes now; once the system has
    /// said no display is available, every display away was unplugged.
    ///
    /// On the scene accessory path, once a source reports a display available the system gives a scene to
    /// every display that is there, so a display still away (its scene moved, or no registration was
    /// presented when it left) was unplugged meanwhile.
    mutating func sceneChangesDidSettle(appIsActive: Bool, systemOffersScenes: Bool, anySourceAvailable: Bool) -> Outcome {
        guard appIsActive else { return Outcome() }
        var unplugged: [DisplayID] = []
        for display in displays {
            guard case .away(let absence) = display.presence else { continue }
            switch absence {
            case .leftItsSource(let others):
                let stayed = others.contains { other in displays.contains { $0.scene == other } }
                if stayed { unplugged.append(display.id) } else { setAbsence(.elsewhere, of: display.id) }
            case .unconfirmed:
                if systemOffersScenes || path == .infoPlist { unplugged.append(display.id) }
            case .elsewhere:
                if path == .sceneAccessory && anySourceAvailable { unplugged.append(display.id) }
            case .withTheApp:
                break
            }
            if systemReportsNoDisplay && path == .sceneAccessory && !unplugged.contains(display.id) {
                unplugged.append(display.id)
            }
        }
        var outcome = Outcome(unplugged: unplugged)
        for display in unplugged { outcome.effects += unplug(display) }
        return outcome
    }

    /// The app's own scenes became active, or none is any more. Coming back, every display whose scene
    /// left with the app is unconfirmed until this turn's scene changes are in.
    mutating func appActivityDidChange(isActive: Bool) {
        systemReportsNoDisplay = false
        guard isActive else { return }
        for index in displays.indices where displays[index].presence == .away(.withTheApp) {
            displays[index].presence = .away(.unconfirmed)
        }
    }

    /// On the scene accessory path, the sources' reports took availability from some to none while the
    /// app is active (`wentToNone`), or back to some: the system says whether any display is there. Once
    /// it says none is, every display away was unplugged, now and until it says otherwise.
    mutating func availabilityDidChange(wentToNone: Bool, isAvailableNow: Bool) -> Outcome {
        if isAvailableNow {
            systemReportsNoDisplay = false
        } else if wentToNone && path == .sceneAccessory {
            systemReportsNoDisplay = true
        }
        guard systemReportsNoDisplay else { return Outcome() }
        var outcome = Outcome(unplugged: displays.filter { $0.scene == nil }.map(\.id))
        for display in outcome.unplugged { outcome.effects += unplug(display) }
        return outcome
    }

    private mutating func setAbsence(_ absence: Absence, of display: DisplayID) {
        guard let index = displays.firstIndex(where: { $0.id == display }) else { return }
        displays[index].presence = .away(absence)
    }

    /// Forgets `display`.
    private mutating func unplug(_ display: DisplayID) -> [RuntimeMachine.Effect] {
        guard let index = displays.firstIndex(where: { $0.id == display }) else { return [] }
        let screen = displays.remove(at: index).screen
        var effects: [RuntimeMachine.Effect] = [.log(.notice("\(display) unplugged"))]
        if let screen { effects.append(.forgetScreen(screen)) }
        return effects
    }
}

// MARK: - Facts and the policy

extension DisplayMachine {
    /// The screen of `scene` reported `facts`: its mode changed, its capture changed, or AirKit applied
    /// the policy to it.
    mutating func screenDidReport(_ facts: ScreenFacts, on scene: SceneID, policy: DisplayPolicy) -> [RuntimeMachine.Effect] {
        guard let index = displays.firstIndex(where: { $0.scene == scene }) else { return [] }
        let old = displays[index].facts
        displays[index].facts = facts
        var effects: [RuntimeMachine.Effect] = []
        if old != facts { effects.append(.log(.notice("\(displays[index].id): \(facts)"))) }
        return effects + negotiate(at: index, policy: policy)
    }

    /// The display policy changed: each display with a scene is asked again.
    mutating func policyDidChange(to policy: DisplayPolicy) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = [.log(.notice("display policy: \(policy)"))]
        for index in displays.indices where displays[index].scene != nil {
            effects += negotiate(at: index, policy: policy)
        }
        return effects
    }

    /// ``DisplayPolicy/modeSwitchTimeout`` passed after request `request` to `display`.
    mutating func modeSwitchDidTimeOut(_ display: DisplayID, request: Int) -> [RuntimeMachine.Effect] {
        guard let index = displays.firstIndex(where: { $0.id == display }), let scene = displays[index].scene else { return [] }
        let before = displays[index].negotiation.request
        let changes = displays[index].negotiation.switchTimedOut(request: request, facts: displays[index].facts)
        var effects: [RuntimeMachine.Effect] = []
        if let after = displays[index].negotiation.request, after != before, after.status == .refused {
            effects.append(
                .log(.notice("\(display) did not switch to \(after.mode) within \(DisplayPolicy.modeSwitchTimeout) s: refused")))
        }
        return effects + apply(changes, at: index, scene: scene)
    }

    /// AirKit's window on `scene` reports `insets` as its safe area (zero once the window is gone).
    mutating func windowSafeAreaDidChange(_ insets: DisplayInsets, on scene: SceneID) {
        guard let index = displays.firstIndex(where: { $0.scene == scene }) else { return }
        displays[index].safeArea = insets
    }

    mutating func audioRouteDidChange(_ route: DisplayRoute) {
        self.route = route
    }

    /// Runs the negotiation of the display at `index` on its facts and returns what to set on it.
    private mutating func negotiate(at index: Int, policy: DisplayPolicy) -> [RuntimeMachine.Effect] {
        guard let scene = displays[index].scene else { return [] }
        let changes = displays[index].negotiation.facts(displays[index].facts, under: policy)
        return apply(changes, at: index, scene: scene)
    }

    private func apply(_ changes: ModeNegotiation.Changes, at index: Int, scene: SceneID) -> [RuntimeMachine.Effect] {
        guard !changes.isEmpty else { return [] }
        let display = displays[index]
        var asks: [String] = []
        if let mode = changes.mode { asks.append("mode \(mode)") }
        if let overscan = changes.overscan { asks.append("overscan compensation \(overscan.rawValue)") }
        var effects: [RuntimeMachine.Effect] = [
            .log(.notice("\(display.id): the display policy asks for \(asks.joined(separator: " and "))")),
            .applyDisplayChanges(changes, on: scene),
        ]
        if changes.mode != nil {
            effects.append(.scheduleModeSwitchTimeout(display.id, request: display.negotiation.requestNumber))
        }
        return effects
    }
}

// MARK: - Invariants

extension DisplayMachine {
    /// Makes the displays sound again after a broken rule: each display listed once, and each scene on
    /// one display (the first that had it; the others are away).
    mutating func repair() {
        var ids = Set<DisplayID>()
        var scenes = Set<SceneID>()
        displays = displays.filter { ids.insert($0.id).inserted }
        for index in displays.indices {
            guard let scene = displays[index].scene, !scenes.insert(scene).inserted else { continue }
            displays[index].presence = .away(.elsewhere)
        }
    }

    /// The first broken rule of the displays, described; `nil` when they are sound.
    var invariantViolation: String? {
        if Set(displays.map(\.id)).count != displays.count { return "a display is listed twice" }
        let scenes = displays.compactMap(\.scene)
        if Set(scenes).count != scenes.count { return "a scene is on two displays" }
        return nil
    }
}
