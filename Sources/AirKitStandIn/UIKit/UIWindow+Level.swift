import Foundation

extension UIWindow {
    /// How far in front a window sits among the windows of its screen.
    ///
    /// `UIWindow.h` (iOS 27.0 SDK): `typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM`, so Swift
    /// sees a struct wrapping a `CGFloat`, with the constants `UIWindowLevelNormal`, `UIWindowLevelAlert`
    /// and `UIWindowLevelStatusBar`. The header gives only the default, `0.0`; the other two values are
    /// the runtime's (``SimulationAssumption/windowsStackByLevelThenMostRecentlyShown``).
    public struct Level: Hashable, RawRepresentable, Sendable, Comparable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// `UIWindowLevelNormal`, every window's default (`UIWindow.h`: "default = 0.0").
        public static let normal = Level(rawValue: 0)
        /// `UIWindowLevelStatusBar`.
        public static let statusBar = Level(rawValue: 1000)
        /// `UIWindowLevelAlert`.
        public static let alert = Level(rawValue: 2000)

        public static func < (lhs: Level, rhs: Level) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
