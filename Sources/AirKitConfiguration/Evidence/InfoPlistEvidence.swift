/// An Info.plist as read from one file, with the line of each key when the file has lines.
public struct InfoPlistEvidence: Sendable, Equatable {
    public var plist: InfoPlist
    /// The file the plist was read from (`Info.plist` at run time).
    public var path: String
    /// The 1-based line of each key (and of each array element) in an XML file; empty for binary
    /// plists and for dictionaries handed over at run time.
    public var keyLines: [PlistKeyPath: Int]

    public init(plist: InfoPlist, path: String, keyLines: [PlistKeyPath: Int] = [:]) {
        self.plist = plist
        self.path = path
        self.keyLines = keyLines
    }

    /// The location of `keyPath`: its own line, else the nearest enclosing key's line, else the
    /// file without a line.
    public func location(of keyPath: PlistKeyPath) -> SourceLocation {
        var current: PlistKeyPath? = keyPath
        while let path = current {
            if let line = keyLines[path] { return SourceLocation(path: self.path, line: line) }
            current = path.parent
        }
        return SourceLocation(path: path)
    }
}
