/// A view's structural identity: where it sits in its hosting controller's tree.
///
/// SwiftUI identifies views by position and type; the stand-in does the same, so a representable keeps
/// its controller across re-renders while its position holds, and loses it when an `if` removes it.
struct ViewPath: Hashable, CustomStringConvertible {
    private(set) var components: [String] = []

    func appending(_ component: String) -> ViewPath {
        var path = self
        path.components.append(component)
        return path
    }

    var description: String { "/" + components.joined(separator: "/") }
}
