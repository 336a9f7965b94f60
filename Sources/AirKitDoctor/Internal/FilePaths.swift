/// Lexical path operations: no file-system access, no symlink resolution.
enum FilePaths {
    /// `folder/name`, or `name` alone when it is absolute.
    static func resolve(_ name: String, against folder: String) -> String {
        name.hasPrefix("/") ? normalize(name) : normalize(InputDiscovery.join(folder, name))
    }

    /// Removes `.` components, empty components and `name/..` pairs. A relative path stays relative.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` (absolute) as a path relative to `folder` (absolute), climbing with `..` where it lies
    /// outside: `../Shared/Base.xcconfig`. How a project names a file beside its folder, printed
    /// for a file outside the folder the doctor reads instead of its absolute place.
    static func relative(_ path: String, from folder: String) -> String {
        let target = normalize(path).split(separator: "/")
        let base = normalize(folder).split(separator: "/")
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let climbs = Array(repeating: "..", count: base.count - shared)
        let joined = (climbs + target.dropFirst(shared).map(String.init)).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path`.
    static func parent(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        return slash == normalized.startIndex ? "/" : String(normalized[..<slash])
    }

    /// The last component without its extension: `Banner` for `…/Banner.app`.
    static func stem(of path: String) -> String {
        let name = InputDiscovery.lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
