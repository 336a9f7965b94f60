extension SourceWalker {
    /// An `application(_:configurationForConnecting:options:)` with a body: where it is, and the
    /// token range of the body that role references and delegate assignments are credited to.
    struct ProviderBody {
        var line: Int
        var enclosingClass: String?
        var bodyOpener: Int
        var bodyCloser: Int
    }

    /// The most delegate class assignments read per provider: a real one makes one or two.
    static let maximumDelegateClassNames = 16

    /// At any identifier: records the external-display signal it is part of, if any.
    mutating func noteSignal(at index: Int, _ word: KnownWord) {
        guard let line = stream[index]?.lineNumber else { return }
        let afterDot = stream.kind(at: index - 1) == .dot
        switch word {
        case .windowExternalDisplayNonInteractive where afterDot, .windowExternalDisplay where afterDot,
            .roleConstantNonInteractive, .roleConstantExternalDisplay:
            externalRoleTokens.append(index)
        case .reactNativeExternalDisplayUtility:
            externalRoleTokens.append(index)
            reactNativeUtilityTokens.append(index)
        case .windowApplication where afterDot:
            applicationRoleTokens.append(index)
        case .didConnectNotification where afterDot && stream.isWord(.uiScreen, at: index - 2),
            .uiScreenDidConnect where afterDot, .uiScreenDidConnectNotification:
            signalLines.screenConnectionObservers.append(line)
        case .sceneAccessory where afterDot, .externalNonInteractiveAccessory:
            signalLines.sceneAccessoryReferences.append(line)
        case .externalNonInteractive where namesSceneConfigurationArgument(after: index):
            signalLines.sceneAccessoryReferences.append(line)
        case .screen where afterDot && stream[index + 1]?.isAssignment == true:
            signalLines.legacyScreenWindowAssignments.append(line)
        case .swiftPresentationDisplaysPlugin, .presentationDisplaysPlugin, .externalDisplayPlugin:
            signalLines.externalDisplayPluginReferences.append(line)
        case .delegateClass where stream[index + 1]?.isAssignment == true:
            noteDelegateClass(assignedAt: index + 2)
        case .funcKeyword:
            noteConfigurationProvider(at: index)
        case .uiWindow where createsScenelessWindow(at: index):
            lifeCycleSignals.scenelessWindowLines.append(line)
        default:
            break
        }
    }

    /// A string literal that is exactly a role or notification name.
    mutating func noteStringLiteral(at index: Int) {
        guard let token = stream[index], Int(token.end) <= stream.source.count else { return }
        switch ExternalDisplayNames.meaning(ofLiteralIn: stream.source, from: Int(token.start), to: Int(token.end)) {
        case .externalRole: externalRoleTokens.append(index)
        case .screenConnection: signalLines.screenConnectionObservers.append(token.lineNumber)
        case nil: break
        }
    }

    /// `externalNonInteractive(sceneConfiguration:`.
    private func namesSceneConfigurationArgument(after index: Int) -> Bool {
        stream.kind(at: index + 1) == .openParen && stream.isWord(.sceneConfiguration, at: index + 2)
            && stream.kind(at: index + 3) == .colon
    }

    /// After `delegateClass =`: `Foo.self`, `Module.Foo.self` or `NSClassFromString("Foo")`.
    private mutating func noteDelegateClass(assignedAt start: Int) {
        var name: String?
        if stream.isWord(.nsClassFromString, at: start), stream.kind(at: start + 1) == .openParen,
            let literal = stream[start + 2], literal.kind == .string, stream.kind(at: start + 3) == .closeParen
        {
            name = PlainStringLiteral.text(in: stream.source, from: Int(literal.start), to: Int(literal.end))
        } else {
            var index = start
            while stream.kind(at: index) == .identifier, stream.kind(at: index + 1) == .dot, index - start < 32 {
                if stream.isWord(.selfKeyword, at: index + 2) {
                    name = stream.text(at: index)
                    break
                }
                index += 2
            }
        }
        if let name { delegateClassAssignments.append((start, name)) }
    }

    /// At `func`: an `application(…)` whose parameters include `configurationForConnecting` and
    /// that has a body. A protocol requirement (no body) is not a provider.
    private mutating func noteConfigurationProvider(at keyword: Int) {
        guard stream.isWord(.application, at: keyword + 1), stream.kind(at: keyword + 2) == .openParen,
            let close = stream.partner(of: keyword + 2), hasConfigurationLabel(from: keyword + 3, to: close),
            let opener = bodyOpener(after: close), let line = stream[keyword]?.lineNumber
        else { return }
        providerBodies.append(
            ProviderBody(
                line: line, enclosingClass: currentTypeIndex.flatMap { $0 < types.count ? types[$0].name : nil },
                bodyOpener: opener, bodyCloser: stream.partner(of: opener) ?? stream.count - 1))
    }

    private func hasConfigurationLabel(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end, index - start < Self.maximumLookaround {
            if stream.isWord(.configurationForConnecting, at: index) {
                let next = stream.kind(at: index + 1)
                if next == .identifier || next == .colon { return true }
            }
            index += 1
        }
        return false
    }

    /// The `{` after a signature's parameters: past `async`, `throws`, `-> Type` and a `where`
    /// clause; `nil` when a `;`, `}` or another declaration comes first.
    private func bodyOpener(after parameters: Int) -> Int? {
        var index = parameters + 1
        while let token = stream[index], index - parameters < 64 {
            switch token.kind {
            case .openBrace: return index
            case .closeBrace, .semicolon: return nil
            case .identifier where token.word.isDeclarationKeyword: return nil
            case .openParen, .openBracket:
                guard let close = stream.partner(of: index) else { return nil }
                index = close
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The signals as ``ExternalDisplaySignals``, each provider credited with the role references
    /// and delegate assignments inside its body. Work per provider is bounded by binary search.
    func externalDisplaySignals() -> ExternalDisplaySignals {
        var signals = signalLines
        signals.externalRoleReferences = externalRoleTokens.compactMap { stream[$0]?.lineNumber }
        signals.sceneAccessoryReferences += registrations.map(\.line)
        let assignmentTokens = delegateClassAssignments.map(\.token)
        signals.sceneConfigurationProviders = providerBodies.map { body in
            func holds(_ tokens: [Int]) -> Bool {
                let first = SortedPositions.firstIndex(in: tokens, atLeast: body.bodyOpener)
                return first < tokens.count && tokens[first] <= body.bodyCloser
            }
            let handlesRole = holds(externalRoleTokens)
            var names: [String] = []
            let first = SortedPositions.firstIndex(in: assignmentTokens, atLeast: body.bodyOpener)
            var index = first
            while index < assignmentTokens.count, assignmentTokens[index] <= body.bodyCloser,
                index - first < Self.maximumDelegateClassNames
            {
                let name = delegateClassAssignments[index].name
                if !names.contains(name) { names.append(name) }
                index += 1
            }
            return ExternalDisplaySignals.SceneConfigurationProvider(
                line: body.line, handlesExternalRole: handlesRole, delegateClassNames: names,
                enclosingClass: body.enclosingClass, namesApplicationRole: holds(applicationRoleTokens),
                handsOffToReactNativeExternalDisplay: holds(reactNativeUtilityTokens))
        }
        return signals.normalized()
    }
}
