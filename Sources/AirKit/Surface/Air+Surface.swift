#if canImport(UIKit) || AIRKIT_STANDIN
extension Air {
    /// Shows `surface` on the external display of ``shared``. See `play(surface:)`.
    public static func play(surface: AirSurface) {
        shared.play(surface: surface)
    }

    /// Shows `surface` on this model's external display, filling AirKit's window, now or as soon as a
    /// display is available, with the paths, policies and logs of `play { … }`. AirKit holds the
    /// surface until the request ends, as `play(viewController:)` holds a controller; playing the same
    /// surface again keeps it on screen. What the surface guarantees is in ``AirSurface``.
    public func play(surface: AirSurface) {
        let controller = surface.controller ?? SurfaceViewController(surface: surface)
        surface.controller = controller
        request(on: nil, .viewController(controller))
    }
}
#endif
