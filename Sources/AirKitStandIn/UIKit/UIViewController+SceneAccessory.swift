extension UIViewController {
    func performRegistration(of accessory: UISceneAccessory) -> UISceneAccessoryRegistration {
        guard let device = SimulatedDevice.current else {
            preconditionFailure("registerSceneAccessory(_:) needs a SimulatedDevice")
        }
        return device.register(accessory, on: self)
    }

    func performUnregistration(of registration: UISceneAccessoryRegistration) {
        SimulatedDevice.current?.unregister(registration, from: self)
    }
}
