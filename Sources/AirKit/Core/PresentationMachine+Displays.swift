/// Which display a scene is on, and when a display is unplugged.
///
/// UIKit hands an app scenes, not displays, and takes them back for reasons that leave the display
/// plugged in: the app goes to the background or the device locks (the scene may stay in the
/// background or be disconnected, Documentation/PlatformFacts.md), and on iOS 27 the system moves the
/// scenes to another registration when a sheet with its own source is presented, or takes them back
/// when the source leaves the interface. So the machine keeps displays apart from scenes:
/// - A connecting scene is on a known display when it is on that display's screen (the same
///   `UIScreen` object), or else when a display without a scene has the same size and scale (the
///   earliest such display first). Otherwise it is a new display. Identity therefore does not depend
///   on UIKit handing back the same `UIScreen` object, which it does not document.
/// - A scene leaving leaves its display known, not presentable, with the request's preference.
/// - A display is unplugged (forgotten, its preference dropped, ``reconnectPolicy`` applied) when its
///   scene leaves while the app is active on the Info.plist path. On the scene accessory path it is
///   unplugged when its scene leaves while the app is active and the system goes on presenting the
///   same source on another display once that turn's scene changes are in (a registration change
///   takes every scene of the registration), or when the system reports that no display is available
///   while the app is active. That a registration change takes its scenes back within one main-queue
///   turn is what the simulated device does; UIKit does not document it. Were the departures spread
///   over turns, a display whose scene left first would be taken for unplugged and come back with a
///   new id, and with ``ReconnectPolicy/stop`` a request shown only there would end.
/// - A display away while the app is active is not listed for the app (``listedDisplays``), unless on
///   the scene accessory path the system still reports one available: the system gives every display
///   a scene then, so one without is gone or on its way back. The machine still knows it, so that a
///   scene coming back later is on the same display, with the same id.
extension PresentationMachine {
    /// The display a scene on `screen` with `metrics` is on, made when it is new. A second scene on a
    /// display that has one replaces it: the content moves to the newer scene.
    mutating func displayForScene(on screen: ScreenKey?, metrics: DisplayMetrics, effects: inout [Effect]) -> DisplayID {
        let known =
            screen.flatMap { screen in displays.firstIndex { $0.screen == screen } }
            ?? displays.firstIndex { $0.metrics == metrics && scene(on: $0.id) == nil }
        guard let index = known else {
            displayCounter += 1
            let display = KnownDisplay(id: DisplayID(rawValue: displayCounter), metrics: metrics, screen: screen)
            displays.append(display)
            return display.id
        }
        displays[index].metrics = metrics
        displays[index].scenesOfItsSourceAtDeparture = []
        if let screen { displays[index].screen = screen }
        let id = displays[index].id
        for replaced in scenes where replaced.display == id {
            if case .presenting(let content, replaced.id) = playback {
                effects.append(.detachWindow(from: replaced.id))
                playback = .waiting(content)
            }
            effects.append(.log(.info("\(replaced.id) is replaced on \(id)")))
        }
        scenes.removeAll { $0.display == id }
        return id
    }

    /// Forgets `display`: the preference for it goes, and a request that can now only wait ends when
    /// ``reconnectPolicy`` says so. The caller has removed its scenes.
    mutating func unplug(_ display: DisplayID) -> [Effect] {
        guard displays.contains(where: { $0.id == display }) else { return [] }
        displays.removeAll { $0.id == display }
        var effects: [Effect] = [.log(.notice("\(display) unplugged"))]
        let wasPreferred = preferredDisplay == display
        if wasPreferred { preferredDisplay = nil }
        if wasPreferred, case .waiting = playback, scenes.isEmpty, reconnectPolicy == .stop {
            end(.displayUnplugged)
            effects.append(.log(.notice("playback stopped: its display was unplugged and the reconnect policy is stop")))
        }
        return effects
    }

    /// Records, on the scene accessory path, which other scenes of the departed scene's source were
    /// connected when it left while the app was active, for ``sceneChangesDidSettle()``.
    mutating func noteDeparture(of departed: ConnectedScene, withTheApp leftWithTheApp: Bool) {
        guard let index = displays.firstIndex(where: { $0.id == departed.display }) else { return }
        let source = departed.source
        displays[index].scenesOfItsSourceAtDeparture =
            path == .sceneAccessory && !leftWithTheApp && source != nil
            ? scenes.filter { $0.source == source }.map(\.id) : []
    }

    /// The displays away whose source still shows a scene it showed when theirs left: those were
    /// unplugged. Every other departure record is spent.
    mutating func unplugDisplaysLeftBehindByTheirSource() -> [Effect] {
        var effects: [Effect] = []
        for display in displays where !display.scenesOfItsSourceAtDeparture.isEmpty {
            let stayed = display.scenesOfItsSourceAtDeparture.contains { id in scenes.contains { $0.id == id } }
            if stayed && scene(on: display.id) == nil && isAppActive {
                effects += unplug(display.id)
            } else if let index = displays.firstIndex(where: { $0.id == display.id }) {
                displays[index].scenesOfItsSourceAtDeparture = []
            }
        }
        return effects
    }

    /// On the scene accessory path, unplugs every display away once the system has said no display is
    /// available.
    mutating func unplugDisplaysAwayIfTheSystemReportsNone() -> [Effect] {
        guard systemReportsNoDisplay, path == .sceneAccessory, isAppActive else { return [] }
        let away = displays.filter { scene(on: $0.id) == nil }.map(\.id)
        return away.flatMap { unplug($0) }
    }

    /// The screens the known displays were last seen on: the shell keeps their objects, and no others.
    var screenKeysInUse: Set<ScreenKey> {
        Set(displays.compactMap(\.screen))
    }

    /// The displays an app should list: every one with a scene, and, marked not presentable, those away
    /// while the app is not active or, on the scene accessory path, while the system reports a display
    /// available (its scenes are moving to another registration).
    var listedDisplays: [(display: KnownDisplay, isPresentable: Bool)] {
        let hidesAway = isAppActive && !(path == .sceneAccessory && sources.contains(where: \.isAvailable))
        return displays.compactMap { display in
            let isPresentable = scene(on: display.id) != nil
            return isPresentable || !hidesAway ? (display, isPresentable) : nil
        }
    }
}
