#if canImport(UIKit) || AIRKIT_STANDIN
internal import AirKitC
import Dispatch
import Foundation

/// How a function of `AirKitC.h` runs, wherever it is called from: a command on the main thread now or
/// queued to the main queue, a query on the main thread or refused. Why the two differ: a query returns
/// what it read, and waiting for the main thread from another thread can deadlock (the main thread may
/// be waiting for the caller), so it refuses with a result the caller can see; a command returns nothing
/// read, so it can run later, in the order queued.
enum CCall {
    /// Runs `body` on the main actor now when called there and returns its result; elsewhere queues it to
    /// the main queue (``CCommandQueue``) and returns `AirKitResultQueued`. `body` runs with every argument already checked
    /// that can be checked off the main thread; what it finds wrong then is logged, since the caller heard
    /// "queued" already.
    static func command(_ function: String, _ body: @escaping @MainActor @Sendable () -> AirKitResult) -> Int32 {
        if MainQueue.isCurrent { return MainActor.assumeIsolated(body).rawValue }
        CCommandQueue.enqueue {
            let result = body()
            if result != .OK {
                log.error(
                    "\(function, privacy: .public), queued from another thread, did nothing on the main thread: \(describe(result), privacy: .public)"
                )
            }
        }
        return AirKitResult.queued.rawValue
    }

    /// Runs `body` on the main actor when called there and returns its result; elsewhere logs and returns
    /// `AirKitResultRefusedOffMainThread`.
    static func query(_ function: String, _ body: @MainActor () -> AirKitResult) -> Int32 {
        guard MainQueue.isCurrent else {
            log.error("\(function, privacy: .public) was called off the main thread and read nothing: it is a query")
            return AirKitResult.refusedOffMainThread.rawValue
        }
        return MainActor.assumeIsolated(body).rawValue
    }

    /// Runs `body` on the main actor when called there; otherwise logs and returns `fallback`: the first
    /// functions, whose `bool` or handle cannot say "refused".
    static func onMainThread<Result: Sendable>(_ function: String, fallback: Result, _ body: @MainActor () -> Result) -> Result {
        guard MainQueue.isCurrent else {
            log.error("\(function, privacy: .public) was called off the main thread and did nothing")
            return fallback
        }
        return MainActor.assumeIsolated(body)
    }

    /// The object at an address the caller passed, if it is of type `T`. Pointers reach the main actor as
    /// addresses: the caller owns what they point to.
    @MainActor
    static func object<T: AnyObject>(at address: UInt, as type: T.Type) -> T? {
        guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }

    /// The display `identifier` names among the shared model's displays: `.some(nil)` for 0 (no choice),
    /// `nil` when no display listed has it.
    @MainActor
    static func display(_ identifier: Int64) -> Air.Display?? {
        guard identifier != 0 else { return .some(nil) }
        return Air.shared.connection.displays.first { Int64($0.id) == identifier }.map { .some($0) }
    }

    /// Plays `content` made from the object at `address` on the display `identifier` names: the body of
    /// every play command.
    @MainActor
    static func play<T: AnyObject>(
        _ address: UInt, as type: T.Type, on identifier: Int64, _ content: @MainActor (T) -> AirContent
    ) -> AirKitResult {
        guard let object = object(at: address, as: type) else { return .invalidArgument }
        guard let display = display(identifier) else { return .notFound }
        Air.shared.play(content(object), on: display)
        return .OK
    }

    /// A result's name, for the log.
    static func describe(_ result: AirKitResult) -> String {
        switch result {
        case .OK: "OK"
        case .queued: "queued"
        case .refusedOffMainThread: "refused off the main thread"
        case .invalidArgument: "invalid argument"
        case .notFound: "not found"
        @unknown default: "result \(result.rawValue)"
        }
    }

    static let log = Logger(subsystem: "AirKit", category: "Connection")
}
#endif
