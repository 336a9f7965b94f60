/// A range of frame rates, in frames per second, with the rate preferred in it.
///
/// `Documentation/StandInSources.md#layers-and-display-links` (`CAFrameRateRange.h`): a C struct of three
/// `float`s, `minimum`, `maximum` and `preferred`, the last `CF_REFINED_FOR_SWIFT`, which QuartzCore's
/// Swift overlay refines as `var preferred: Float?` with `init(minimum:maximum:preferred:)` whose
/// `preferred` defaults to `nil`; `API_AVAILABLE(macos(12.0), ios(15.0), tvos(15.0))`. Like every
/// imported C struct it has a zeroing `init()`. A struct of `float`s is `Sendable` as imported.
@available(iOS 15.0, tvOS 15.0, macOS 12.0, *)
@available(watchOS, unavailable)
public struct CAFrameRateRange: Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
}
