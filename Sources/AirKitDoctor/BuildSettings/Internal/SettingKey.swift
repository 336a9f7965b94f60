/// A build-setting key split into its name and conditions: `KEY[sdk=iphoneos*][arch=arm64]`.
///
/// Besides Xcode's one-condition-per-bracket form, the older comma form `KEY[sdk=iphoneos*,arch=arm64]`
/// is read as the same two conditions. (Xcode's current build system reads the comma form as one
/// `sdk` pattern that never matches; the doctor reads what the author meant.)
struct SettingKey: Sendable, Equatable {
    var name: String
    var conditions: [SettingCondition]

    /// `nil` when `text` does not start with a setting name (a letter or `_`, then letters, digits
    /// and `_`), a bracket is not closed, a condition has no `=` or no kind, or text follows the
    /// last bracket.
    init?(_ text: some StringProtocol) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, Self.isNameScalar(scalars[index], first: index == 0) { index += 1 }
        guard index > 0 else { return nil }
        name = String(String.UnicodeScalarView(scalars[0..<index]))
        conditions = []
        while true {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count else { return }
            guard scalars[index] == "[", let close = scalars[index...].firstIndex(of: "]") else { return nil }
            let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            guard let parsed = Self.conditions(in: body) else { return nil }
            conditions += parsed
            index = close + 1
        }
    }

    /// The conditions of one bracket's body: `sdk=iphoneos*`, or the comma form
    /// `sdk=iphoneos*,arch=arm64` when every comma-separated part has its own `=`.
    private static func conditions(in body: String) -> [SettingCondition]? {
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        let pieces = parts.count > 1 && parts.allSatisfy { $0.contains("=") } ? parts.map(String.init) : [body]
        var result: [SettingCondition] = []
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else { return nil }
            let kind = piece[..<equals].trimmingSpaces
            guard !kind.isEmpty else { return nil }
            result.append(SettingCondition(kind: kind, pattern: piece[piece.index(after: equals)...].trimmingSpaces))
        }
        return result
    }

    static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "_": true
        case "0"..."9": !first
        default: false
        }
    }
}
