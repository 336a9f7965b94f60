/// A log message with privacy-annotated interpolations: `"\(name, privacy: .public)"`.
///
/// `Documentation/StandInSources.md#os-logger`: `OSLogMessage` is built by string interpolation with `OSLogInterpolation`; its exact
/// declaration was not read (``SimulationAssumption/declarationsOutsideTheReference``). Interpolated values are autoclosures;
/// the stand-in evaluates them when the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }
}

/// Builds an ``OSLogMessage`` from literals and privacy-annotated values.
///
/// `Documentation/StandInSources.md#os-logger`: the `appendInterpolation` overloads take their values as
/// `@autoclosure @escaping` closures with `privacy: OSLogPrivacy = .auto`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The message as the app process sees it.
    private(set) var full = ""
    /// The message as someone reading the device's log without a debugger sees it.
    private(set) var redacted = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
        full += literal
        redacted += literal
    }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(argumentString(), privacy: privacy, scalar: false)
    }

    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value().description, privacy: privacy, scalar: false)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(String(number()), privacy: privacy, scalar: true)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(String(number()), privacy: privacy, scalar: true)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, privacy: OSLogPrivacy = .auto) {
        append(boolean() ? "true" : "false", privacy: privacy, scalar: true)
    }

    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        append(String(describing: error()), privacy: privacy, scalar: false)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(String(describing: value()), privacy: privacy, scalar: false)
    }

    private mutating func append(_ value: String, privacy: OSLogPrivacy, scalar: Bool) {
        full += value
        redacted += privacy.redacts(scalar: scalar) ? "<private>" : value
    }
}
