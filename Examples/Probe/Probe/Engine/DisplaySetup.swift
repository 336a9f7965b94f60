/// The displays a check needs attached; the user arranges them when asked.
enum DisplaySetup: String, Codable, Sendable, CaseIterable {
    case launchedWithDisplay
    case oneDisplay
    /// One display, and the person goes to the home screen and comes back.
    case goHomeAndReturn
    /// One display, and the person locks the device and unlocks it.
    case lockAndUnlock
    /// Exactly one display, connected by AirPlay.
    case oneAirPlayDisplay
    /// Exactly one display, connected by cable.
    case oneCableDisplay
    case twoDisplays
    /// An iPad with Stage Manager on and one display that extends it.
    case stageManagerExtendedDisplay
    case noDisplay
    case screenRecordingWithoutDisplay

    /// What the user is asked to do.
    var instruction: String {
        switch self {
        case .launchedWithDisplay:
            "Quit the probe, connect one external display, then launch the probe again. If you just did, continue."
        case .oneDisplay:
            "Make sure exactly one external display is connected (AirPlay or cable) and shows the device's screen or the probe."
        case .goHomeAndReturn:
            "With one display connected, go to the home screen (swipe up or press Home), wait five seconds, "
                + "look at the display, come back to the probe and continue."
        case .lockAndUnlock:
            "With one display connected, lock the device (side button), look at the external display for five seconds, "
                + "unlock, come back to the probe and continue."
        case .oneAirPlayDisplay:
            "Connect exactly one external display by AirPlay (an Apple TV or AirPlay receiver); unplug any cable."
        case .oneCableDisplay:
            "Connect exactly one external display by cable (USB-C or Lightning adapter); stop AirPlay. Skip if you have no cable."
        case .twoDisplays:
            "Connect a second external display, so that two are connected (for example one by cable and one by AirPlay)."
        case .stageManagerExtendedDisplay:
            "On an iPad: connect one display by cable or AirPlay, turn Stage Manager on in Control Center and set the "
                + "display to extend the iPad (not mirror it). On an iPhone, skip."
        case .noDisplay:
            "If Stage Manager is on, turn it off. Disconnect every external display (stop AirPlay mirroring in Control Center, unplug the cable)."
        case .screenRecordingWithoutDisplay:
            "With no external display connected, start a screen recording from Control Center, then come back to the probe."
        }
    }

    /// Whether the step happens with the displays as they are, so that one display stays connected
    /// after it: the person only leaves and comes back to the app.
    var keepsTheDisplays: Bool {
        self == .launchedWithDisplay || self == .goHomeAndReturn || self == .lockAndUnlock
    }

    /// A short name for the step list.
    var title: String {
        switch self {
        case .launchedWithDisplay: "Launched with a display"
        case .oneDisplay: "One display"
        case .goHomeAndReturn: "Home screen and back"
        case .lockAndUnlock: "Lock and unlock"
        case .oneAirPlayDisplay: "One AirPlay display"
        case .oneCableDisplay: "One cable display"
        case .twoDisplays: "Two displays"
        case .stageManagerExtendedDisplay: "Stage Manager, extended display"
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
