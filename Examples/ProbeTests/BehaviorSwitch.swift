import AirKitStandIn

@testable import Probe

/// A switch of `SimulatedDevice.Behavior`, the assumption it answers, and what the probe must observe
/// under each setting. Adding a switch to `Behavior` means adding one row to ``all``; a test fails
/// until it is there.
struct BehaviorSwitch: Sendable, CustomStringConvertible {
    /// The property's name in `Behavior`.
    let name: String
    let keyPath: WritableKeyPath<SimulatedDevice.Behavior, Bool> & Sendable
    let assumption: SimulationAssumption
    /// What the probe observes with the switch on, and off.
    let observedWhenOn: String
    let observedWhenOff: String
    /// Where the switch matters; the accessory path unless the row says otherwise.
    var configurations = [ProbeConfiguration.accessoryPath]

    var description: String { name }

    func observed(_ setting: Bool) -> String {
        setting ? observedWhenOn : observedWhenOff
    }

    static let all = [
        BehaviorSwitch(
            name: "registrationsStartEnabled", keyPath: \.registrationsStartEnabled, assumption: .registrationsStartEnabled,
            observedWhenOn: "true", observedWhenOff: "false"),
        BehaviorSwitch(
            name: "systemKeepsDroppedRegistrations", keyPath: \.systemKeepsDroppedRegistrations,
            assumption: .systemHoldsRegistrationsWeakly, observedWhenOn: "kept", observedWhenOff: "ends"),
        BehaviorSwitch(
            name: "representableControllersCountAsPresented", keyPath: \.representableControllersCountAsPresented,
            assumption: .representableControllersCountAsPresented, observedWhenOn: "presented", observedWhenOff: "not presented"),
        BehaviorSwitch(
            name: "disablingDisconnectsTheScene", keyPath: \.disablingDisconnectsTheScene,
            assumption: .disablingDisconnectsTheScene,
            observedWhenOn: "disconnects; enabling connects a new scene", observedWhenOff: "keeps the scene; enabling keeps it"),
        BehaviorSwitch(
            name: "everyPresentedRegistrationSeesAvailability", keyPath: \.everyPresentedRegistrationSeesAvailability,
            assumption: .everyPresentedRegistrationSeesAvailability,
            observedWhenOn: "covered: available, topmost: available; scenes: topmost",
            observedWhenOff: "covered: unavailable, topmost: available; scenes: topmost"),
        BehaviorSwitch(
            name: "externalScenesBecomeForegroundActive", keyPath: \.externalScenesBecomeForegroundActive,
            assumption: .externalScenesBecomeForegroundActive,
            observedWhenOn: "foregroundActive via willEnterForeground, didBecomeActive",
            observedWhenOff: "foregroundInactive via willEnterForeground", configurations: ProbeConfiguration.withProbeDelegate),
        BehaviorSwitch(
            name: "backgroundingDisconnectsExternalScenes", keyPath: \.backgroundingDisconnectsExternalScenes,
            assumption: .externalScenesGoToTheBackgroundWithTheApp,
            observedWhenOn: "disconnects; a new scene connects on return",
            observedWhenOff: "goes to the background and stays connected", configurations: ProbeConfiguration.withProbeDelegate),
        BehaviorSwitch(
            name: "accessoryScenesConsultTheAppDelegate", keyPath: \.accessoryScenesConsultTheAppDelegate,
            assumption: .accessoryScenesConsultTheAppDelegate, observedWhenOn: "consulted", observedWhenOff: "not consulted"),
        BehaviorSwitch(
            name: "windowsMadeWithoutASceneJoinTheFirstScene", keyPath: \.windowsMadeWithoutASceneJoinTheFirstScene,
            assumption: .windowsMadeWithoutASceneStayOffScreen, observedWhenOn: "on the app's scene",
            observedWhenOff: "on no scene", configurations: ProbeConfiguration.onTheManifestPath),
        BehaviorSwitch(
            name: "displayLinksOutliveTheirDisplay", keyPath: \.displayLinksOutliveTheirDisplay,
            assumption: .displayLinksOutliveTheirDisplay, observedWhenOn: "keeps firing", observedWhenOff: "stops firing"),
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
