extension PresentationMachine {
    /// Checks the rules every settled state obeys and, when one is broken (a bug in AirKit, never the
    /// app's), acts as ``invariantPolicy`` says: ``InvariantPolicy/trap`` stops with the state in the
    /// message; ``InvariantPolicy/recover`` resets to the safe state and returns a fault line with the
    /// broken rule and the state, followed by the effects that make the shell match (windows detached,
    /// registrations enabled). Returns no effects when the state is sound.
    mutating func enforceInvariants() -> [Effect] {
        guard let violation = invariantViolation else { return [] }
        let report = "AirKit presentation invariant broken: \(violation)\nstate: \(self)"
        switch invariantPolicy {
        case .trap:
            preconditionFailure(report)
        case .recover:
            let teardown = resetToSafeState()
            assert(invariantViolation == nil, "the safe state breaks an invariant: \(self)")
            return [.log(.fault("\(report)\nrecovered: no window, playback stopped"))] + teardown
        }
    }

    /// The first broken invariant, described; `nil` when the state is sound.
    var invariantViolation: String? {
        if Set(scenes.map(\.id)).count != scenes.count { return "a scene is listed twice" }
        if Set(sources.map(\.id)).count != sources.count { return "a source is listed twice" }
        if Set(displays.map(\.id)).count != displays.count { return "a display is listed twice" }
        if let scene = scenes.first(where: { scene in !displays.contains { $0.id == scene.display } }) {
            return "\(scene.id) is on \(scene.display), which is not known"
        }
        switch playback {
        case .presenting(_, let scene) where !scenes.contains(where: { $0.id == scene }):
            return "presenting on \(scene), which is not connected"
        case .waiting where !scenes.isEmpty:
            return "content waits although a scene is connected"
        case .presenting(_, let scene) where sceneToPresentOn != scene && preferredDisplay.flatMap(self.scene(on:)) != nil:
            return "presenting on \(scene) although the preferred \(String(describing: preferredDisplay)) is presentable"
        default:
            break
        }
        switch path {
        case .sceneAccessory:
            if let source = sources.first(where: { $0.isEnabled != true }) {
                return "\(source.id) enabled \(String(describing: source.isEnabled)) on the scene accessory path"
            }
        case .infoPlist:
            if let source = sources.first(where: { $0.isEnabled != nil }) {
                return "\(source.id) enabled on the Info.plist path"
            }
        }
        return nil
    }
}

extension PresentationMachine: CustomStringConvertible {
    var description: String {
        "path \(path), playback \(playback), scenes \(scenes.map(\.id)), "
            + "sources \(sources.map { "\($0.id) available \($0.isAvailable) enabled \(String(describing: $0.isEnabled))" }), "
            + "reconnect \(reconnectPolicy), extended display \(hasExtendedDisplay), "
            + "displays \(displays.map(\.id)), preferred \(preferredDisplay.map(String.init(describing:)) ?? "none"), "
            + "app active \(isAppActive), stage manager \(stageManagerPolicy)"
    }
}
