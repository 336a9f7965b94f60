/// Lexical path arithmetic for the paths a project names; nothing here touches the disk.
enum FilePath {
    /// `base` followed by `components`; a component that starts with `/` starts over from it.
    /// The result is normalized (see ``normalized(_:)``).
    static func join(_ base: String, _ components: [String]) -> String {
        var path = base
        for component in components where !component.isEmpty {
            if component.hasPrefix("/") {
                path = component
            } else if path.hasSuffix("/") {
                path += component
            } else {
                path += "/" + component
            }
        }
        return normalized(path)
    }

    /// Removes empty and `.` components and resolves `..` against the component before it,
    /// keeping a leading `/`. `..` above the root of an absolute path stays at the root.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = kept.last, last != ".." {
                    kept.removeLast()
                } else if !isAbsolute {
                    kept.append(component)
                }
            default:
                kept.append(component)
            }
        }
        let joined = kept.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder that holds `path` (`/a/b/c` → `/a/b`).
    static func parent(of path: String) -> String {
        join(path, [".."])
    }
}
