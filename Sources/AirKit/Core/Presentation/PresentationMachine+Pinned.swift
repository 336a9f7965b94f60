/// Requests pinned to a display: shown on that display only, beside the main request, so that two
/// displays can show two things at once (a virtual machine per TV), where iOS drives two at once
/// (`Documentation/PlatformFacts.md`, "Two external displays at once").
///
/// The rules, for each pinned request:
/// - It is shown on its display while that display is presentable, and waits while its scene is away
///   (the app in the background, the device locked, a registration change on iOS 27).
/// - It never moves to another display, and ends (``PlaybackEnd/Reason/displayUnplugged``) when its
///   display is unplugged, whatever ``PresentationMachine/reconnectPolicy`` says: a display plugged in
///   again is a new display.
/// - A display holds one pinned request: pinning to it again replaces the one there
///   (``PlaybackEnd/Reason/replaced``). The main request leaves a display a request is pinned to, and
///   goes to another presentable display or waits.
/// - `stop()` ends them all; ``PresentationMachine/stopRequested(on:)`` ends the one on a display.
extension PresentationMachine {
    /// A request pinned to `display`, and where it stands.
    enum Pinned: Equatable, Sendable {
        /// Its display has no scene to show it on now.
        case waiting(Request, for: DisplayID)
        case presenting(Request, for: DisplayID, on: SceneID)

        var request: Request {
            switch self {
            case .waiting(let request, _), .presenting(let request, _, _): request
            }
        }

        var display: DisplayID {
            switch self {
            case .waiting(_, let display), .presenting(_, let display, _): display
            }
        }

        var scene: SceneID? {
            if case .presenting(_, _, let scene) = self { scene } else { nil }
        }
    }

    /// The displays pinned requests hold.
    var pinnedDisplays: Set<DisplayID> {
        Set(pinned.map(\.display))
    }

    /// The displays the main request may go to: those no pinned request holds.
    func mainContext(_ context: Context) -> Context {
        guard !pinned.isEmpty else { return context }
        let held = pinnedDisplays
        return Context(
            presentable: context.presentable.filter { !held.contains($0.display) }, isDisplayExtended: context.isDisplayExtended)
    }

    /// The app asked to show `content` on `display` only, beside the main request. `display` is one the
    /// runtime knows; a display no longer plugged in is refused before this.
    mutating func pinRequested(_ content: ContentID, kind: ContentKind, to display: DisplayID, in context: Context)
        -> [RuntimeMachine.Effect]
    {
        var effects: [RuntimeMachine.Effect] = [.log(.notice("play requested (\(content)) pinned to \(display)"))]
        let request = Request(content: content, kind: kind)
        let scene = Self.scene(for: display, in: context)
        if let index = pinned.firstIndex(where: { $0.display == display }) {
            let previous = pinned.remove(at: index)
            lastEnd = PlaybackEnd(content: previous.request.content, reason: .replaced)
            if let shown = previous.scene, shown != scene { effects.append(.detachWindow(from: shown)) }
            if previous.request.content != content { effects.append(.releaseContent(previous.request.content)) }
        }
        if let scene {
            // The main request gives the display up; settling sends it to another one, or it waits.
            effects += mainRequestYields(scene)
            pinned.append(.presenting(request, for: display, on: scene))
            effects.append(.attachWindow(to: scene, content: content))
        } else {
            pinned.append(.waiting(request, for: display))
        }
        return effects
    }

    /// The app pinned `content` to `display`, which is no longer plugged in: the request ends at once.
    mutating func pinRefused(_ content: ContentID, display: DisplayID) -> [RuntimeMachine.Effect] {
        lastEnd = PlaybackEnd(content: content, reason: .displayUnplugged)
        return [
            .log(.notice("\(display) is not connected; the request pinned to it ends at once")), .releaseContent(content),
        ]
    }

