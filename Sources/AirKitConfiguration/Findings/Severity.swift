/// How serious a finding is. The doctor exits with status 1 when any finding is an error.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The external display mirrors (or the build is broken) on at least one OS/SDK row.
    case error
    /// Works today but is fragile, deprecated, or relies on undocumented behaviour.
    case warning
    /// Worth knowing; nothing is wrong yet.
    case note

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
