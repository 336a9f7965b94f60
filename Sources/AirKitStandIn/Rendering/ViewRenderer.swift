import Observation

/// Resolves a view tree into ``ViewNode``s, the way SwiftUI evaluates bodies during an update.
///
/// One renderer serves one update of one hosting controller. It evaluates `body` with the environment
/// of that point in the tree (so `@Environment` reads what `.environment(…)` above it wrote), lets the
/// hosting controller's ``RepresentableStore`` make or update each representable's controller, links
/// each view's `@State` and `@StateObject` to the hosting controller's ``StateStore`` before its body
/// runs, and
/// collects `onChange` values and scene accessory declarations for the hosting controller to act on
/// once the tree is complete.
@MainActor
final class ViewRenderer {
    private(set) var environment: EnvironmentValues
    let representables: RepresentableStore
    let states: StateStore
    private(set) var changeChecks: [ChangeCheck] = []
    private(set) var accessoryDeclarations: [ViewPath: SceneAccessoryDeclaration] = [:]
    private(set) var sheetDeclarations: [ViewPath: SheetDeclaration] = [:]
    /// The unpaused `.animation` timelines seen, with their minimum intervals (`TimelineView`).
    private(set) var animationTimelines: [ViewPath: Double] = [:]

    init(environment: EnvironmentValues, representables: RepresentableStore, states: StateStore) {
        self.environment = environment
        self.representables = representables
        self.states = states
    }

    func render<V: View>(_ view: V, at path: ViewPath) -> [ViewNode] {
        if let representable = view as? any UIViewControllerRepresentable {
            return representables.resolve(representable, at: path, environment: environment)
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: self, at: path)
        }
        let bodyPath = path.appending(String(describing: V.self))
        states.link(view, at: bodyPath)
        let body = evaluatingBody(of: V.self) { view.body }
        return render(body, at: bodyPath)
    }

    /// Renders `content` with `change` applied to the environment, as `.environment(…)` does.
    func render<V: View>(_ content: V, at path: ViewPath, changingEnvironment change: (inout EnvironmentValues) -> Void)
        -> [ViewNode]
    {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return render(content, at: path)
    }

    /// Evaluates a body with the environment of this point in the tree. The values it reads are
    /// watched from the moment it returns, so a write to one later in the same update (by a sibling's
    /// body or a representable's `updateUIViewController`) is reported (``ViewUpdate``).
    func evaluatingBody<Body>(of owner: Any.Type, _ body: () -> Body) -> Body {
        let owner = String(describing: owner)
        return EnvironmentValues.whileEvaluatingBody(with: environment) {
            withObservationTracking(body) {
                ViewUpdate.noteObservedWrite(of: "an @Observable value read by the body of \(owner)")
            }
        }
    }

    func addChangeCheck(_ check: ChangeCheck) {
        changeChecks.append(check)
    }

    func declareSceneAccessory(_ declaration: SceneAccessoryDeclaration, at path: ViewPath) {
        accessoryDeclarations[path] = declaration
    }

    func declareAnimationTimeline(minimumInterval: Double, at path: ViewPath) {
        animationTimelines[path] = minimumInterval
    }

    func declareSheet(_ declaration: SheetDeclaration, at path: ViewPath) {
        sheetDeclarations[path] = declaration
    }
}

/// One `onChange(of:initial:)` seen during a render: its value now and what to run when it differs.
struct ChangeCheck {
    let path: ViewPath
    let value: any Equatable
    let isInitial: Bool
    /// Runs the action with the previous value (or the current one, for the initial call).
    let fire: @MainActor (_ previous: (any Equatable)?) -> Void
    let differs: (_ previous: any Equatable) -> Bool
}
