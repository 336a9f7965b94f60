/// One forward pass over an Objective-C file's tokens that follows `@interface`,
/// `@implementation` and `@end`, and method bodies by brace depth, and records the signals.
///
/// A method starts at a `-` or `+` outside any brace inside an `@interface`, `@implementation` or
/// `@protocol`; its header (selector and parameter types) is read in one bounded look-ahead and
/// never scanned for signals, so declaring `setScreen:` assigns nothing. Its body ends when the
/// brace depth returns to zero, or at the next `@end` / `@implementation` / `@interface`,
/// whichever comes first, so unbalanced braces cannot swallow the rest of the file. A `- (` or
/// `+ (` in the first column also starts a method even inside braces: `#if` branches that each
/// open a method header leave one brace unclosed, and code in a body never starts that way.
struct ObjCWalker {
    /// The most tokens a method or `@interface` header is read for.
    static let maximumHeaderLength = 256

    let source: [UInt8]
    let tokens: [ObjCToken]
    var signals = ExternalDisplaySignals()
    var sceneDelegates: [ObjCSourceFacts.SceneDelegateClass] = []
    var lifeCycle = LifeCycleSignals()
    /// Lines of `AirKitAddSource(…)` calls (`AirKitC.h`).
    var airKitSourceLines: [Int] = []

    /// Inside `@interface`, `@implementation` or `@protocol` (until `@end`).
    private var isInContainer = false
    /// The class of the current `@implementation` or `@interface`.
    private var containerName: String?
    private var braceDepth = 0
    private var isInMethodBody = false
    /// Index in `signals.sceneConfigurationProviders` of the provider whose body the walk is in.
    private var openProvider: Int?

    init(source: [UInt8], tokens: [ObjCToken]) {
        self.source = source
        self.tokens = tokens
    }

    mutating func walk() {
        var index = 0
        while index < tokens.count {
            index = visit(index) + 1
        }
    }

    /// Each scene delegate class once, at its first `@interface`.
    func uniqueSceneDelegates() -> [ObjCSourceFacts.SceneDelegateClass] {
        var seen: Set<String> = []
        return sceneDelegates.filter { seen.insert($0.name).inserted }
    }

    /// Handles the token at `index`; returns the index of the last token it consumed.
    private mutating func visit(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .atKeyword: noteAtKeyword(at: index, token.word)
        case .includeDirective: noteInclude(token)
        case .minus, .plus:
            if isInContainer && (braceDepth == 0 || startsMethodAtLineStart(index)) { return noteMethod(at: index) }
        case .openBrace: braceDepth += 1
        case .closeBrace: closeBrace()
        case .identifier: noteIdentifier(at: index, token.word)
        case .string: noteStringLiteral(token)
        default: break
        }
        return index
    }
}

// MARK: - Containers and methods

extension ObjCWalker {
    private mutating func noteAtKeyword(at index: Int, _ word: ObjCWord) {
        switch word {
        case .interfaceWord, .implementationWord, .protocolWord:
            guard !isForwardOrExpression(at: index) else { return }
            resetNesting()
            isInContainer = true
            containerName = word == .protocolWord ? nil : name(at: index + 1)
            if word == .interfaceWord { noteInterface(at: index) }
        case .endWord:
            resetNesting()
            isInContainer = false
            containerName = nil
        case .importWord where self[index + 1]?.isWord(.airKit) == true || self[index + 1]?.isWord(.airKitC) == true:
            signals.airKitImports.append(tokens[index].lineNumber)
        default:
            break
        }
    }

    /// `@protocol Name;`, `@protocol(Name)`: no body follows.
    private func isForwardOrExpression(at index: Int) -> Bool {
        guard self[index + 1]?.kind == .identifier else { return true }
        return self[index + 2]?.kind == .semicolon || self[index + 2]?.kind == .comma
    }

    private mutating func resetNesting() {
        braceDepth = 0
        isInMethodBody = false
        openProvider = nil
    }

    private mutating func closeBrace() {
        braceDepth = max(0, braceDepth - 1)
        if braceDepth == 0, isInMethodBody {
            isInMethodBody = false
            openProvider = nil
        }
    }

    /// `-` or `+` in the first column, followed by `(`.
    private func startsMethodAtLineStart(_ index: Int) -> Bool {
        let start = Int(tokens[index].start)
        guard start <= source.count else { return false }
        let isFirstColumn = start == 0 || ASCII.isNewline(source[start - 1])
        return isFirstColumn && self[index + 1]?.kind == .openParen
    }

