#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The C interface's observers, for every model: of availability, of whether content is shown, and of
/// the ends of requests. Each is added on the main thread and removed from any thread
/// (``ObserverRegistry``).
///
/// It is process-wide because the C interface is: C callers hold handles, not models, and a removal on
/// another thread cannot reach a `@MainActor` model. `Air` tells it what it publishes, after publishing,
/// so a callback that reads `AirKitIsAvailable()` or `AirKitIsShowingContent()` reads the value it was
/// told.
final class CObserverRegistry: Sendable {
    /// A C observer: its callback, its context as an address (the caller owns what it points to), and
    /// the model it observes.
    struct Observer<Function: Sendable>: Sendable {
        let callback: Function
        let context: UInt
        let model: UUID
        /// Called once with the context after the removal that ends the observer
        /// (`AirKitSetObserverContextRelease`).
        var release: ContextRelease?

        init(callback: Function, context: UInt, model: UUID) {
            self.callback = callback
            self.context = context
            self.model = model
        }

        /// The context as the pointer the caller gave.
        var contextPointer: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: context) }
    }

    typealias ValueCallback = @convention(c) (Bool, UnsafeMutableRawPointer?) -> Void
    typealias EndCallback = @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void
    typealias ContextRelease = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let shared = CObserverRegistry()

    /// `AirKitAddAvailabilityObserver`'s observers.
    let availability = ObserverRegistry<Observer<ValueCallback>, Bool>()
    /// `AirKitAddShowingObserver`'s observers.
    let showing = ObserverRegistry<Observer<ValueCallback>, Bool>()
    /// `AirKitAddPlaybackEndObserver`'s observers: each knows the end there was when it was added.
    let ends = ObserverRegistry<Observer<EndCallback>, PlaybackEnd?>()

    /// Tells the observers of `model` what changed in `state`, in the order ``FollowedState`` gives
    /// Swift's observers: content no longer shown, then the end, then availability, then content shown.
    @MainActor
    func tell(_ state: RuntimeMachine.State, about model: UUID) {
        let isObserved = { (observer: Observer<ValueCallback>) in observer.model == model }
        let tellShowing = {
            self.showing.tell(
                state.isViewAdded, where: isObserved, messages: { _ in [state.isViewAdded] },
                call: { $0.callback($1, $0.contextPointer) })
        }
        if !state.isViewAdded { tellShowing() }
        ends.tell(
            state.lastEnd, where: { $0.model == model }, messages: { _ in state.lastEnd.map { [$0.reason] } ?? [] },
            call: { $0.callback($1.cValue, $0.contextPointer) })
        availability.tell(
            state.isAvailable, where: isObserved, messages: { _ in [state.isAvailable] },
            call: { $0.callback($1, $0.contextPointer) })
        if state.isViewAdded { tellShowing() }
    }

    /// The number of observers of `model`, of every kind, for tests and diagnostics.
    func count(of model: UUID) -> Int {
        availability.count { $0.model == model } + showing.count { $0.model == model } + ends.count { $0.model == model }
    }
}

extension PlaybackEnd.Reason {
    /// The reason as `AirKitPlaybackEndReason` in `AirKitC.h`: a number per reason, never reused.
    var cValue: Int32 {
        switch name {
        case .stopped: 1
        case .presenterLeft: 2
        case .replaced: 3
        case .displayUnplugged: 4
        case .displayExtended: 5
        case .recovered: 6
        }
    }
}
#endif
