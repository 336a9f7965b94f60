extension SourceWalker {
    /// At `class`, `struct`, `enum`, `actor`, `protocol` or `extension`: records the type, whether
    /// its inheritance list adopts a scene delegate protocol, its `@objc(Name)`, and which `{`
    /// opens its body. `class func`, `class var` and the like are members, not types.
    mutating func noteTypeDeclaration(at keyword: Int) {
        guard let keywordToken = stream[keyword], stream.kind(at: keyword - 1) != .dot,
            let nameIndex = declaredTypeName(after: keyword, isExtension: keywordToken.word == .extensionKeyword),
            let header = scanTypeHeader(from: nameIndex + 1),
            let nameToken = stream[nameIndex]
        else { return }
        let kind: TypeDeclaration.Kind =
            switch keywordToken.word {
            case .classKeyword: .classType
            case .extensionKeyword: .extensionType
            default: .otherType
            }
        types.append(
            TypeDeclaration(
                name: stream.text(at: nameIndex), kind: kind, line: nameToken.lineNumber,
                adoptsSceneDelegate: header.adoptsSceneDelegate,
                objcName: kind == .classType ? objcName(attachedTo: keyword) : nil))
        pendingTypeBody = (header.bodyOpener, types.count - 1)
        if header.conformsToApp, kind != .extensionType, keywordToken.word != .protocolKeyword {
            lifeCycleSignals.swiftUIAppLines.append(nameToken.lineNumber)
        }
        if kind == .classType, superclassIsWindowScene(afterName: nameIndex) {
            signalLines.windowSceneSubclasses.append(stream.text(at: nameIndex))
        }
    }

    /// `Name: UIWindowScene` or `Name: UIKit.UIWindowScene`: the first inherited type, which for
    /// a class is its superclass.
    private func superclassIsWindowScene(afterName name: Int) -> Bool {
        guard stream.kind(at: name + 1) == .colon else { return false }
        var index = name + 2
        while stream.kind(at: index) == .identifier, stream.kind(at: index + 1) == .dot, index - name < 8 { index += 2 }
        return stream.isWord(.uiWindowScene, at: index)
    }

    /// The name token of the declaration: the identifier after the keyword, or for an extension
    /// the last part of a dotted name (`extension Outer.Inner`).
    private func declaredTypeName(after keyword: Int, isExtension: Bool) -> Int? {
        guard let name = stream[keyword + 1], name.kind == .identifier, !name.word.isKeywordOrModifier else {
            return nil
        }
        var nameIndex = keyword + 1
        while isExtension, stream.kind(at: nameIndex + 1) == .dot, stream.kind(at: nameIndex + 2) == .identifier {
            nameIndex += 2
        }
        return nameIndex
    }

    /// From after the name to the body's `{`: generic parameters, inheritance, `where` clause.
    private func scanTypeHeader(from start: Int) -> (bodyOpener: Int, adoptsSceneDelegate: Bool, conformsToApp: Bool)? {
        var index = start
        var adopts = false
        var conformsToApp = false
        var steps = 0
        while steps < Self.maximumLookaround, let token = stream[index] {
            steps += 1
            switch token.kind {
            case .openBrace:
                return (index, adopts, conformsToApp)
            case .closeBrace, .semicolon:
                return nil
            case .openParen, .openBracket:
                guard let close = stream.partner(of: index) else { return nil }
                index = close
            case .identifier where token.word == .uiWindowSceneDelegate || token.word == .uiSceneDelegate:
                adopts = true
            case .identifier where token.word == .app && namesSwiftUIApp(at: index):
                conformsToApp = true
            case .identifier where token.word.isDeclarationKeyword:
                return nil
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// `App` as an inherited type (after `:` or `,`, or as `SwiftUI.App`), not the start of a
    /// longer name such as `App.Delegate`.
    private func namesSwiftUIApp(at index: Int) -> Bool {
        guard stream.kind(at: index + 1) != .dot else { return false }
        switch stream.kind(at: index - 1) {
        case .colon?, .comma?: return true
        case .dot?: return stream.isWord(.swiftUI, at: index - 2)
        default: return false
        }
    }

    /// The `Name` of an `@objc(Name)` among the attributes and modifiers before `keyword`.
    /// `#if` lines between them are already gone from the stream.
    private func objcName(attachedTo keyword: Int) -> String? {
        var index = keyword - 1
        var steps = 0
        while steps < Self.maximumLookaround, let token = stream[index] {
            steps += 1
            if token.kind == .identifier, stream.kind(at: index - 1) == .at {
                index -= 2  // `@MainActor`, `@objc`
            } else if token.kind == .identifier, token.word.isDeclarationModifier {
                index -= 1
            } else if token.kind == .closeParen, let open = stream.partner(of: index),
                stream.kind(at: open - 1) == .identifier, stream.kind(at: open - 2) == .at
            {
                if stream.isWord(.objc, at: open - 1), open + 2 == index, stream.kind(at: open + 1) == .identifier {
                    return stream.text(at: open + 1)
                }
                index = open - 3  // `@available(…)` and other attributes with arguments
            } else {
                return nil
            }
        }
        return nil
    }
}

extension KnownWord {
    /// Words that start a declaration: a type, function or binding.
    var isDeclarationKeyword: Bool {
        switch self {
        case .classKeyword, .structKeyword, .enumKeyword, .actorKeyword, .protocolKeyword,
            .extensionKeyword, .funcKeyword, .varKeyword, .letKeyword, .initKeyword, .subscriptKeyword,
            .importKeyword:
            true
        default:
            false
        }
    }

    /// Words that cannot be a type's name: keywords and modifiers (`class func`, `class var`).
    var isKeywordOrModifier: Bool {
        isDeclarationKeyword || isDeclarationModifier || isStatementKeyword
    }

    /// Words that start or join statements and expressions, never part of a member chain.
    var isStatementKeyword: Bool {
        switch self {
        case .returnKeyword, .tryKeyword, .awaitKeyword, .whereKeyword, .inKeyword, .ifKeyword,
            .elseKeyword, .falseKeyword, .trueKeyword:
            true
        default:
            false
        }
    }
}
