extension SourceWalker {
    /// Where a registration's result goes.
    enum ResultFate: Equatable {
        /// Stored in a property, a member, a global, or passed on to code the scanner cannot follow.
        case kept
        /// `_ =`, `let _ =`, or a bare call statement.
        case discarded
        /// Bound to the local at this token index: kept only if later stored.
        case boundToLocal(Int)
    }

    /// At `registerSceneAccessory`: records the call, whether its result is kept, and the type
    /// it sits in. A declaration (`func registerSceneAccessory(`) or a name reference
    /// (`registerSceneAccessory(_:)`) is not a call.
    mutating func noteRegistration(at call: Int) {
        guard isCall(at: call), !isNameReference(at: call), let token = stream[call] else { return }
        let fate = fateOfResult(ofCallAt: call)
        registrations.append(
            SwiftSourceFacts.Registration(
                line: token.lineNumber, isKept: fate == .kept,
                enclosingClass: currentTypeIndex.flatMap { $0 < types.count ? types[$0].name : nil }))
        if case .boundToLocal(let name) = fate {
            track(LocalRegistration(name: name, registration: registrations.count - 1))
        }
    }

    private func isNameReference(at call: Int) -> Bool {
        stream.isWord(.underscore, at: call + 2) && stream.kind(at: call + 3) == .colon
            && stream.kind(at: call + 4) == .closeParen
    }

    private mutating func track(_ registration: LocalRegistration) {
        guard localRegistrations.count < Self.maximumTrackedNames else { return }
        localRegistrations.append(registration)
    }

    /// What the code around the call does with its value.
    private func fateOfResult(ofCallAt call: Int) -> ResultFate {
        let before = skippingEffectMarkers(before: startOfChain(endingAt: call) - 1)
        guard let token = stream[before] else { return .discarded }
        if token.isAssignment { return fateOfAssignment(at: before) }
        if token.isWord(.returnKeyword) { return .kept }
        if token.kind == .openBrace || token.isWord(.inKeyword) {
            return isReturnedAsSoleExpression(call: call, after: before) ? .kept : .discarded
        }
        switch token.kind {
        case .openParen, .openBracket, .comma, .operator:
            return .kept  // An argument, an element, an operand: it goes somewhere we cannot follow.
        case .colon:
            // `label: registerSceneAccessory(…)` passes it on; a `case …:` line above starts a statement.
            return stream[call]?.line == token.line ? .kept : .discarded
        default:
            return .discarded  // A bare call statement.
        }
    }

    /// `try`, `try?`, `try!` and `await` before an expression: the index before them.
    private func skippingEffectMarkers(before index: Int) -> Int {
        var index = index
        var steps = 0
        while steps < 4 {
            steps += 1
            if stream.isWord(.tryKeyword, at: index) || stream.isWord(.awaitKeyword, at: index) {
                index -= 1
            } else if stream[index]?.isOptionalMark == true, stream.isWord(.tryKeyword, at: index - 1) {
                index -= 2
            } else {
                break
            }
        }
        return index
    }

    /// The call is the whole body of a closure (`{ vc in vc.registerSceneAccessory(…) }`,
    /// `= { registerSceneAccessory(…) }`) or of a function with a return type, so its value is
    /// returned to code the scanner cannot follow.
    private func isReturnedAsSoleExpression(call: Int, after opener: Int) -> Bool {
        let end = endOfCall(at: call)
        guard stream.kind(at: end + 1) == .closeBrace, let bodyOpener = stream.partner(of: end + 1) else {
            return false
        }
        if bodyOpener == opener { return bodyReturnsValue(opener: opener) }
        // `{ name in …`: the brace stands before the closure's parameters.
        return stream.isWord(.inKeyword, at: opener) && bodyOpener < opener && opener - bodyOpener <= 16
    }

    /// Whether the body opened at `opener` hands its last expression back: a closure used as a
    /// value, or a function or property whose signature has `->`.
    private func bodyReturnsValue(opener: Int) -> Bool {
        guard let previous = stream[opener - 1] else { return false }
        if previous.isAssignment || previous.isWord(.returnKeyword) { return true }
        if previous.kind == .openParen || previous.kind == .comma || previous.kind == .colon { return true }
        var index = opener - 1
        var steps = 0
        while steps < 16, let token = stream[index] {
            steps += 1
            if token.kind == .operator, token.word == .arrowOperator { return true }
            if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon { return false }
            if token.isCloser, let open = stream.partner(of: index), open < index {
                index = open - 1
            } else {
                index -= 1
            }
        }
        return false
    }

