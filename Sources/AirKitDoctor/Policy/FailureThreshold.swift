import AirKitConfiguration

/// Which findings fail a run (`--fail-on`, or `fail-on:` in `.airkit.yml`).
///
/// The default, ``error``, is what the doctor has always done: exit status 1 when any error-level
/// finding is reported. A team that keeps warnings out as well says ``warning``; ``never`` reports
/// findings without failing (unreadable input still exits with 2).
public enum FailureThreshold: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case note
    case never

    /// Whether a reported finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: severity == .error
        case .warning: severity != .note
        case .note: true
        case .never: false
        }
    }
}
