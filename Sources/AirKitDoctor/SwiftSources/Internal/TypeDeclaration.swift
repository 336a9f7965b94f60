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
    /// The scene delegate classes among `declarations`: classes that adopt a scene delegate
    /// protocol themselves or through an extension in the same file. Each gathers the window work
    /// of its body and of every extension of it in the file. A class adopted only by an
    /// extension here and declared elsewhere is reported at the extension's line.
    static func sceneDelegates(in declarations: [TypeDeclaration]) -> [SwiftSourceFacts.SceneDelegateClass] {
        let adopting = Set(declarations.filter { $0.kind != .otherType && $0.adoptsSceneDelegate }.map(\.name))
        guard !adopting.isEmpty else { return [] }
        let extensions = Dictionary(grouping: declarations.filter { $0.kind == .extensionType }, by: \.name)
        var delegates: [SwiftSourceFacts.SceneDelegateClass] = []
        var declaredHere: Set<String> = []
        for declaration in declarations where declaration.kind == .classType && adopting.contains(declaration.name) {
            declaredHere.insert(declaration.name)
            delegates.append(declaration.merged(with: extensions[declaration.name] ?? []))
        }
        for name in adopting.subtracting(declaredHere).sorted() {
            guard let parts = extensions[name], let first = parts.first else { continue }
            delegates.append(first.merged(with: Array(parts.dropFirst())))
        }
        return delegates.sorted { $0.line < $1.line }
    }

    private func merged(with extensions: [TypeDeclaration]) -> SwiftSourceFacts.SceneDelegateClass {
        let parts = [self] + extensions
        return SwiftSourceFacts.SceneDelegateClass(
            name: name,
            objcName: objcName,
            line: line,
            windowCreationLines: parts.flatMap(\.windowCreationLines).sorted(),
            unhideLines: parts.flatMap(\.unhideLines).sorted(),
            makeKeyLines: parts.flatMap(\.makeKeyLines).sorted(),
            checksRole: parts.contains { $0.checksRole }
        )
    }
}
