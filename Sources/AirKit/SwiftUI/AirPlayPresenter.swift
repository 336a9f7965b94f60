#if canImport(UIKit) || AIRKIT_STANDIN
/// The modifier behind `.airPlay(isPresented:)` and `.airPlay(item:)`: a source that keeps its
/// binding and AirKit's request in agreement, as ``PresenterLedger`` decides.
///
/// Every change is acted on in an `onChange` action, after the view update that saw it, so neither
/// AirKit's observed state nor the binding is written during an update.
struct AirPlayPresenter: ViewModifier {
    /// What the binding asks for now; `nil` when not presented.
    let key: PresenterLedger.Key?
    let display: Air.Display?
    let dismiss: @MainActor () -> Void
    /// Told how this presenter's presentation ended, whatever ended it.
    let onDismiss: (@MainActor (PlaybackEnd) -> Void)?
    /// Called once per presentation, when it starts: captures what to show (the item, for
    /// `.airPlay(item:)`) and returns the content AirKit shows.
    let makeContent: @MainActor () -> AirContent

    @Environment(\.air) private var environmentAir
    /// Typed where it is declared, and reached only by its name, so that it compiles as Xcode 27's
    /// `State()` macro as well as the property wrapper (StandInSources.md#state).
    @State private var record: PresenterRecord = PresenterRecord()

    func body(content: Content) -> some View {
        let air = environmentAir ?? Air.shared
        let record = record
        // A plain reference, observed by nothing: keeping the latest closure invalidates no view.
        record.onDismiss = onDismiss
        return
            content
            .airPlaySource()
            .background { PresenterLifetime(air: air, record: record) }
            .onChange(of: key, initial: true) { bindingDidChange(air: air, record: record) }
            .onChange(of: air.requestChanges) { perform(record.ledger.requestDidChange(to: air.currentRequest), air, record) }
            .onChange(of: air.lastPlaybackEnd) { record.reportEnd(air.lastPlaybackEnd) }
    }

    private func bindingDidChange(air: Air, record: PresenterRecord) {
        perform(record.ledger.bindingDidChange(to: key, current: air.currentRequest), air, record)
    }

    private func perform(_ action: PresenterLedger.Action, _ air: Air, _ record: PresenterRecord) {
        switch action {
        case .none:
            break
        case .play:
            let request = air.request(makeContent(), on: display)
            record.presentedRequest = request
            perform(record.ledger.didPlay(request, current: air.currentRequest), air, record)
            // A policy may have ended it at once: the end is there before any change is seen.
            record.reportEnd(air.lastPlaybackEnd)
        case .stop:
            air.stop()
        case .dismiss:
            dismiss()
        }
    }
}

/// A presenter's ledger, kept by reference so that the presenter's actions and its lifetime
/// representable share it, and so that updating it never invalidates a view.
@MainActor
final class PresenterRecord {
    var ledger = PresenterLedger()
    /// The last request this presenter made whose end it has not reported yet.
    var presentedRequest: ContentID?
    /// The latest `onDismiss` the presenter was given.
    var onDismiss: (@MainActor (PlaybackEnd) -> Void)?

    /// Calls `onDismiss` once with `end`, if it is the end of this presenter's request.
    func reportEnd(_ end: PlaybackEnd?) {
        guard let end, end.content == presentedRequest else { return }
        presentedRequest = nil
        onDismiss?(end)
    }
}

/// Ends the presenter's request when the presenter leaves the interface, as a sheet is dismissed
/// with the view that presents it.
struct PresenterLifetime: UIViewControllerRepresentable {
    let air: Air
    let record: PresenterRecord

    func makeUIViewController(context: Context) -> PresenterLifetimeController {
        let controller = PresenterLifetimeController()
        controller.air = air
        controller.record = record
        return controller
    }

    func updateUIViewController(_ controller: PresenterLifetimeController, context: Context) {
        controller.air = air
        controller.record = record
    }

    /// The request is ended in the next turn, and only if AirKit still holds it then: SwiftUI may
    /// dismantle during an update, and another presenter may have replaced it meanwhile.
    static func dismantleUIViewController(_ controller: PresenterLifetimeController, coordinator: ()) {
        guard let air = controller.air, let record = controller.record, let request = record.ledger.request else { return }
        _ = record.ledger.presenterDidLeave(current: nil)
        NextTurn.run {
            if air.currentRequest == request { air.stop(.presenterLeft) }
            // The presenter is gone and its binding is not written: `onDismiss` is how it learns.
            record.reportEnd(air.lastPlaybackEnd)
        }
    }
}

/// An invisible controller whose only job is to be dismantled with its presenter.
final class PresenterLifetimeController: UIViewController {
    weak var air: Air?
    var record: PresenterRecord?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        view.backgroundColor = .clear
    }
}
#endif
