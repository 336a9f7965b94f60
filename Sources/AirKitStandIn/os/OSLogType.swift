/// The level of a log message: the five levels of `extension os::OSLogType` in the iOS 27.0 SDK's os
/// interface (`xybp888/iOS-SDKs`, `iPhoneOS27.0.sdk/usr/lib/swift/os.swiftmodule/arm64e-apple-ios.swiftinterface`).
/// Which ``Logger`` method writes which level is listed there and on ``Logger``.
public struct OSLogType: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")

    public var description: String { name }
}
