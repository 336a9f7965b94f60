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

    // Rows for the switches being added, with the answers the probe would observe if each switch does
    // what its assumption's question suggests; confirm them against the switch's implementation:
    //   representableControllersCountAsPresented: on "presented", off "not presented"
    //   everyPresentedRegistrationSeesAvailability: on "covered: available, topmost: available; scenes: topmost",
    //     off "covered: unavailable, topmost: available; scenes: topmost"
    //   disablingDisconnectsTheScene: on "disconnects; enabling connects a new scene",
    //     off e.g. "keeps the scene (foregroundActive); enabling keeps it"
    //   externalScenesBecomeForegroundActive: on "foregroundActive via willEnterForeground, didBecomeActive",
    //     off e.g. "foregroundInactive via willEnterForeground", with configurations: ProbeConfiguration.all
    static let all = [
        BehaviorSwitch(
            name: "registrationsStartEnabled", keyPath: \.registrationsStartEnabled, assumption: .registrationsStartEnabled,
            observedWhenOn: "true", observedWhenOff: "false"),
        BehaviorSwitch(
            name: "systemKeepsDroppedRegistrations", keyPath: \.systemKeepsDroppedRegistrations,
            assumption: .systemHoldsRegistrationsWeakly, observedWhenOn: "kept", observedWhenOff: "ends"),
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
