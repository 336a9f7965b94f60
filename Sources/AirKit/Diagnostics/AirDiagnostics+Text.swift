extension AirDiagnostics: CustomStringConvertible {
    /// The snapshot as lines of text, for a log, a bug report or ``AirDiagnosticsView``.
    public var description: String {
        var lines = [
            "AirKit diagnostics: iOS \(osVersion), built with \(linkedSDK.map { "SDK \($0)" } ?? "an unknown SDK")",
            "path: \(path.rawValue)",
            "displays: \(displays.count)",
        ]
        lines += displays.map { "  " + $0.line }
        lines.append("scenes: \(scenes.count)")
        for scene in scenes {
            lines.append("  " + scene.line)
            lines += scene.windows.map { "    " + $0.line }
        }
        lines.append("sources: \(sources.count)")
        lines += sources.map { "  " + $0.line(on: path) }
        lines.append(
            "playback: \(isPlaybackRequested ? "requested" : "not requested"), view \(isViewAdded ? "added" : "not added")")
        if let presentedDisplayID { lines.append("shown on: display id \(presentedDisplayID)") }
        if let preferredDisplayID { lines.append("chosen display: id \(preferredDisplayID)") }
        lines.append(
            "policies: reconnect \(reconnectPolicy), Stage Manager \(stageManagerPolicy)"
                + (displayPolicy.map { ", display \($0)" } ?? ""))
        lines.append("self-check: \(selfCheck.isEmpty ? "no findings" : "\(selfCheck.count) finding(s)")")
        lines += selfCheck.map { "  \($0.id) (\($0.severity.rawValue)): \($0.message) Fix: \($0.fix)" }
        return lines.joined(separator: "\n")
    }
}

extension AirDiagnostics.Display {
    fileprivate var line: String {
        let size = "\(Self.points(width))×\(Self.points(height)) pt @\(Self.points(scale))x"
        let idText = id.map { ", id \($0)" } ?? ""
        let factsText = facts.map { "; \($0)" } ?? ""
        return "display \(number)\(isMain ? " (main)" : "")\(idText): \(size)\(isMirroring ? ", mirroring" : "")\(factsText)"
    }

    /// `1920`, not `1920.0`; fractions kept.
    private static func points(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}

extension AirDiagnostics.Scene {
    fileprivate var line: String {
        let displayText = display.map { ", display \($0)" } ?? ""
        let delegateText = delegateClass.map { ", delegate \($0)" } ?? ", no delegate"
        let shown = windows.filter { !$0.isHidden }.count
        return "\(role): \(activationState)\(displayText)\(delegateText), \(windows.count) window(s), \(shown) shown"
    }
}

extension AirDiagnostics.Window {
    fileprivate var line: String {
        let owner = isAirKit ? "AirKit window" : "window"
        return "\(owner): \(isHidden ? "hidden" : "shown")\(isKey ? ", key" : ""), level \(Int(level))"
    }
}

extension AirDiagnostics.Source {
    /// On the scene accessory path, the registration's availability and `isEnabled`; on the Info.plist
    /// path, where a source has none by design, what connects the external scene instead.
    fileprivate func line(on path: AirDiagnostics.Path) -> String {
        switch path {
        case .infoPlist:
            return "source \(id): needs no registration on this path; "
                + "the system connects the external scene from the Info.plist role"
        case .sceneAccessory:
            let enabled = isEnabled.map { $0 ? "enabled" : "disabled" } ?? "not set"
            return "source \(id): \(isAvailable == true ? "available" : "not available"), registration \(enabled)"
        }
    }
}
