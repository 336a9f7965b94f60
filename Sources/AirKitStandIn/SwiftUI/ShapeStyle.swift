import Foundation

/// What fills a shape or a background, and the shapes and materials the example app uses. The stand-in
/// draws nothing. Declared in SwiftUI's shape, `Documentation/StandInSources.md#swiftui-shapes`
/// (``SimulationAssumption/declarationsOutsideTheReference``).
public protocol ShapeStyle: Sendable {}

/// A shape that can fill a background (`Documentation/StandInSources.md#swiftui-shapes`).
public protocol Shape: Sendable {}

/// A colour: a view that fills its space, and a shape style (`Documentation/StandInSources.md#swiftui-shapes`).
nonisolated public struct Color: View, ShapeStyle, Hashable {
    public typealias Body = Never
    let name: String

    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let yellow = Color(name: "yellow")
    public static let blue = Color(name: "blue")
    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
}

extension Color: PrimitiveView {
    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        [ViewNode(kind: .container("Color.\(name)"), path: path.appending("Color"))]
    }
}

/// A blurred material behind content (`Documentation/StandInSources.md#swiftui-shapes`).
public struct Material: ShapeStyle {
    let name: String
    public static let regular = Material(name: "regular")
    public static let thin = Material(name: "thin")
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thinMaterial: Material { .thin }
}

/// A rectangle with rounded corners (`Documentation/StandInSources.md#binding`, StandInSources.md#swiftui-shapes).
public struct RoundedRectangle: Shape {
    /// Internal: SwiftUI's `RoundedRectangle` stores a `cornerSize`, not a `cornerRadius` property.
    let cornerRadius: CGFloat

    public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
}

/// How a button draws itself (`Documentation/StandInSources.md#swiftui-shapes`).
public protocol PrimitiveButtonStyle: Sendable {}

/// The prominent bordered style that `.buttonStyle(.borderedProminent)` names (`Documentation/StandInSources.md#swiftui-shapes`).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
