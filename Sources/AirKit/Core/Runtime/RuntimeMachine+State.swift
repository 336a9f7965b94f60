extension RuntimeMachine {
    /// What `Air` publishes: everything a reader of AirKit's observable state can see, derived from the
    /// machines. `Air` copies it into its observable properties after every event, and publishing does
    /// nothing else.
    struct State: Equatable, Sendable {
        var isAvailable = false
        var isPlaybackRequested = false
        var isViewAdded = false
        /// The request AirKit holds, shown or waiting: declarative presenters compare it with their own.
        var currentRequest: ContentID?
        var displays: [DisplayState] = []
        /// The display showing the content.
        var presentedDisplay: DisplayID?
        /// Every display showing content, the main request's or a pinned one's, in display order.
        var presentedDisplays: [DisplayID] = []
        var lastEnd: PlaybackEnd?
        /// The TV-safe region on the display showing the content, as UIKit content sees it
        /// (``LayoutMachine/region(on:)``).
        var presentedRegion: TVSafeRegion?
    }

    var state: State {
        let presentedScene = presentation.presentedScene
        let shownScenes = [presentedScene].compactMap { $0 } + presentation.pinned.compactMap(\.scene)
        let listed = displays.listed(anySourceAvailable: presentation.anySourceAvailable)
        let shownDisplays = Set(shownScenes.compactMap { displays.display(showing: $0)?.id })
        return State(
            isAvailable: presentation.isAvailable(in: context),
            isPlaybackRequested: presentation.request != nil,
            isViewAdded: presentedScene != nil,
            currentRequest: presentation.request?.content,
            displays: listed,
            presentedDisplay: presentedScene.flatMap { displays.display(showing: $0)?.id },
            presentedDisplays: listed.map(\.id).filter(shownDisplays.contains),
            lastEnd: presentation.lastEnd,
            presentedRegion: presentedScene.flatMap { displays.state(showing: $0) }.map(layout.region(on:)))
    }

    /// The source whose registration the presented scene connected for, when the system said.
    var presentedSource: SourceID? {
        guard let scene = presentation.presentedScene, case .shown(_, let source)? = displays.display(showing: scene)?.presence
        else { return nil }
        return source
    }
}

// MARK: - Invariants

extension RuntimeMachine {
    /// The first broken rule of the runtime, described; `nil` when it is sound.
    var invariantViolation: String? {
        if let violation = displays.invariantViolation { return violation }
        if let violation = presentation.invariantViolation(in: context) { return violation }
        if let violation = surfaces.invariantViolation { return violation }
        let held = Set(presentation.heldPlayers)
        if Set(video.players.keys) != held { return "the video machine holds \(video.players.keys), the requests \(held)" }
        let shown = Set([presentation.presentedScene].compactMap { $0 } + presentation.pinned.compactMap(\.scene))
        for applied in layout.applied where !shown.contains(applied.scene) {
            return "insets applied on \(applied.scene), which shows no content"
        }
        return nil
    }

    /// Checks the runtime's rules and, when one is broken (a bug in AirKit, never the app's), acts as
    /// ``invariantPolicy`` says: ``InvariantPolicy/trap`` stops with the state in the message;
    /// ``InvariantPolicy/recover`` resets to the safe state and returns a fault line with the broken rule
    /// and the state, followed by the effects that make the shell match (windows detached, players given
    /// back, registrations enabled). Returns no effects when the state is sound.
    mutating func enforceInvariants() -> [Effect] {
        guard let violation = invariantViolation else { return [] }
        let report = "AirKit invariant broken: \(violation)\nstate: \(self)"
        switch invariantPolicy {
        case .trap:
            preconditionFailure(report)
        case .recover:
            let effects = [.log(.fault("\(report)\nrecovered: no window, playback stopped"))] + resetToSafeState()
            assert(invariantViolation == nil, "the safe state breaks an invariant: \(self)")
            return effects
        }
    }
}

extension RuntimeMachine: CustomStringConvertible {
    var description: String {
        "path \(path), playback \(presentation.playback), pinned \(presentation.pinned), displays \(displays.displays.map { "\($0.id) \($0.presence)" }), "
            + "sources \(presentation.sources.map { "\($0.id) available \($0.isAvailable)" }), "
            + "reconnect \(presentation.reconnectPolicy), app \(app), stage manager \(presentation.stageManagerPolicy), "
            + "players \(video.players), surfaces \(surfaces.surfaces)"
    }
}
