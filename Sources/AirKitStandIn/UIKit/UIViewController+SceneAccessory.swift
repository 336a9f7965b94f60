extension UIViewController {
    func performRegistration(of accessory: UISceneAccessory) -> UISceneAccessoryRegistration {
        guard let device else {
            preconditionFailure("registerSceneAccessory(_:) needs a SimulatedDevice")
        }
        return device.register(accessory, on: self)
    }

    func performUnregistration(of registration: UISceneAccessoryRegistration) {
        (registration.device ?? device)?.unregister(registration, from: self)
    }
}
