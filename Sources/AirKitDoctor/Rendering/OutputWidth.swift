#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns text output is wrapped to.
///
/// In order: `COLUMNS` when it is set to a positive whole number; else the width of the terminal
/// standard output is on; else (a file, a pipe, a CI log) ``fallbackColumns``, so the same report
/// gives the same bytes wherever it is saved. A width below ``minimumColumns`` is raised to it.
public enum OutputWidth {
    /// The width when neither `COLUMNS` nor a terminal says otherwise.
    public static let fallbackColumns = 100
    /// The narrowest width honoured; narrower would leave a few words per line.
    public static let minimumColumns = 40

    /// The width for standard output in `environment`.
    public static func columnsForStandardOutput(environment: [String: String]) -> Int {
        columns(environment: environment, terminalColumns: terminalColumns(of: STDOUT_FILENO))
    }

    /// The rule itself, separate from the terminal query so it can be tested. `terminalColumns`
    /// is `nil` when standard output is not a terminal.
    public static func columns(environment: [String: String], terminalColumns: Int?) -> Int {
        if let value = environment["COLUMNS"], let columns = Int(value), columns > 0 {
            return max(columns, minimumColumns)
        }
        if let terminalColumns, terminalColumns > 0 { return max(terminalColumns, minimumColumns) }
        return fallbackColumns
    }

    /// The column count of the terminal `descriptor` is on, or `nil` when it is not a terminal
    /// (or the terminal reports no size).
    static func terminalColumns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        return result == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }
}
