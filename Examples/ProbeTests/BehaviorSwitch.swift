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
    ]
}

/// One setting of one switch, as a test argument.
struct SwitchSetting: Sendable, CustomStringConvertible {
    let toggle: BehaviorSwitch
    let isOn: Bool

    var description: String { "\(toggle.name) = \(isOn)" }

    static let all = BehaviorSwitch.all.flatMap { toggle in [false, true].map { SwitchSetting(toggle: toggle, isOn: $0) } }

    var behavior: SimulatedDevice.Behavior {
        var behavior = SimulatedDevice.Behavior()
        behavior[keyPath: toggle.keyPath] = isOn
        return behavior
    }
}
