/// The level of a log message (apple-api-facts §7: `trace`/`debug` are `.debug`, `info` is `.info`,
/// `notice` is `.default`, `warning`/`error` are `.error`, `critical`/`fault` are `.fault`).
public struct OSLogType: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")

    public var description: String { name }
}