    /// At `-` or `+`: reads the header up to its `{` (a definition) or `;` (a declaration).
    /// Returns the index of that token, or `index` when this is no method header. A provider's
    /// selector is `application:…configurationForConnectingSceneSession:…`.
    private mutating func noteMethod(at index: Int) -> Int {
        var cursor = index + 1
        var parenDepth = 0
        var firstPart: ObjCWord?
        var isProvider = false
        while cursor < tokens.count, cursor - index <= Self.maximumHeaderLength {
            let token = tokens[cursor]
            switch token.kind {
            case .openParen: parenDepth += 1
            case .closeParen: parenDepth = max(0, parenDepth - 1)
            case .semicolon:
                resetNesting()
                return cursor
            case .openBrace:
                openMethodBody(startingAt: index, isProvider: isProvider)
                return cursor
            case .closeBrace, .atKeyword: return index
            case .identifier where parenDepth == 0:
                if firstPart == nil { firstPart = token.word }
                if token.word == .configurationForConnectingSceneSession, firstPart == .application {
                    isProvider = isProvider || self[cursor + 1]?.kind == .colon
                }
            default: break
            }
            cursor += 1
        }
        return index
    }

    private mutating func openMethodBody(startingAt index: Int, isProvider: Bool) {
        braceDepth = 1
        isInMethodBody = true
        openProvider = nil
        guard isProvider else { return }
        signals.sceneConfigurationProviders.append(
            ExternalDisplaySignals.SceneConfigurationProvider(line: tokens[index].lineNumber, enclosingClass: containerName))
        openProvider = signals.sceneConfigurationProviders.count - 1
    }

    /// `@interface Name : Superclass <Protocols>`, a category `Name (Category) <…>` or an
    /// extension `Name () <…>`: a `UIWindowScene` superclass, a scene delegate protocol.
    private mutating func noteInterface(at index: Int) {
        guard let nameToken = self[index + 1], nameToken.kind == .identifier else { return }
        let name = text(of: nameToken)
        if self[index + 2]?.kind == .colon, self[index + 3]?.isWord(.uiWindowScene) == true {
            signals.windowSceneSubclasses.append(name)
        }
        var cursor = index + 2
        while let token = self[cursor], cursor - index <= 64 {
            switch token.kind {
            case .openBrace, .semicolon, .minus, .plus, .atKeyword: return
            case .identifier where token.word == .uiWindowSceneDelegate || token.word == .uiSceneDelegate:
                sceneDelegates.append(ObjCSourceFacts.SceneDelegateClass(name: name, line: nameToken.lineNumber))
                return
            default: cursor += 1
            }
        }
    }
}

// MARK: - Signals

extension ObjCWalker {
    private mutating func noteIdentifier(at index: Int, _ word: ObjCWord) {
        let line = tokens[index].lineNumber
        let isSelectorPart = self[index + 1]?.kind == .colon
        switch word {
        case .roleConstantNonInteractive, .roleConstantExternalDisplay:
            noteExternalRole(line: line)
        case .reactNativeExternalDisplayUtility:
            noteExternalRole(line: line)
            if let openProvider { signals.sceneConfigurationProviders[openProvider].handsOffToReactNativeExternalDisplay = true }
        case .roleConstantApplication:
            if let openProvider { signals.sceneConfigurationProviders[openProvider].namesApplicationRole = true }
        case .uiScreenDidConnectNotification:
            signals.screenConnectionObservers.append(line)
        case .presentationDisplaysPlugin, .externalDisplayPlugin:
            signals.externalDisplayPluginReferences.append(line)
        case .registerSceneAccessory where isSelectorPart, .externalNonInteractiveWithSceneConfiguration where isSelectorPart,
            .externalNonInteractiveAccessory:
            signals.sceneAccessoryReferences.append(line)
        case .screen where self[index - 1]?.kind == .dot && self[index + 1]?.kind == .assign:
            signals.legacyScreenWindowAssignments.append(line)
        case .setScreen where isSelectorPart && self[index - 1]?.kind != .openParen:
            signals.legacyScreenWindowAssignments.append(line)  // `[window setScreen:…]`, not `@selector(setScreen:)`
        case .delegateClass where self[index + 1]?.kind == .assign, .setDelegateClass where isSelectorPart:
            noteDelegateClass(assignedAt: index + 2)
        case .uiWindow where makesScenelessWindow(at: index):
            lifeCycle.scenelessWindowLines.append(line)
        case .airKitAddSource where self[index + 1]?.kind == .openParen:
            airKitSourceLines.append(line)
        default:
            break
        }
    }

