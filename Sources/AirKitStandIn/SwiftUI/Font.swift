import Foundation

/// A font. The stand-in keeps only a description. Declared in SwiftUI's shape, `Documentation/StandInSources.md#swiftui-shapes`
/// (``SimulationAssumption/declarationsOutsideTheReference``).
public struct Font: Hashable, Sendable {
    let description: String

    public static let largeTitle = Font(description: "largeTitle")
    public static let title = Font(description: "title")
    public static let headline = Font(description: "headline")
    public static let body = Font(description: "body")
    public static let caption = Font(description: "caption")

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(description: "system \(size) \(weight.name) \(design.name)")
    }

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let regular = Weight(name: "regular")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
    }

    public struct Design: Hashable, Sendable {
        let name: String
        public static let `default` = Design(name: "default")
        public static let monospaced = Design(name: "monospaced")
        public static let rounded = Design(name: "rounded")
    }
}
