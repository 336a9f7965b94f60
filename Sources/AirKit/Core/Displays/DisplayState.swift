/// One listed display as the app sees it: what `Air.Display` holds. Every field is something a reader
/// can see, so two states compare equal only when nothing a reader sees differs; the display's identity
/// is ``id`` alone.
struct DisplayState: Hashable, Sendable {
    let id: DisplayID
    var isPresentable: Bool
    var facts: ScreenFacts
    /// The safe area of AirKit's window on the display; zero while AirKit has no window there.
    var safeArea: DisplayInsets
    var kind: DisplayKind
    var receiverName: String?
    var modeRequest: DisplayModeRequest?

    /// The TV-safe layout's input: the overscan left to the app under the current compensation.
    var overscanLeftToTheApp: DisplayInsets { facts.overscanLeftToTheApp }
}

extension DisplayState: CustomStringConvertible {
    /// For the log and the diagnostics: everything but the receiver's name, which the user chose.
    var description: String {
        var parts = [kind.description, facts.description]
        if let modeRequest, modeRequest.status != .obtained { parts.append("asked for \(modeRequest)") }
        parts.append("safe area \(safeArea)")
        return parts.joined(separator: ", ")
    }
}
