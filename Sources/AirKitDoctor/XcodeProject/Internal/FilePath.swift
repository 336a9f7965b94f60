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

    /// `component` inside the already normalized folder `base`. A plain relative component (no
    /// empty, `.` or `..` parts), which is what projects nearly always hold, is simply appended;
    /// anything else goes through ``join(_:_:)``.
    static func appending(_ component: String, toNormalized base: String) -> String {
        guard isPlainRelative(component) else { return join(base, [component]) }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// Whether `component` is relative and has no empty, `.` or `..` parts.
    private static func isPlainRelative(_ component: String) -> Bool {
        var partLength = 0
        var partIsDots = true
        for byte in component.utf8 {
            if byte == UInt8(ascii: "/") {
                if partLength == 0 || (partIsDots && partLength <= 2) { return false }
                partLength = 0
                partIsDots = true
            } else {
                partLength += 1
                partIsDots = partIsDots && byte == UInt8(ascii: ".")
            }
        }
        return partLength > 0 && !(partIsDots && partLength <= 2)
    }

    /// The folder that holds `path` (`/a/b/c` → `/a/b`).
    static func parent(of path: String) -> String {
        join(path, [".."])
    }
}
