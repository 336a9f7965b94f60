/// Whether a scene is being mirrored or recorded.
///
/// `Documentation/StandInSources.md#frozen-enums` (`UISceneDefinitions.h`, iOS 17): `NS_ENUM(NSInteger)` with
/// `unspecified = -1`, `inactive = 0`, `active = 1`; Sendable per the docs.
///
/// Non-frozen on iOS: the SDK imports this `NS_ENUM` as an open enum, so a `switch` over it needs
/// `@unknown default` there or it warns. This module is built without library evolution, so Swift treats
/// the enum as frozen here and an exhaustive switch without `@unknown default` compiles silently. Write
/// the `@unknown default` anyway; AirKit's code does (it has no switch over this type today).
public enum UISceneCaptureState: Int, Sendable, Hashable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}
