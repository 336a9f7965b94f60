/// Expands the references in one setting's value for ``BuildSettingsEvaluator``, collecting the
/// names it could not expand. One expander serves one `value(of:)` call.
struct SettingExpander {
    let candidates: [String: [SettingCandidate]]
    private(set) var unresolved: [String] = []
    private var referencesLeft = BuildSettingsEvaluator.maximumReferences
    /// Characters still to be read; once spent, references are no longer followed.
    private var workLeft = BuildSettingsEvaluator.maximumWork
    /// The settings being evaluated, outermost first, each with the index of its candidate.
    private var frames: [(name: String, position: Int)] = []
    /// How many `expand` calls are in progress, which bounds the recursion of nested references.
    private var nesting = 0

    init(candidates: [String: [SettingCandidate]]) {
        self.candidates = candidates
    }

    /// The value of `name`'s candidate at `position`, expanded.
    mutating func evaluate(_ name: String, at position: Int) -> String {
        guard let candidate = candidates[name]?[position] else { return "" }
        frames.append((name, position))
        defer { frames.removeLast() }
        let text = Substring(candidate.value)
        // One table serves the value and every part of it: nested texts share the value's indices.
        let closers = text.contains("$") ? SettingReference.closingBrackets(in: text) : [:]
        workLeft -= text.utf8.count
        return expand(text, closers: closers)
    }

    private mutating func expand(_ text: Substring, closers: [Substring.Index: Substring.Index]) -> String {
        // Names and `default=` values nest without new frames: `$(A_$(B_$(C)))`. Past the bound the
        // text stays as written and the setting being evaluated is reported as not fully expanded.
        guard nesting < BuildSettingsEvaluator.maximumDepth * 2 else {
            if let frame = frames.last, !unresolved.contains(frame.name) { unresolved.append(frame.name) }
            return String(text)
        }
        nesting += 1
        defer { nesting -= 1 }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            workLeft -= 1
            if text[index] == "$", let (reference, end) = SettingReference.parse(text, at: index, closers: closers) {
                result += resolve(reference, written: text[index..<end], closers: closers)
                index = end
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
            if result.utf8.count > BuildSettingsEvaluator.maximumLength {
                return String(decoding: result.utf8.prefix(BuildSettingsEvaluator.maximumLength), as: UTF8.self)
            }
        }
        return result
    }

    private mutating func resolve(
        _ reference: SettingReference, written: Substring, closers: [Substring.Index: Substring.Index]
    ) -> String {
        let name: String
        var modifiers: ArraySlice<Substring> = []
        switch reference {
        case .dollar: return "$"
        case .bare(let bare): name = String(bare)
        case .delimited(let body):
            let parts = SettingReference.parts(of: body, closers: closers)
            name = expand(parts[0], closers: closers)
            modifiers = parts.dropFirst()
        }
        referencesLeft -= 1
        guard referencesLeft >= 0, workLeft > 0, frames.count < BuildSettingsEvaluator.maximumDepth else {
            return leaveUnresolved(name, written)
        }
        var value: String
        if let known = lookUp(name) {
            value = known
        } else if modifiers.contains(where: SettingModifier.suppliesDefault) {
            value = ""
        } else {
            return leaveUnresolved(name, written)
        }
        for modifier in modifiers {
            value = SettingModifier.apply(modifier, to: value) { expand($0, closers: closers) }
        }
        return value
    }

    /// `$(inherited)`, or a setting being evaluated: the candidate below the one in use (empty when
    /// there is none); any other setting: its top candidate; `nil` when nothing defines it.
    private mutating func lookUp(_ name: String) -> String? {
        let frame = name == "inherited" ? frames.last : frames.last { $0.name == name }
        if let frame {
            return frame.position > 0 ? evaluate(frame.name, at: frame.position - 1) : ""
        }
        guard let count = candidates[name]?.count, count > 0 else { return nil }
        return evaluate(name, at: count - 1)
    }

    private mutating func leaveUnresolved(_ name: String, _ written: Substring) -> String {
        if !unresolved.contains(name) { unresolved.append(name) }
        return String(written)
    }
}
