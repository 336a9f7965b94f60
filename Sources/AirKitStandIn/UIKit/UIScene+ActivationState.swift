extension UIScene {
    /// Where a scene is in its life cycle.
    ///
    /// `Documentation/StandInSources.md#frozen-enums` (`UISceneDefinitions.h`, read from the 18.1 SDK; the 27.0 copy is not
    /// stored and is taken as unchanged): `unattached = -1`, `foregroundActive = 0`,
    /// `foregroundInactive = 1`, `background = 2`.
    ///
    /// Non-frozen on iOS: the SDK imports this `NS_ENUM` as an open enum, so a `switch` over it needs
    /// `@unknown default` there or it warns. This module is built without library evolution, so Swift treats
    /// the enum as frozen here and an exhaustive switch without `@unknown default` compiles silently. Write
    /// the `@unknown default` anyway; AirKit's code does (it has no switch over this type today).
    public enum ActivationState: Int, Sendable, Hashable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
}
