/// What ``PresentationMachine`` does when an event leaves it in a state that breaks its invariants.
///
/// A broken invariant is a bug in AirKit, never the app's. Where the bug surfaces decides the answer:
/// while AirKit or the app is being developed, stopping at once shows the bug where it happens; in an
/// app on a user's device, AirKit must not take the app down with it.
enum InvariantPolicy: Sendable, Equatable {
    /// Stop the process with the broken rule and the state in the message.
    case trap
    /// Log a fault with the broken rule and the state, then fall back to the safe state: no window,
    /// playback stopped, every registration enabled (it mirrors without a window). The app keeps running and can play again.
    case recover

    /// The choice for this build, made here and nowhere else: debug builds (and so every test run)
    /// trap, release builds recover. Tests of the release path build a machine with ``recover``.
    static let forThisBuild: InvariantPolicy = {
        #if DEBUG
        .trap
        #else
        .recover
        #endif
    }()
}
