/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension` found in one file, with what
/// its own body (not its nested types' bodies) does with windows.
struct TypeDeclaration {
    enum Kind {
        case classType
        case extensionType
        /// `struct`, `enum`, `actor`, `protocol`: named, never a scene delegate.
        case otherType
    }

    var name: String
    var kind: Kind
    /// Line of the name.
    var line: Int
    /// Its inheritance list names `UIWindowSceneDelegate` or `UISceneDelegate`.
    var adoptsSceneDelegate: Bool
    var objcName: String?
    var windowCreationLines: [Int] = []
    var unhideLines: [Int] = []
    var makeKeyLines: [Int] = []
    var checksRole = false
}

extension TypeDeclaration {
    /// The scene delegate classes among `declarations`, one per class name: classes that adopt a
    /// scene delegate protocol themselves or through an extension in the same file.
    ///
    /// Each gathers the window work of every class body and extension of that name in the file,
    /// and takes its line and `@objc` name from the first class declaration. A class adopted by
    /// an extension here but declared elsewhere is reported at the first extension's line.
    /// Linear in the number of declarations, however often a name repeats.
    static func sceneDelegates(in declarations: [TypeDeclaration]) -> [SwiftSourceFacts.SceneDelegateClass] {
        let adopting = Set(declarations.filter { $0.kind != .otherType && $0.adoptsSceneDelegate }.map(\.name))
        guard !adopting.isEmpty else { return [] }
        var delegates: [String: SwiftSourceFacts.SceneDelegateClass] = [:]
        var hasClassDeclaration: Set<String> = []
        for part in declarations where part.kind != .otherType && adopting.contains(part.name) {
            var delegate = delegates[part.name] ?? SwiftSourceFacts.SceneDelegateClass(name: part.name, line: part.line)
            if part.kind == .classType, hasClassDeclaration.insert(part.name).inserted {
                delegate.line = part.line
                delegate.objcName = part.objcName
            }
            delegate.windowCreationLines += part.windowCreationLines
            delegate.unhideLines += part.unhideLines
            delegate.makeKeyLines += part.makeKeyLines
            delegate.checksRole = delegate.checksRole || part.checksRole
            delegates[part.name] = delegate
        }
        return delegates.values.map(\.withSortedLines).sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }
}

extension SwiftSourceFacts.SceneDelegateClass {
    fileprivate var withSortedLines: Self {
        var sorted = self
        sorted.windowCreationLines.sort()
        sorted.unhideLines.sort()
        sorted.makeKeyLines.sort()
        return sorted
    }
}
