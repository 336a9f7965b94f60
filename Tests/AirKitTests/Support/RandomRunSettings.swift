import Foundation

/// How many random sequences to run: `AIRKIT_RANDOM_SEQUENCES` when set, else `default`; and the seed,
/// `AIRKIT_RANDOM_SEED` when set, else a fixed one so CI runs are reproducible.
struct RandomRunSettings {
    let sequences: Int
    let seed: UInt64

    init(defaultSequences: Int) {
        let environment = ProcessInfo.processInfo.environment
        sequences = environment["AIRKIT_RANDOM_SEQUENCES"].flatMap(Int.init) ?? defaultSequences
        seed = environment["AIRKIT_RANDOM_SEED"].flatMap(UInt64.init) ?? 0xA1_4B17
    }
}
