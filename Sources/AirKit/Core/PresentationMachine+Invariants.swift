extension PresentationMachine {
    /// The rules every settled state obeys, in one place. A violation is a bug in AirKit, never the
    /// app's: it traps with the state in the message.
    func checkInvariants() {
        if let violation = invariantViolation {
            preconditionFailure("AirKit presentation invariant broken: \(violation)\nstate: \(self)")
        }
    }

    /// The first broken invariant, described; `nil` when the state is sound.
    var invariantViolation: String? {
        if Set(scenes.map(\.id)).count != scenes.count { return "a scene is listed twice" }
        if Set(sources.map(\.id)).count != sources.count { return "a source is listed twice" }
        switch playback {
        case .presenting(_, let scene) where !scenes.contains(where: { $0.id == scene }):
            return "presenting on \(scene), which is not connected"
        case .waiting where !scenes.isEmpty:
            return "content waits although a scene is connected"
        default:
            break
        }
        switch path {
        case .sceneAccessory:
            if let source = sources.first(where: { $0.isEnabled != isPlaybackRequested }) {
                return
                    "\(source.id) enabled \(String(describing: source.isEnabled)) while playback requested \(isPlaybackRequested)"
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
            + "reconnect \(reconnectPolicy)"
    }
}
