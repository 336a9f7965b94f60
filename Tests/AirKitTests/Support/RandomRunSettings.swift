import Foundation

/// A deterministic random number generator (SplitMix64), so a failing random sequence can be replayed
/// from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

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
