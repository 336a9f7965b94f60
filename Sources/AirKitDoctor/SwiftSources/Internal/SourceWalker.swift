/// One forward pass over a file's tokens that keeps track of the braces it is inside (type
/// bodies, function bodies, closures), the locals declared in them, and the constructs the facts
/// are made of.
///
/// Every look around a token is bounded (``maximumLookaround`` steps) and uses the precomputed
/// bracket partners, so the pass stays linear whatever the text; it never recurses.
struct SourceWalker {
    /// The most tokens any single pattern walks before it gives up on a construct.
    static let maximumLookaround = 512
    /// The most names kept at once for follow-up (locals holding a registration or a scene list).
    static let maximumTrackedNames = 64

    /// An open `{`: what it belongs to, and how much of the name tables to drop when it closes.
    struct Scope {
        var opener: Int
        /// The type whose body this is; `nil` for functions, closures and statements.
        var typeIndex: Int?
        /// Index in `scopes` of the innermost type body at or around this scope.
        var enclosingTypeScope: Int?
        var localsMark: Int
        var aliasesMark: Int
        var localRegistrationsMark: Int
    }

    /// A local bound to a `connectedScenes`-derived list: `let scenes = …connectedScenes…`.
    struct SceneListAlias {
        var name: Int
        var selectsByRole: Bool
    }

    /// A local that holds a registration's result until it is stored (or dropped).
    struct LocalRegistration {
        var name: Int
        var registration: Int
    }

    let stream: TokenStream
    var importsAirKit = false
    var airPlaySourceLines: [Int] = []
    var declarativeAccessoryLines: [Int] = []
    var registrations: [SwiftSourceFacts.Registration] = []
    var unfilteredFirstSceneLines: [Int] = []
    var types: [TypeDeclaration] = []
    /// External-display signals; role references and delegate class assignments are kept by
    /// token index so they can be credited to the provider bodies that hold them.
    var signalLines = ExternalDisplaySignals()
    var externalRoleTokens: [Int] = []
    /// `.windowApplication`, and react-native-external-display's utility, by token index: what
    /// shows a provider serves the app's own scene.
    var applicationRoleTokens: [Int] = []
    var reactNativeUtilityTokens: [Int] = []
    var delegateClassAssignments: [(token: Int, name: String)] = []
    var providerBodies: [ProviderBody] = []
    /// SwiftUI `App` types and windows made without a scene.
    var lifeCycleSignals = LifeCycleSignals()

    var scopes: [Scope] = []
    /// Token indices of names declared with `let`/`var` in function bodies, closures and statements.
    var locals: [Int] = []
    var aliases: [SceneListAlias] = []
    var localRegistrations: [LocalRegistration] = []
    /// The `{` that will open the body of the type declared last, and that type's index.
    var pendingTypeBody: (opener: Int, typeIndex: Int)?

    init(stream: TokenStream) {
        self.stream = stream
    }

    mutating func walk() {
        var index = 0
        while index < stream.count {
            visit(index)
            index += 1
        }
    }

    private mutating func visit(_ index: Int) {
        let token = stream.tokens[index]
        switch token.kind {
        case .openBrace: openScope(at: index)
        case .closeBrace: closeScope(at: index)
        case .identifier:
            noteSignal(at: index, token.word)
            visitIdentifier(at: index, token.word)
        case .string: noteStringLiteral(at: index)
        default: break
        }
    }

    private mutating func visitIdentifier(at index: Int, _ word: KnownWord) {
        switch word {
        case .importKeyword: noteImport(at: index)
        case .airPlaySource: noteAirPlaySource(at: index)
        case .addSource: noteUIKitSource(at: index)
        case .airPlay: noteDeclarativePresentation(at: index)
        case .airPlayed: notePlacedPresentation(at: index)
        case .sceneAccessory: noteDeclarativeAccessory(at: index)
        case .registerSceneAccessory: noteRegistration(at: index)
        case .classKeyword, .structKeyword, .enumKeyword, .actorKeyword, .protocolKeyword, .extensionKeyword:
            noteTypeDeclaration(at: index)
        case .letKeyword, .varKeyword: noteLocalDeclaration(at: index)
        case .connectedScenes: noteSceneList(at: index, inheritedSelection: false)
        case .uiWindow, .isHidden, .makeKeyAndVisible, .makeKey, .session, .role,
            .windowExternalDisplayNonInteractive, .windowExternalDisplay, .windowApplication:
            noteWindowWork(at: index, word)
        case .none: noteUseOfTrackedName(at: index)
        default: break
        }
    }
}

