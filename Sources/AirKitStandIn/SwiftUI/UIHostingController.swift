import Foundation

/// A view controller that shows a SwiftUI view: AirKit's external content and a SwiftUI app's main window.
///
/// `Documentation/StandInSources.md#uihostingcontroller`: `@MainActor @preconcurrency open class UIHostingController<Content> :
/// UIViewController where Content : View`, `init(rootView:)`, `rootView { get set }`.
///
/// Simulated behaviour: the content is resolved in the first layout pass after the view enters a
/// window, and again, alongside the next layout pass, whenever `rootView` is set or an `@Observable`
/// value read by a body changes (SwiftUI's observation tracking). Representables become child
/// controllers (see `RepresentableStore`); `@State` and `@StateObject` live in a `StateStore`. Writing
/// view state while the content is resolved records SwiftUI's runtime warning (see `ViewUpdate`).
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown; setting it updates the content alongside the next layout pass.
    public var rootView: Content {
        didSet { setNeedsContentUpdate() }
    }

    private(set) lazy var representables = RepresentableStore(host: self)
    private let sheets = SheetStore()
    private let states = StateStore()
    private var lastChangeValues: [ViewPath: any Equatable] = [:]
    var renderedNodes: [ViewNode] = []
    var needsContentUpdate = true
    var accessoryDeclarations: [ViewPath: SceneAccessoryDeclaration] = [:]
    /// The shortest minimum interval of the unpaused `.animation` timelines in the content, or `nil`
    /// when it has none: the frame clock updates the content at most this often.
    var animationTimelineInterval: Double?
    /// When the frame clock last updated the content for its timelines.
    var lastTimelineUpdate: Double?

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        nil
    }

    func setNeedsContentUpdate() {
        needsContentUpdate = true
        device?.scheduleLayoutPass()
    }

    /// Resolves `rootView` now, makes or dismantles representables, then runs `onChange` actions.
    func updateContent() {
        needsContentUpdate = false
        let renderer = ViewRenderer(environment: rootEnvironment, representables: representables, states: states)
        representables.beginUpdate()
        states.beginUpdate()
        let nodes =
            device?.trackingViewUpdate(self, { renderer.render(rootView, at: ViewPath()) })
            ?? renderer.render(rootView, at: ViewPath())
        states.endUpdate()
        representables.endUpdate()
        renderedNodes = nodes
        accessoryDeclarations = renderer.accessoryDeclarations
        animationTimelineInterval = renderer.animationTimelines.values.min()
        device?.sceneAccessoriesDeclared(by: self)
        sheets.reconcile(renderer.sheetDeclarations, from: self)
        layOutRepresentables()
        runChangeActions(renderer.changeChecks)
    }

    /// Sizes each representable's view to what the content proposes it (`Documentation/StandInSources.md#representable`):
    /// the hosting view's bounds, less the insets of the paddings around it, narrowed to the dimensions
    /// an enclosing `.frame(width:height:)` fixes and centred there. Run after each update and whenever
    /// the hosting view is laid out.
    func layOutRepresentables() {
        guard let view = viewIfLoaded else { return }
        for node in renderedNodes { node.layOut(in: view.bounds) }
    }

    private var rootEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = viewIfLoaded?.window?.screen.scale ?? 1
        return environment
    }

    private func runChangeActions(_ checks: [ChangeCheck]) {
        var seen: [ViewPath: any Equatable] = [:]
        for check in checks {
            seen[check.path] = check.value
            if let previous = lastChangeValues[check.path] {
                if check.differs(previous) { check.fire(previous) }
            } else if check.isInitial {
                check.fire(nil)
            }
        }
        lastChangeValues = seen
    }
}

extension UIHostingController: HostingContent {
    var hostedNodes: [ViewNode] { renderedNodes }

    func markContentForUpdate() {
        needsContentUpdate = true
    }
}

/// The device's view of any hosting controller, whatever its content type.
@MainActor
protocol HostingContent: UIViewController {
    var hostedNodes: [ViewNode] { get }
    var needsContentUpdate: Bool { get }
    var accessoryDeclarations: [ViewPath: SceneAccessoryDeclaration] { get }
    var animationTimelineInterval: Double? { get }
    var lastTimelineUpdate: Double? { get set }
    func updateContent()
    func layOutRepresentables()
    func markContentForUpdate()
}
