/// The size and scale of an external display, read from its scene's screen when it connects.
struct DisplayMetrics: Hashable, Sendable, CustomStringConvertible {
    /// Points.
    var width: Double
    var height: Double
    /// Pixels per point.
    var scale: Double

    var description: String {
        "\(Int(width))×\(Int(height)) pt @\(scale.formatted())x"
    }
}

extension Double {
    /// `2` rather than `2.0`, `1.5` as it is.
    fileprivate func formatted() -> String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
