/// Resolves a container view (stack, tab view, group) as one node holding its content's nodes.
@MainActor
func resolveContainer<Content: View>(
    _ name: String, content: Content, in renderer: ViewRenderer, at path: ViewPath
) -> [ViewNode] {
    let contentPath = path.appending(name)
    return [ViewNode(kind: .container(name), path: contentPath, children: renderer.render(content, at: contentPath))]
}
