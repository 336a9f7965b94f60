extension SimulatedDevice {
    /// The app's static state on this device: each simulated device runs its own copy of the app, so
    /// a singleton such as `Air.shared` is one per device, made on first use.
    public func appStatic<Value: AnyObject>(_ type: Value.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let existing = appStatics[key] as? Value { return existing }
        let value = make()
        appStatics[key] = value
        return value
    }
}
