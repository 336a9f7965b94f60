/// The system's record of a scene accessory registration.
///
/// Whether the system keeps a registration alive after the app drops it is unconfirmed
/// (`Documentation/StandInSources.md#external-display-contract`); the switch of ``SimulationAssumption/systemHoldsRegistrationsWeakly`` chooses.
@MainActor
struct RegistrationRecord {
    private weak var weakRegistration: UISceneAccessoryRegistration?
    private let strongRegistration: UISceneAccessoryRegistration?
    let identifier: ObjectIdentifier

    init(_ registration: UISceneAccessoryRegistration, keepAlive: Bool) {
        weakRegistration = registration
        strongRegistration = keepAlive ? registration : nil
        identifier = ObjectIdentifier(registration)
    }

    /// `nil` once the app dropped the registration (and the system does not keep it) or its
    /// controller is gone.
    var registration: UISceneAccessoryRegistration? {
        guard let registration = weakRegistration, registration.controller != nil else { return nil }
        return registration
    }
}