    /// At the `=` of `lhs = value`: a declared local, a discard, a local, or a stored place.
    func fateOfAssignment(at equals: Int) -> ResultFate {
        let lhsEnd = equals - 1
        var lhsStart = startOfChain(endingAt: lhsEnd)
        if stream.kind(at: lhsStart - 1) == .colon {
            lhsStart = startOfChain(endingAt: lhsStart - 2)  // `name: Type =`
        }
        let isDeclaration = isBindingKeyword(at: lhsStart - 1)
        if stream.isWord(.underscore, at: lhsStart) { return .discarded }
        if isDeclaration {
            return isInLocalScope ? .boundToLocal(lhsStart) : .kept
        }
        let isSingleName = lhsStart == lhsEnd && stream.kind(at: lhsStart) == .identifier
        if isSingleName, !stream.isWord(.selfKeyword, at: lhsStart), isLocal(lhsStart) {
            return .boundToLocal(lhsStart)
        }
        return .kept
    }

    /// A later use of a tracked local name: a registration being stored, or a scene list alias.
    mutating func noteUseOfTrackedName(at index: Int) {
        guard !localRegistrations.isEmpty || !aliases.isEmpty,
            stream.kind(at: index - 1) != .dot, !isBindingKeyword(at: index - 1)
        else { return }
        if let tracked = localRegistrations.lastIndex(where: { stream.haveSameText($0.name, index) }) {
            noteUse(of: localRegistrations[tracked], at: index)
        }
        if let alias = aliases.last(where: { stream.haveSameText($0.name, index) }) {
            noteSceneList(at: index, inheritedSelection: alias.selectsByRole)
        }
    }

    /// `self.x = local`, `property = local`, `return local`, `list.append(local)`: the
    /// registration is kept after all.
    private mutating func noteUse(of tracked: LocalRegistration, at index: Int) {
        guard index != tracked.name, tracked.registration < registrations.count,
            let token = stream[index]
        else { return }
        let previous = stream[index - 1]
        var isStored = false
        if previous?.isAssignment == true, endsExpression(after: index, line: token.line) {
            switch fateOfAssignment(at: index - 1) {
            case .kept: isStored = true
            case .boundToLocal(let name): track(LocalRegistration(name: name, registration: tracked.registration))
            case .discarded: break
            }
        } else if previous?.isWord(.returnKeyword) == true {
            isStored = true
        } else if previous?.kind == .openParen,
            stream.isWord(.append, at: index - 2) || stream.isWord(.insert, at: index - 2)
        {
            isStored = true
        }
        if isStored { registrations[tracked.registration].isKept = true }
    }

    /// The value is exactly the name at `index`: nothing on its line follows it but a closer.
    private func endsExpression(after index: Int, line: UInt32) -> Bool {
        guard let next = stream[index + 1], next.line == line else { return true }
        return next.kind == .semicolon || next.kind == .closeBrace || next.kind == .closeParen
    }

    /// The first token of the member chain that ends at `end`: `self.registration`,
    /// `controller?.view.window!`, `registrations[id]`, `UIApplication.shared.connectedScenes`.
    func startOfChain(endingAt end: Int) -> Int {
        var start = end
        var index = end
        var steps = 0
        while steps < Self.maximumLookaround, let token = stream[index] {
            steps += 1
            if token.isOptionalMark || token.kind == .closeParen || token.kind == .closeBracket {
                let opener = token.isOptionalMark ? index : (stream.partner(of: index) ?? -1)
                guard opener >= 0, opener <= index else { break }
                start = opener
                index = opener - 1
            } else if token.kind == .identifier, !token.word.isStatementKeyword, !token.word.isDeclarationKeyword {
                start = index
                guard stream.kind(at: index - 1) == .dot else { break }
                start = index - 1  // A leading `.member` when nothing comes before the dot.
                index -= 2
            } else {
                break
            }
        }
        return start
    }
}
