/// What the app sees of the displays, and what the other machines ask of them: read-only, so it
/// lives apart from the transitions in `DisplayMachine.swift`.
extension DisplayMachine {
    /// The scene of the display with `id`, while it has one.
    func scene(on id: DisplayID) -> SceneID? {
        displays.first { $0.id == id }?.scene
    }

    /// The display `scene` is on.
    func display(showing scene: SceneID) -> Display? {
        displays.first { $0.scene == scene }
    }

    /// Whether a display awaits confirmation since the app returned.
    var hasUnconfirmedDisplays: Bool {
        displays.contains { $0.presence == .away(.unconfirmed) }
    }

    /// Whether a display is away, its scene moved or not given back while the app was active.
    var hasDisplaysElsewhere: Bool {
        displays.contains { $0.presence == .away(.elsewhere) }
    }

    /// Whether `id` is a display AirKit knows.
    func knows(_ id: DisplayID) -> Bool {
        displays.contains { $0.id == id }
    }

    /// The displays that can show content now, with their scenes, in the order they first came.
    ///
    /// A plain loop: Swift 6.3's optimizer crashes (an ownership verification failure) on the
    /// `compactMap` over `Optional.map` that said the same in release builds.
    var presentable: [(display: DisplayID, scene: SceneID)] {
        var found: [(display: DisplayID, scene: SceneID)] = []
        for display in displays {
            if let scene = display.scene { found.append((display.id, scene)) }
        }
        return found
    }

    /// The screens the known displays were last seen on: the shell keeps their objects, and no others.
    var screensInUse: Set<ScreenKey> {
        Set(displays.compactMap(\.screen))
    }

    /// The display showing `scene`, as the app sees it.
    func state(showing scene: SceneID) -> DisplayState? {
        displays.first { $0.scene == scene }.map(state(of:))
    }

    /// `display` as the app sees it, with what the audio route says of it.
    private func state(of display: Display) -> DisplayState {
        let (kind, receiverName) = route.connection(amongDisplays: displays.count)
        return DisplayState(
            id: display.id, isPresentable: display.scene != nil, facts: display.facts, safeArea: display.safeArea, kind: kind,
            receiverName: receiverName, modeRequest: display.negotiation.request)
    }

    /// The displays an app should list, as the app sees them: every one with a scene and, marked not
    /// presentable, those away with the app, and, on the scene accessory path while a source reports a
    /// display available, those whose scenes the system is moving to another registration or has not
    /// given back yet since the app returned. A display the system may have let go of is known but not
    /// listed, so that once the app is in front the list holds only displays connected.
    /// `anySourceAvailable`: a source reports a display available.
    func listed(anySourceAvailable: Bool) -> [DisplayState] {
        displays.compactMap { display in
            let isListed: Bool =
                switch display.presence {
                case .shown, .away(.withTheApp), .away(.leftItsSource): true
                case .away(.elsewhere), .away(.unconfirmed): path == .sceneAccessory && anySourceAvailable
                }
            return isListed ? state(of: display) : nil
        }
    }
}