    /// The app asked to end the request pinned to `display`, and the main request if `display` shows it.
    mutating func stopRequested(on display: DisplayID, in context: Context) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = [.log(.notice("stop requested on \(display)"))]
        if let index = pinned.firstIndex(where: { $0.display == display }) {
            let ended = pinned.remove(at: index)
            if let scene = ended.scene { effects.append(.detachWindow(from: scene)) }
            lastEnd = PlaybackEnd(content: ended.request.content, reason: .stopped)
            effects.append(.releaseContent(ended.request.content))
        }
        if let scene = presentedScene, Self.scene(for: display, in: context) == scene {
            effects.append(.detachWindow(from: scene))
            effects += end(.stopped)
        }
        return effects
    }

    /// Ends every pinned request for `reason`, detaching the windows of those shown unless the caller
    /// detaches every scene itself.
    mutating func endPinned(_ reason: PlaybackEnd.Reason, detaching: Bool = true) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        for ended in pinned {
            if detaching, let scene = ended.scene { effects.append(.detachWindow(from: scene)) }
            lastEnd = PlaybackEnd(content: ended.request.content, reason: reason)
            effects.append(.releaseContent(ended.request.content))
        }
        pinned = []
        return effects
    }

    /// `scene` left: a pinned request shown there waits for its display's next scene. `nil` when no
    /// pinned request was shown there.
    mutating func pinnedSceneDidLeave(_ scene: SceneID) -> [RuntimeMachine.Effect]? {
        guard let index = pinned.firstIndex(where: { $0.scene == scene }) else { return nil }
        pinned[index] = .waiting(pinned[index].request, for: pinned[index].display)
        return [.detachWindow(from: scene)]
    }

    /// `display` was unplugged: the request pinned to it ends.
    mutating func pinnedDisplayWasUnplugged(_ display: DisplayID) -> [RuntimeMachine.Effect] {
        guard let index = pinned.firstIndex(where: { $0.display == display }) else { return [] }
        let ended = pinned.remove(at: index)
        var effects: [RuntimeMachine.Effect] = []
        if let scene = ended.scene { effects.append(.detachWindow(from: scene)) }
        lastEnd = PlaybackEnd(content: ended.request.content, reason: .displayUnplugged)
        effects.append(.log(.notice("the request pinned to \(display) ended: its display was unplugged")))
        effects.append(.releaseContent(ended.request.content))
        return effects
    }

    /// Shows each waiting pinned request whose display is presentable again, taking the display from the
    /// main request if it shows there.
    mutating func settlePinned(in context: Context) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        for index in pinned.indices {
            guard case .waiting(let request, let display) = pinned[index], let scene = Self.scene(for: display, in: context)
            else { continue }
            effects += mainRequestYields(scene)
            pinned[index] = .presenting(request, for: display, on: scene)
            effects.append(.attachWindow(to: scene, content: request.content))
        }
        return effects
    }

    /// The players every request holds, the main one's first.
    var heldPlayers: [PlayerID] {
        var players = request?.kind.players ?? []
        for entry in pinned { players += entry.request.kind.players.filter { !players.contains($0) } }
        return players
    }

    /// The first broken rule of the pinned requests, described; `nil` when they are sound.
    func pinnedInvariantViolation(in context: Context) -> String? {
        if pinnedDisplays.count != pinned.count { return "two requests are pinned to one display" }
        for entry in pinned {
            let scene = Self.scene(for: entry.display, in: context)
            switch entry {
            case .presenting(_, let display, let shown) where shown != scene:
                return "a request pinned to \(display) is shown on \(shown), not on its display's scene"
            case .waiting(_, let display) where scene != nil:
                return "a request pinned to \(display) waits although its display is presentable"
            default:
                continue
            }
        }
        if let presentedScene, pinned.contains(where: { $0.scene == presentedScene }) {
            return "the main request and a pinned request share \(presentedScene)"
        }
        return nil
    }
}
