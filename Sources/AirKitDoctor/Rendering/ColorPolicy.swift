#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether text output uses colour: only on a terminal, and never when `NO_COLOR` is set to a
/// non-empty value (https://no-color.org).
public enum ColorPolicy {
    /// The decision for standard output in `environment`.
    public static func shouldColorStandardOutput(environment: [String: String]) -> Bool {
        shouldColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    }

    /// The rule itself, separate from the terminal check so it can be tested.
    public static func shouldColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
