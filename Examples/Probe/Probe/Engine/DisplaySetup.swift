/// The displays a check needs attached; the user arranges them when asked.
enum DisplaySetup: String, Codable, Sendable, CaseIterable {
    case launchedWithDisplay
    case oneDisplay
    case twoDisplays
    case noDisplay
    case screenRecordingWithoutDisplay

    /// What the user is asked to do.
    var instruction: String {
        switch self {
        case .launchedWithDisplay:
            "Quit the probe, connect one external display, then launch the probe again. If you just did, continue."
        case .oneDisplay:
            "Make sure exactly one external display is connected (AirPlay or cable) and shows the device's screen or the probe."
        case .twoDisplays:
            "Connect a second external display, so that two are connected (for example one by cable and one by AirPlay)."
        case .noDisplay:
            "Disconnect every external display (stop AirPlay mirroring in Control Center, unplug the cable)."
        case .screenRecordingWithoutDisplay:
            "With no external display connected, start a screen recording from Control Center, then come back to the probe."
        }
    }

    /// A short name for the step list.
    var title: String {
        switch self {
        case .launchedWithDisplay: "Launched with a display"
        case .oneDisplay: "One display"
        case .twoDisplays: "Two displays"
        case .noDisplay: "No display"
        case .screenRecordingWithoutDisplay: "Screen recording, no display"
        }
    }

    /// The steps a run of `checks` asks for, in order: a check that needs the same steps as the one
    /// before shares its scenario and asks for nothing new.
    @MainActor
    static func steps(of checks: [any ProbeCheck]) -> [DisplaySetup] {
        var steps: [DisplaySetup] = []
        var previous: [DisplaySetup] = []
        for check in checks where check.setups != previous {
            previous = check.setups
            for setup in check.setups where steps.last != setup {
                steps.append(setup)
            }
        }
        return steps
    }
}
