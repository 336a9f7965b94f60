/// Whether a scene is being mirrored or recorded.
///
/// apple-api-facts §4.2 (`UISceneDefinitions.h`, iOS 17): `NS_ENUM(NSInteger)` with
/// `unspecified = -1`, `inactive = 0`, `active = 1`; Sendable per the docs.
public enum UISceneCaptureState: Int, Sendable, Hashable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}
