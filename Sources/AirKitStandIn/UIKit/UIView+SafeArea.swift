extension UIView {
    /// The insets that keep content clear of what covers or crops the view's display.
    ///
    /// `Documentation/StandInSources.md#display-facts` (`UIView.h`): `@property(nonatomic,readonly)
    /// UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),tvos(11.0))`. Overridable on iOS; declared
    /// here in an extension, which is stricter. The simulation gives every view of a window on an
    /// external display's scene that display's ``SimulatedDisplay/Description/safeArea``, and `.zero` on
    /// the device's own screen and off screen.
    public var safeAreaInsets: UIEdgeInsets {
        guard let scene = window?.windowScene, let device = SimulatedDevice.current,
            let record = device.externalScenes.first(where: { $0.scene === scene })
        else { return .zero }
        return record.display.description.safeArea
    }
}
