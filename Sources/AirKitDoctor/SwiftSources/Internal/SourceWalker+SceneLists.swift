extension SourceWalker {
    /// At `connectedScenes`, or at a local bound to a list made from it: reports a `.first` taken
    /// from the list when nothing in between selects by role; otherwise, when the list is bound
    /// to a local (`let scenes = …`), tracks that local so a later `scenes.first` is judged too.
    ///
    /// `inheritedSelection` says the local's own initializer already selected by role.
    mutating func noteSceneList(at start: Int, inheritedSelection: Bool) {
        let chain = scanChain(from: start)
        let selectsByRole = inheritedSelection || stream.selectsByRole(in: start, chain.end)
        if let first = chain.first {
            if !selectsByRole, let token = stream[first] {
                unfilteredFirstSceneLines.append(token.lineNumber)
            }
            return
        }
        guard let name = boundName(ofChainAt: start), aliases.count < Self.maximumTrackedNames else { return }
        aliases.append(SceneListAlias(name: name, selectsByRole: selectsByRole))
    }

    /// Follows the expression from `start` through member accesses, calls, subscripts and
    /// same-line trailing closures, out of any parentheses around it, until it reaches `.first`
    /// (returned with the end of its arguments) or the end of the expression.
    private func scanChain(from start: Int) -> (first: Int?, end: Int) {
        var index = start + 1
        var end = start
        var steps = 0
        while steps < Self.maximumLookaround, let token = stream[index] {
            steps += 1
            let isOnNewLine = token.line != stream[index - 1]?.line
            switch token.kind {
            case .dot:
                guard let member = stream[index + 1], member.kind == .identifier else { return (nil, end) }
                if member.word == .first { return (index + 1, endOfCall(at: index + 1)) }
                end = index + 1
                index += 2
            case .openParen, .openBracket, .openBrace:
                guard !isOnNewLine, let close = stream.partner(of: index) else { return (nil, end) }
                end = close
                index = close + 1
            case .closeParen, .closeBracket:
                end = index
                index += 1
            case .operator where token.isOptionalMark:
                end = index
                index += 1
            default:
                return (nil, end)
            }
        }
        return (nil, end)
    }

    /// The local a list expression is bound to: `let scenes = <chain>`, also with a type
    /// annotation, `try`/`await`, or the chain wrapped in a call such as `Array(<chain>)`.
    private func boundName(ofChainAt start: Int) -> Int? {
        var before = startOfChain(endingAt: start) - 1
        var wrappers = 0
        while wrappers < 2, stream.kind(at: before) == .openParen, stream.kind(at: before - 1) == .identifier {
            wrappers += 1
            before = startOfChain(endingAt: before - 1) - 1
        }
        while stream.isWord(.tryKeyword, at: before) || stream.isWord(.awaitKeyword, at: before) { before -= 1 }
        guard stream[before]?.isAssignment == true, isInLocalScope else { return nil }
        return declaredName(beforeAssignmentAt: before)
    }

    /// The name in `let name =` or `var name: Type =`, if `equals` ends such a declaration.
    private func declaredName(beforeAssignmentAt equals: Int) -> Int? {
        guard let line = stream[equals]?.line else { return nil }
        var index = equals - 1
        var steps = 0
        while steps < 16, let token = stream[index], token.line == line {
            steps += 1
            if token.kind == .identifier, isBindingKeyword(at: index - 1) { return index }
            if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon { return nil }
            if token.isCloser, let open = stream.partner(of: index), open < index {
                index = open - 1
            } else {
                index -= 1
            }
        }
        return nil
    }

    /// `let` or `var`.
    func isBindingKeyword(at index: Int) -> Bool {
        stream.isWord(.letKeyword, at: index) || stream.isWord(.varKeyword, at: index)
    }
}
