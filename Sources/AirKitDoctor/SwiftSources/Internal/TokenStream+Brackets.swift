extension TokenStream {
    /// How far below the top of the open-bracket stack a closer looks for its opener. A closer
    /// that finds it abandons the unclosed brackets above (`{ ( }` closes the brace); one that
    /// does not is ignored (`{ ) }`). The bound keeps broken text linear.
    private static let recoveryDepth = 8

    /// Pairs each bracket with its partner in one pass; unmatched ones get `-1`.
    static func matchBrackets(_ tokens: [SwiftToken]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.isOpener {
                open.append(index)
            } else if token.isCloser, let depth = openerDepth(closing: token.kind, in: open, tokens) {
                let opener = open[depth]
                open.removeSubrange(depth...)
                partners[opener] = Int32(truncatingIfNeeded: index)
                partners[index] = Int32(truncatingIfNeeded: opener)
            }
        }
        return partners
    }

    private static func openerDepth(closing kind: SwiftToken.Kind, in open: [Int], _ tokens: [SwiftToken]) -> Int? {
        let wanted: SwiftToken.Kind =
            switch kind {
            case .closeParen: .openParen
            case .closeBracket: .openBracket
            default: .openBrace
            }
        var depth = open.count - 1
        while depth >= 0, depth >= open.count - recoveryDepth {
            if tokens[open[depth]].kind == wanted { return depth }
            depth -= 1
        }
        return nil
    }
}
