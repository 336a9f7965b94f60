import AirKitStandIn

@testable import Probe

/// A switch of `SimulatedDevice.Behavior` (an assumption whose declaration has a switch) and what the
/// probe must observe under each setting. Adding a switch to an assumption's declaration means adding
/// one row to ``all``; a test fails until it is there.
struct BehaviorSwitch: Sendable, CustomStringConvertible {
    let assumption: SimulationAssumption
    /// What the probe observes with the switch on (the assumption's statement holds), and off.
    let observedWhenOn: String
    let observedWhenOff: String
    /// Where the switch matters; the accessory path unless the row says otherwise.
    var configurations = [ProbeConfiguration.accessoryPath]

    /// The switch's name: its assumption's.
    var name: String { assumption.rawValue }
    var keyPath: WritableKeyPath<SimulatedDevice.Behavior, Bool> { \.[assumption] }
    var description: String { name }

    func observed(_ setting: Bool) -> String {
        setting ? observedWhenOn : observedWhenOff
    }

    static let all = [
        BehaviorSwitch(assumption: .registrationsStartEnabled, observedWhenOn: "true", observedWhenOff: "false"),
        BehaviorSwitch(assumption: .systemHoldsRegistrationsWeakly, observedWhenOn: "ends", observedWhenOff: "kept"),
        BehaviorSwitch(
            assumption: .representableControllersCountAsPresented, observedWhenOn: "presented", observedWhenOff: "not presented"),
        BehaviorSwitch(
            assumption: .disablingDisconnectsTheScene,
            observedWhenOn: "disconnects; enabling connects a new scene", observedWhenOff: "keeps the scene; enabling keeps it"),
        BehaviorSwitch(
            assumption: .everyPresentedRegistrationSeesAvailability,
            observedWhenOn: "covered: available, topmost: available; scenes: topmost",
            observedWhenOff: "covered: unavailable, topmost: available; scenes: topmost"),
        BehaviorSwitch(
            assumption: .externalScenesBecomeForegroundActive,
            observedWhenOn: "foregroundActive via willEnterForeground, didBecomeActive",
            observedWhenOff: "foregroundInactive via willEnterForeground", configurations: ProbeConfiguration.withProbeDelegate),
        BehaviorSwitch(
            assumption: .externalScenesGoToTheBackgroundWithTheApp,
            observedWhenOn: "goes to the background and stays connected",
            observedWhenOff: "disconnects; a new scene connects on return", configurations: ProbeConfiguration.withProbeDelegate),
        BehaviorSwitch(
            assumption: .accessoryScenesConsultTheAppDelegate, observedWhenOn: "consulted", observedWhenOff: "not consulted"),
        BehaviorSwitch(
            assumption: .windowsMadeWithoutASceneStayOffScreen, observedWhenOn: "on no scene",
            observedWhenOff: "on the app's scene", configurations: ProbeConfiguration.onTheManifestPath),
        BehaviorSwitch(
            assumption: .displayLinksOutliveTheirDisplay, observedWhenOn: "keeps firing", observedWhenOff: "stops firing"),
        BehaviorSwitch(
            assumption: .cappedDisplayLinksRoundDown, observedWhenOn: "slower than asked", observedWhenOff: "faster than asked"),
        BehaviorSwitch(
            assumption: .audioRouteShowsTheDisplayWhileTheSessionIsInactive,
            observedWhenOn: "yes: the route shows the display",
            observedWhenOff: "no: the route shows only the device's own outputs"),
        BehaviorSwitch(
            assumption: .screensStartInTheirHighestResolutionMode, observedWhenOn: "the highest-resolution mode",
            observedWhenOff: "the preferred mode"),
        BehaviorSwitch(
            assumption: .airPlayReceiversIgnoreTheRequestedMode, observedWhenOn: "keeps its mode",
            observedWhenOff: "switches to the requested mode"),
        BehaviorSwitch(
            assumption: .playersSwitchToExternalPlaybackInTheBackground, observedWhenOn: "switches in the background",
            observedWhenOff: "does not switch in the background"),
        BehaviorSwitch(
            assumption: .leavingExternalPlaybackKeepsThePosition, observedWhenOn: "keeps the position",
            observedWhenOff: "jumps back"),
        BehaviorSwitch(
            assumption: .externalPlaybackStopsWhenTheAppIsSuspended, observedWhenOn: "stops without the audio mode",
            observedWhenOff: "keeps playing"),
        BehaviorSwitch(
            assumption: .animationsFollowTheirWindowsDisplay, observedWhenOn: "the window's display",
            observedWhenOff: "the device's own screen"),
        BehaviorSwitch(
            assumption: .overscanInsetsShowOnlyWithoutCompensation, observedWhenOn: "only under .none",
            observedWhenOff: "under every compensation"),
        BehaviorSwitch(
            assumption: .externalDisplaysCoexist, observedWhenOn: "both stay: two external screens",
            observedWhenOff: "the second takes over: one external screen", configurations: ProbeConfiguration.onTheManifestPath),
    ]
}

/// One setting of one switch, as a test argument.
struct SwitchSetting: Sendable, CustomStringConvertible {
    let toggle: BehaviorSwitch
    let isOn: Bool

    let configuration: ProbeConfiguration

    var description: String { "\(toggle.name) = \(isOn) on \(configuration.testDescription)" }

    static let all = BehaviorSwitch.all.flatMap { toggle in
        toggle.configurations.flatMap { configuration in
            [false, true].map { SwitchSetting(toggle: toggle, isOn: $0, configuration: configuration) }
        }
    }

    var behavior: SimulatedDevice.Behavior {
        var behavior = SimulatedDevice.Behavior()
        behavior[keyPath: toggle.keyPath] = isOn
        return behavior
    }
}