// MARK: - Scopes

extension SourceWalker {
    private mutating func openScope(at index: Int) {
        var typeIndex: Int?
        if let pending = pendingTypeBody, pending.opener == index {
            typeIndex = pending.typeIndex
            pendingTypeBody = nil
        }
        let enclosingTypeScope = typeIndex != nil ? scopes.count : scopes.last?.enclosingTypeScope
        scopes.append(
            Scope(
                opener: index, typeIndex: typeIndex, enclosingTypeScope: enclosingTypeScope,
                localsMark: locals.count, aliasesMark: aliases.count,
                localRegistrationsMark: localRegistrations.count))
    }

    /// Closes the scope `}` matches, and any unclosed ones inside it.
    private mutating func closeScope(at index: Int) {
        guard let opener = stream.partner(of: index) else { return }
        var closed: Scope?
        while let last = scopes.last, last.opener >= opener {
            closed = scopes.removeLast()
        }
        guard let closed else { return }
        locals.removeSubrange(min(closed.localsMark, locals.count)...)
        aliases.removeSubrange(min(closed.aliasesMark, aliases.count)...)
        localRegistrations.removeSubrange(min(closed.localRegistrationsMark, localRegistrations.count)...)
    }

    /// The type whose body the walk is in (directly or inside one of its members).
    var currentTypeIndex: Int? {
        guard let scope = scopes.last?.enclosingTypeScope, scope < scopes.count else { return nil }
        return scopes[scope].typeIndex
    }

    /// Declarations here are locals: the walk is inside a function, closure or statement body.
    var isInLocalScope: Bool {
        guard let innermost = scopes.last else { return false }
        return innermost.typeIndex == nil
    }

    private mutating func noteLocalDeclaration(at index: Int) {
        guard isInLocalScope, stream.kind(at: index + 1) == .identifier else { return }
        locals.append(index + 1)
    }

    /// Whether the name at `index` was declared as a local in a scope that is still open, inside
    /// the current type's member. Looks at the latest ``maximumLookaround`` locals only.
    func isLocal(_ index: Int) -> Bool {
        var floor = 0
        if let typeScope = scopes.last?.enclosingTypeScope, typeScope < scopes.count {
            floor = scopes[typeScope].localsMark
        }
        var candidate = locals.count - 1
        let lowest = max(floor, locals.count - Self.maximumLookaround)
        while candidate >= lowest {
            if stream.haveSameText(locals[candidate], index) { return true }
            candidate -= 1
        }
        return false
    }
}

// MARK: - Simple constructs

extension SourceWalker {
    /// `import AirKit`, also `@testable import AirKit` and `import struct AirKit.Air`.
    private mutating func noteImport(at index: Int) {
        if stream.isWord(.presentationDisplaysModule, at: index + 1) || stream.isWord(.externalDisplayModule, at: index + 1),
            let token = stream[index]
        {
            signalLines.externalDisplayPluginReferences.append(token.lineNumber)
        }
        var isAirKit = stream.isWord(.airKit, at: index + 1)
        if !isAirKit, let kind = stream[index + 1], kind.kind == .identifier, kind.word != .none {
            isAirKit = stream.isWord(.airKit, at: index + 2)
        }
        guard isAirKit, let token = stream[index] else { return }
        importsAirKit = true
        signalLines.airKitImports.append(token.lineNumber)
    }

    /// `.airPlaySource(`.
    private mutating func noteAirPlaySource(at index: Int) {
        guard stream.kind(at: index - 1) == .dot, stream.kind(at: index + 1) == .openParen,
            let token = stream[index]
        else { return }
        airPlaySourceLines.append(token.lineNumber)
    }

    /// `Air.addSource(…)` or `air.addSource(…)` in a file that imports AirKit: a UIKit view controller
    /// made an AirKit source, which registers and keeps the accessory as `.airPlaySource()` does.
    private mutating func noteUIKitSource(at index: Int) {
        guard importsAirKit, stream.kind(at: index - 1) == .dot, stream.kind(at: index + 1) == .openParen,
            let token = stream[index]
        else { return }
        airPlaySourceLines.append(token.lineNumber)
    }

