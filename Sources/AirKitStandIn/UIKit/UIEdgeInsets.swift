import Foundation

/// Insets from each edge of a rectangle, in points.
///
/// `Documentation/StandInSources.md#display-facts` (`UIGeometry.h`): a C struct of four `CGFloat`s,
/// `top`, `left`, `bottom`, `right`, which Swift imports with a memberwise initializer and `init()`;
/// UIKit's overlay adds `UIEdgeInsets.zero` and `Equatable`. A struct of `CGFloat`s is `Sendable`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}
