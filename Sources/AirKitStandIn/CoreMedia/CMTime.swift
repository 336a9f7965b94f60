/// A time as a rational number of seconds (`Documentation/StandInSources.md#cmtime`).
///
/// `CMTime.h` (CoreMedia) declares a C struct of `value`, `timescale`, `flags` and `epoch`; the Swift
/// overlay adds `init(seconds:preferredTimescale:)`, `seconds` and the constants. The stand-in keeps
/// `value` and `timescale` and whether the time is numeric (the flags' `valid` bit), which is all AirKit reads.
public struct CMTime: Sendable, Equatable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    private var isValid: Bool

    /// `seconds` rounded to `preferredTimescale` ticks a second.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        value = CMTimeValue((seconds * Double(preferredTimescale)).rounded())
        timescale = preferredTimescale
        isValid = seconds.isFinite
    }

    /// The time in seconds; `nan` for a time that is not numeric.
    public var seconds: Double {
        isNumeric ? Double(value) / Double(timescale) : .nan
    }

    /// Whether the time is a number of seconds (not invalid or indefinite).
    public var isNumeric: Bool { isValid && timescale > 0 }

    /// Zero seconds.
    public static let zero = CMTime(seconds: 0, preferredTimescale: 1)
}

/// `CMTime.h`: `int64_t`.
public typealias CMTimeValue = Int64
/// `CMTime.h`: `int32_t`.
public typealias CMTimeScale = Int32
