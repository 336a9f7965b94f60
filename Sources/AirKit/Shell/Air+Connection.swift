#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Observation

extension Air {
    /// The external display's state, observable like ``Air`` itself.
    ///
    /// Every property notifies its observers whenever anything a reader can see in it changes: a
    /// display's facts (its kind, mode, rate, overscan, safe area, mode request) as well as which
    /// displays there are.
    @MainActor
    @Observable
    public final class Connection {
        /// A display is available for presentation: an external scene is connected or, on iOS 27, the
        /// system reports a source's scene accessory available. Screen capture alone never counts.
        public private(set) var isAvailable = false
        /// The content is attached to an external window that is shown.
        public private(set) var isViewAdded = false
        /// The external displays plugged in, in the order they first connected: each one the system
        /// has given the app a scene on, and, marked not ``Display/isPresentable``, those whose scene is
        /// away while the app is in the background, the device is locked or Control Center covers the
        /// app, or while on iOS 27 the system moves it to another source. A display is listed by the same
        /// ``Display/id`` throughout. When the app comes back, a display unplugged meanwhile is no longer
        /// listed once the scenes the system gives back are in.
        public private(set) var displays: [Display] = []
        /// The display showing the content ``Air/play(_:on:)-method`` asked for.
        public private(set) var presentedDisplay: Display?
        /// Every display showing content now, in the order of ``displays``: ``presentedDisplay`` and each
        /// display showing content pinned to it with ``Air/play(_:pinnedTo:)-method``.
        public private(set) var presentedDisplays: [Display] = []

        nonisolated init() {}

        /// Copies the runtime's state; each property is written only when what a reader sees changes.
        func publish(_ state: RuntimeMachine.State) {
            if isAvailable != state.isAvailable { isAvailable = state.isAvailable }
            if isViewAdded != state.isViewAdded { isViewAdded = state.isViewAdded }
            let listed = state.displays.map(Display.init)
            if displays != listed { displays = listed }
            let presented = state.presentedDisplay.flatMap { id in listed.first { $0.id == id.rawValue } }
            if presentedDisplay != presented { presentedDisplay = presented }
            let allPresented = state.presentedDisplays.compactMap { id in listed.first { $0.id == id.rawValue } }
            if presentedDisplays != allPresented { presentedDisplays = allPresented }
        }
    }
}

extension UIEdgeInsets {
    init(_ insets: DisplayInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }
}
#endif
