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

/// One `Air.play { … }` request's content.
struct ContentID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int
    var description: String { "content \(rawValue)" }
}
