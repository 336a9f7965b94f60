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
        /// `.frame(width:height:)`: its children are laid out at the size it fixes, in the dimensions it fixes.
        case frame(width: CGFloat?, height: CGFloat?)
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

    /// Gives each representable in this subtree its frame within `rect`, the space proposed here.
    func layOut(in rect: CGRect) {
        var rect = rect
        switch kind {
        case .representable(let controller):
            controller.view.frame = rect
        case .padding(let insets):
            rect = CGRect(
                x: rect.minX + insets.leading, y: rect.minY + insets.top,
                width: max(0, rect.width - insets.leading - insets.trailing),
                height: max(0, rect.height - insets.top - insets.bottom))
        case .frame(let width, let height):
            let size = CGSize(width: width ?? rect.width, height: height ?? rect.height)
            rect = CGRect(
                x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                width: size.width, height: size.height)
        default:
            break
        }
        for child in children { child.layOut(in: rect) }
    }

    func applyToSubtree(_ change: (ViewNode) -> Void) {
        for node in subtree { change(node) }
    }
}
