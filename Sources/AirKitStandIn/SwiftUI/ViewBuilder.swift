import Foundation

/// Builds views from closures: `VStack { Text("a"); Text("b") }`.
///
/// `Documentation/StandInSources.md#view-builder`: still `@resultBuilder struct ViewBuilder`; Xcode 27 spells builder parameters
/// `@ContentBuilder`, a typealias of it. The stand-in adds overloads that accept
/// `SceneAccessoryContent`, so `sceneAccessory { ExternalNonInteractiveAccessory { … } }` builds.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var elements: [AnyView] = []
        for element in repeat each content {
            elements.append(AnyView(element))
        }
        return TupleView(value: (repeat each content), elements: elements)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }

    // Scene accessory content (StandInSources.md#view-builder). Disfavored, so a type that is both a view and accessory
    // content (`Never`) builds as a view.

    @_disfavoredOverload
    public static func buildExpression<Content: SceneAccessoryContent>(_ content: Content) -> Content {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<Content: SceneAccessoryContent>(_ content: Content) -> Content {
        content
    }
}

/// The Xcode 27 spelling of ``ViewBuilder`` (`Documentation/StandInSources.md#view-builder`: `typealias ContentBuilder = ViewBuilder`).
public typealias ContentBuilder = ViewBuilder
