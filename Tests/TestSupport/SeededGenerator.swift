/// A deterministic random number generator (SplitMix64), shared by every test that draws random
/// inputs: a failing case fails the same way on every run and machine, and replays from its seed.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension SeededGenerator {
    /// A number in `0..<bound`; 0 when `bound` is 0 (where `Int.random(in:using:)` would trap).
    public mutating func next(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }
}
