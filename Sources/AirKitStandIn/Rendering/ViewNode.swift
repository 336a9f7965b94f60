/// What one resolved view contributes to the screen: the stand-in's equivalent of a drawn view.
@MainActor
public final class ViewNode {
    public enum Kind {
        case text(String)
        case button(title: String, action: @MainActor () -> Void)
        case container(String)
        case representable(UIViewController)
        case textEditor(text: String, setText: @MainActor (String) -> Void)
        case toggle(title: String, isOn: Bool, setOn: @MainActor (Bool) -> Void)
        /// `.padding(_:)` with `EdgeInsets`: its children are the padded content.
        case padding(EdgeInsets)
    }

    public let kind: Kind
    public internal(set) var children: [ViewNode]
    /// `false` inside `.disabled(true)`.
    public internal(set) var isEnabled = true
    /// `false` inside `.allowsHitTesting(false)`.
    public internal(set) var allowsHitTesting = true
    let path: ViewPath

    init(kind: Kind, path: ViewPath, children: [ViewNode] = []) {
        self.kind = kind
        self.path = path
        self.children = children
    }

    /// This node and its descendants, depth first.
    public var subtree: [ViewNode] {
        [self] + children.flatMap(\.subtree)
    }

    /// The strings of every `Text` in this subtree, in order (button titles included).
    public var texts: [String] {
        subtree.compactMap { node in
            switch node.kind {
            case .text(let string): string
            case .button(let title, _): title
            case .textEditor(let text, _): text
            case .toggle(let title, _, _): title
            default: nil
            }
        }
    }

    func applyToSubtree(_ change: (ViewNode) -> Void) {
        for node in subtree { change(node) }
    }
}
