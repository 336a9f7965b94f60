/// An external scene the system connected, as the core knows it.
struct SceneID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "scene \(rawValue)" }
}

/// A `.airPlaySource()` in the interface.
struct SourceID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "source \(rawValue)" }
}

/// One `Air.play` request's content.
struct ContentID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "content \(rawValue)" }
}

/// An external display, for as long as it stays plugged in: the identity behind ``Air/Display/id``.
/// A display keeps it while UIKit takes its scene away and gives it a new one (background, a locked
/// device, a registration change on iOS 27); it is never reused.
struct DisplayID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "display \(rawValue)" }
}

/// The `UIScreen` object a scene is on, as the shell numbers it: the same object gives the same key.
struct ScreenKey: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "screen \(rawValue)" }
}

/// An `AVPlayer` a request shows, as the shell numbers it: the same player object, the same id, for as
/// long as a request holds it.
struct PlayerID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "player \(rawValue)" }
}

/// An ``AirSurface``, numbered by the shell when it is made.
struct SurfaceID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "surface \(rawValue)" }
}

/// A drawable a surface handed out, numbered by the shell.
struct DrawableID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "drawable \(rawValue)" }
}
