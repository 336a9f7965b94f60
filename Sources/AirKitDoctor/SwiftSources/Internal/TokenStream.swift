/// The tokens that compile, with what the patterns ask of them in constant or logarithmic time:
/// the bracket that closes or opens each bracket, a token's text, and whether a range holds a
/// role check or `ExternalNonInteractiveAccessory`.
///
/// Every accessor is bounds-checked and answers `nil` or `false` outside the stream, so the
/// patterns can probe around a token without guarding each step.
struct TokenStream {
    let source: [UInt8]
    let tokens: [SwiftToken]
    /// For each bracket, the index of its partner; `-1` for unmatched brackets and non-brackets.
    private let partners: [Int32]
    /// Indices of tokens that select a scene by role (`role`, `.windowApplication`, `isKeyWindow`).
    private let sceneSelectorPositions: [Int]
    private let declarativeAccessoryPositions: [Int]

    init(source: [UInt8]) {
        self.source = source
        let tokens = ConditionalCompilation.activeTokens(of: SwiftLexer.tokens(of: source))
        self.tokens = tokens
        self.partners = Self.matchBrackets(tokens)
        var selectors: [Int] = []
        var accessories: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            if token.word.namesSceneRole || token.word == .isKeyWindow { selectors.append(index) }
            if token.word == .externalNonInteractiveAccessory { accessories.append(index) }
        }
        self.sceneSelectorPositions = selectors
        self.declarativeAccessoryPositions = accessories
    }

    var count: Int { tokens.count }

    subscript(index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// The partner of the bracket at `index`, if it has one.
    func partner(of index: Int) -> Int? {
        guard index >= 0, index < partners.count else { return nil }
        let partner = Int(partners[index])
        return partner >= 0 ? partner : nil
    }

    func kind(at index: Int) -> SwiftToken.Kind? { self[index]?.kind }

    func isWord(_ word: KnownWord, at index: Int) -> Bool { self[index]?.isWord(word) ?? false }

    /// The identifier's text, e.g. a class name.
    func text(at index: Int) -> String {
        guard let token = self[index] else { return "" }
        let start = Int(token.start)
        let end = Int(token.end)
        guard start <= end, end <= source.count else { return "" }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// Whether the tokens at `first` and `second` spell the same text.
    func haveSameText(_ first: Int, _ second: Int) -> Bool {
        guard let a = self[first], let b = self[second] else { return false }
        let aStart = Int(a.start)
        let bStart = Int(b.start)
        let length = Int(a.end) - aStart
        guard length == Int(b.end) - bStart, length >= 0,
            aStart + length <= source.count, bStart + length <= source.count
        else { return false }
        var offset = 0
        while offset < length {
            if source[aStart + offset] != source[bStart + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether `lower...upper` holds a token that selects a scene by role or key window.
    func selectsByRole(in lower: Int, _ upper: Int) -> Bool {
        SortedPositions.contains(sceneSelectorPositions, in: lower, upper)
    }

    /// Whether `lower...upper` holds `ExternalNonInteractiveAccessory`.
    func mentionsDeclarativeAccessory(in lower: Int, _ upper: Int) -> Bool {
        SortedPositions.contains(declarativeAccessoryPositions, in: lower, upper)
    }
}
