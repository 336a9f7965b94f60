/// The horizontal or vertical dimension, and sets of them for `ScrollView`.
/// Declared in SwiftUI's shape (``SimulationAssumption/declarationsOutsideTheReference``); see `Documentation/StandInSources.md#swiftui-shapes`.
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