    /// `.airPlay(isPresented: …)` or `.airPlay(item: …)`: AirKit's declarative presentation, which is
    /// also a source. The labelled argument tells it from an enum case that happens to be named `airPlay`.
    private mutating func noteDeclarativePresentation(at index: Int) {
        guard stream.kind(at: index - 1) == .dot, stream.kind(at: index + 1) == .openParen,
            stream.kind(at: index + 2) == .identifier, stream.kind(at: index + 3) == .colon,
            let token = stream[index]
        else { return }
        airPlaySourceLines.append(token.lineNumber)
    }

    /// `AirPlayed(isPresented: …) { … }`: AirKit's view that moves its content to the TV, also a source.
    private mutating func notePlacedPresentation(at index: Int) {
        guard stream.kind(at: index - 1) != .dot, stream.kind(at: index + 1) == .openParen,
            stream.kind(at: index + 2) == .identifier, stream.kind(at: index + 3) == .colon,
            let token = stream[index]
        else { return }
        airPlaySourceLines.append(token.lineNumber)
    }

    /// `.sceneAccessory { … ExternalNonInteractiveAccessory … }`, or with `(content:)`.
    private mutating func noteDeclarativeAccessory(at index: Int) {
        guard stream.kind(at: index - 1) == .dot, let token = stream[index] else { return }
        let end = endOfCall(at: index)
        guard end > index, stream.mentionsDeclarativeAccessory(in: index, end) else { return }
        declarativeAccessoryLines.append(token.lineNumber)
    }

    /// The last token of the call whose name is at `index`: its argument list, then a trailing
    /// closure on the same line. `index` itself when neither follows.
    func endOfCall(at index: Int) -> Int {
        var end = index
        if stream.kind(at: end + 1) == .openParen, let close = stream.partner(of: end + 1) {
            end = close
        }
        if stream.kind(at: end + 1) == .openBrace, stream[end + 1]?.line == stream[end]?.line,
            let close = stream.partner(of: end + 1)
        {
            end = close
        }
        return end
    }

    /// Window and role work inside a type body, credited to the innermost type.
    private mutating func noteWindowWork(at index: Int, _ word: KnownWord) {
        guard let typeIndex = currentTypeIndex, typeIndex < types.count, let token = stream[index] else { return }
        let line = token.lineNumber
        switch word {
        case .uiWindow where createsWindowForScene(at: index):
            types[typeIndex].windowCreationLines.append(line)
        case .isHidden where stream[index + 1]?.isAssignment == true && stream.isWord(.falseKeyword, at: index + 2):
            types[typeIndex].unhideLines.append(line)
        case .makeKeyAndVisible where isCall(at: index):
            types[typeIndex].unhideLines.append(line)
            types[typeIndex].makeKeyLines.append(line)
        case .makeKey where isCall(at: index):
            types[typeIndex].makeKeyLines.append(line)
        case .session where stream.kind(at: index + 1) == .dot && stream.isWord(.role, at: index + 2):
            types[typeIndex].checksRole = true
        case .role where stream.kind(at: index - 1) == .dot && stream[index + 1]?.word == .equalityOperator:
            types[typeIndex].checksRole = true
        case .windowExternalDisplayNonInteractive, .windowExternalDisplay, .windowApplication:
            types[typeIndex].checksRole = true
        default:
            break
        }
    }

    /// `UIWindow(frame:`, `UIWindow.init(frame:` or `UIWindow()`: a window that belongs to no scene.
    func createsScenelessWindow(at index: Int) -> Bool {
        var open = index + 1
        if stream.kind(at: open) == .dot, stream.isWord(.initKeyword, at: open + 1) { open += 2 }
        guard stream.kind(at: open) == .openParen else { return false }
        if stream.kind(at: open + 1) == .closeParen { return true }
        return stream.isWord(.frame, at: open + 1) && stream.kind(at: open + 2) == .colon
    }

    /// `UIWindow(windowScene:` or `UIWindow.init(windowScene:`.
    private func createsWindowForScene(at index: Int) -> Bool {
        var open = index + 1
        if stream.kind(at: open) == .dot, stream.isWord(.initKeyword, at: open + 1) { open += 2 }
        return stream.kind(at: open) == .openParen && stream.isWord(.windowScene, at: open + 1)
            && stream.kind(at: open + 2) == .colon
    }

    /// A call of the function named at `index`, not its declaration.
    func isCall(at index: Int) -> Bool {
        stream.kind(at: index + 1) == .openParen && !stream.isWord(.funcKeyword, at: index - 1)
    }
}
