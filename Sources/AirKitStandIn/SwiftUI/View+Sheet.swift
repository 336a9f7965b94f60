/// `Documentation/StandInSources.md#toggle-list-sheet`
/// (<https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)>):
/// `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
/// @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`.
///
/// Simulated behaviour: once the update that sees `isPresented` become `true` ends, the view's hosting
/// controller presents a `UIHostingController` of `content` modally, as SwiftUI does on iOS; a view
/// with its own `.airPlaySource()` inside is then the topmost presented controller. Setting
/// `isPresented` back, or the view leaving, dismisses it; a user's swipe
/// (``SimulatedDevice/swipeDownSheet()``) dismisses it and sets `isPresented` to `false`. `onDismiss`
/// runs after each dismissal. When in the update SwiftUI presents is not documented
/// (``SimulationAssumption/declarationsOutsideTheReference``).
extension View {
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping () -> Content
    ) -> some View {
        SheetPresentingView(base: self, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }
}

nonisolated struct SheetPresentingView<Base: View, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let base: Base
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content

    @MainActor func resolve(in renderer: ViewRenderer, at path: ViewPath) -> [ViewNode] {
        let isPresented = isPresented
        let content = content
        renderer.declareSheet(
            SheetDeclaration(
                isPresented: isPresented.wrappedValue, makeContent: { AnyView(content()) },
                setNotPresented: { isPresented.wrappedValue = false }, onDismiss: onDismiss),
            at: path)
        return renderer.render(base, at: path.appending("sheetBase"))
    }
}

/// What one `.sheet` asked for in an update.
struct SheetDeclaration {
    let isPresented: Bool
    let makeContent: @MainActor () -> AnyView
    let setNotPresented: @MainActor () -> Void
    let onDismiss: (() -> Void)?
}

/// The sheets a hosting controller presents, by the position of the `.sheet` that asked.
@MainActor
final class SheetStore {
    private var presented: [ViewPath: (controller: UIHostingController<AnyView>, declaration: SheetDeclaration)] = [:]

    /// Presents, updates and dismisses so that exactly the declarations that ask for a sheet have one.
    func reconcile(_ declarations: [ViewPath: SheetDeclaration], from host: UIViewController) {
        for (path, entry) in presented where declarations[path]?.isPresented != true {
            dismiss(at: path, entry.declaration)
        }
        for (path, declaration) in declarations.sorted(by: { $0.key.description < $1.key.description })
        where declaration.isPresented {
            if let entry = presented[path] {
                entry.controller.rootView = declaration.makeContent()
                presented[path] = (entry.controller, declaration)
                continue
            }
            guard host.viewIfLoaded?.window != nil else { continue }
            let controller = UIHostingController(rootView: declaration.makeContent())
            controller.interactiveDismissal = { [weak self] in self?.userDismissed(at: path) }
            presented[path] = (controller, declaration)
            host.present(controller, animated: true)
        }
    }

    private func userDismissed(at path: ViewPath) {
        guard let entry = presented[path] else { return }
        dismiss(at: path, entry.declaration)
        entry.declaration.setNotPresented()
    }

    private func dismiss(at path: ViewPath, _ declaration: SheetDeclaration) {
        guard let entry = presented.removeValue(forKey: path) else { return }
        if entry.controller.presentingViewController != nil { entry.controller.dismiss(animated: true) }
        declaration.onDismiss?()
    }
}