    /// `[[UIWindow alloc] initWithFrame:…]`, `[[UIWindow alloc] init]` or `[UIWindow new]`, with
    /// `UIWindow` at `index`.
    private func makesScenelessWindow(at index: Int) -> Bool {
        guard self[index - 1]?.kind == .openBracket else { return false }
        if self[index + 1]?.isWord(.newWord) == true { return self[index + 2]?.kind == .closeBracket }
        guard self[index + 1]?.isWord(.allocWord) == true, self[index + 2]?.kind == .closeBracket else { return false }
        if self[index + 3]?.isWord(.initWithFrame) == true { return self[index + 4]?.kind == .colon }
        return self[index + 3]?.isWord(.initWord) == true && self[index + 4]?.kind == .closeBracket
    }

    private mutating func noteStringLiteral(_ token: ObjCToken) {
        guard Int(token.end) <= source.count else { return }
        switch ExternalDisplayNames.meaning(ofLiteralIn: source, from: Int(token.start), to: Int(token.end)) {
        case .externalRole: noteExternalRole(line: token.lineNumber)
        case .screenConnection: signals.screenConnectionObservers.append(token.lineNumber)
        case nil: break
        }
    }

    private mutating func noteExternalRole(line: Int) {
        signals.externalRoleReferences.append(line)
        if let openProvider { signals.sceneConfigurationProviders[openProvider].handlesExternalRole = true }
    }

    private mutating func noteInclude(_ token: ObjCToken) {
        let start = Int(token.start)
        let stop = Int(token.end)
        guard start <= stop, stop <= source.count else { return }
        let header = source[start..<stop]
        if header.starts(with: Self.airKitFolder) || header.starts(with: Self.airKitCFolder)
            || header.elementsEqual(Self.airKitSwiftHeader)
        {
            signals.airKitImports.append(token.lineNumber)
        } else if Self.pluginFolders.contains(where: { header.starts(with: $0) }) {
            signals.externalDisplayPluginReferences.append(token.lineNumber)
        }
    }

    private static let airKitFolder = Array("AirKit/".utf8)
    private static let airKitCFolder = Array("AirKitC/".utf8)
    private static let airKitSwiftHeader = Array("AirKit-Swift.h".utf8)
    private static let pluginFolders = [
        Array("\(ExternalDisplayNames.presentationDisplaysModule)/".utf8),
        Array("\(ExternalDisplayNames.externalDisplayModule)/".utf8),
    ]

    /// Inside a provider, after `delegateClass =` or `setDelegateClass:`: `[Foo class]`,
    /// `Foo.class` or `NSClassFromString(@"Foo")`.
    private mutating func noteDelegateClass(assignedAt start: Int) {
        guard let openProvider else { return }
        var name: String?
        if self[start]?.kind == .openBracket, let receiver = self[start + 1], receiver.kind == .identifier,
            self[start + 2]?.isWord(.classWord) == true, self[start + 3]?.kind == .closeBracket
        {
            name = text(of: receiver)
        } else if let receiver = self[start], receiver.kind == .identifier, self[start + 1]?.kind == .dot,
            self[start + 2]?.isWord(.classWord) == true
        {
            name = text(of: receiver)
        } else if self[start]?.isWord(.nsClassFromString) == true, self[start + 1]?.kind == .openParen,
            let literal = self[start + 2], literal.kind == .string, Int(literal.end) <= source.count
        {
            name = PlainStringLiteral.text(in: source, from: Int(literal.start), to: Int(literal.end))
        }
        guard let name else { return }
        var provider = signals.sceneConfigurationProviders[openProvider]
        if !provider.delegateClassNames.contains(name),
            provider.delegateClassNames.count < SourceWalker.maximumDelegateClassNames
        {
            provider.delegateClassNames.append(name)
            signals.sceneConfigurationProviders[openProvider] = provider
        }
    }
}

// MARK: - Helpers

extension ObjCWalker {
    private subscript(index: Int) -> ObjCToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    private func text(of token: ObjCToken) -> String {
        let start = Int(token.start)
        let stop = Int(token.end)
        guard start <= stop, stop <= source.count else { return "" }
        return String(decoding: source[start..<stop], as: UTF8.self)
    }

    private func name(at index: Int) -> String? {
        guard let token = self[index], token.kind == .identifier else { return nil }
        return text(of: token)
    }
}
