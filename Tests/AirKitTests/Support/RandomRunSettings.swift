import Foundation
import TestSupport
import Testing

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

extension RandomRunSettings {
    /// Runs `defaultSequences` sequences (or as many as the environment says), each from a seed of its
    /// own drawn from the run's seed, records the first three failures with the seed that replays each,
    /// and prints one line: how many sequences and steps, the seed, and how many failed.
    ///
    /// `runSequence` runs one sequence from its seed and returns how many steps it took and the first
    /// rule it broke, if any.
    @MainActor
    static func runSequences(
        named name: String, defaultSequences: Int, sourceLocation: SourceLocation = #_sourceLocation,
        _ runSequence: (UInt64) -> (steps: Int, failure: String?)
    ) {
        let settings = RandomRunSettings(defaultSequences: defaultSequences)
        var generator = SeededGenerator(seed: settings.seed)
        var steps = 0
        var failures = 0
        for sequence in 0..<settings.sequences {
            let sequenceSeed = generator.next()
            let result = runSequence(sequenceSeed)
            steps += result.steps
            if let failure = result.failure {
                failures += 1
                Issue.record("sequence \(sequence) (seed \(sequenceSeed)): \(failure)", sourceLocation: sourceLocation)
                if failures >= 3 { break }
            }
        }
        print("\(name): \(settings.sequences) sequences, \(steps) steps, seed \(settings.seed), \(failures) failing")
    }
}
