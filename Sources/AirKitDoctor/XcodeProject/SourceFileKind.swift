/// The languages of source files the doctor reads, told apart by file extension as Xcode does.
///
/// Objective-C files matter because some apps configure their scenes there: a React Native app's
/// `AppDelegate.mm` may answer `application:configurationForConnectingSceneSession:options:` for
/// the external-display role itself.
public enum SourceFileKind: Sendable, Hashable {
    case swift
    /// `.m` and `.mm` (Objective-C and Objective-C++).
    case objectiveC

    /// The kind of the file at `path`, or `nil` for files the doctor does not read as code.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
