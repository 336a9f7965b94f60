#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Observation

extension Air {
    /// The external display's state, observable like ``Air`` itself.
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
        /// away while the app is in the background or the device is locked, or while on iOS 27 the
        /// system moves it to another source. A display is listed by the same ``Display/id`` throughout.
        public private(set) var displays: [Display] = []
        /// The display showing the content.
        public private(set) var presentedDisplay: Display?

        nonisolated init() {}

        func publish(isAvailable: Bool, isViewAdded: Bool, displays: [Display], presentedDisplay: Display?) {
            if self.isAvailable != isAvailable { self.isAvailable = isAvailable }
            if self.isViewAdded != isViewAdded { self.isViewAdded = isViewAdded }
            let sameDisplays =
                self.displays.count == displays.count && zip(self.displays, displays).allSatisfy { $0.isIdentical(to: $1) }
            if !sameDisplays { self.displays = displays }
            let samePresented =
                switch (self.presentedDisplay, presentedDisplay) {
                case (nil, nil): true
                case (let old?, let new?): old.isIdentical(to: new)
                default: false
                }
            if !samePresented { self.presentedDisplay = presentedDisplay }
        }
    }

    /// An external display: its identity, its metrics, read from its scene's screen, whether the
    /// system gives the app a scene on it now, and its facts: how it is connected, its modes, rate,
    /// overscan and safe area, which AirKit reads again whenever one may have changed
    /// (see <doc:DisplayFactsAndModes>).
    ///
    /// Two values for the same display are equal and hash alike whatever else they hold: a display is
    /// the same display while it stays plugged in, through background, a locked device or a
    /// registration change on iOS 27, so a value kept in a `Set`, a dictionary or a `Picker` tag still
    /// matches when ``isPresentable`` changes. (Hashing only the `id` also keeps `CGSize`, which is
    /// `Hashable` only from iOS 18, out of the conformance.) For the same reason
    /// `onChange(of: air.connection.displays)` does not fire when only presentability changes: observe
    /// `displays.map(\.isPresentable)` for that.
    public struct Display: Hashable, Sendable, Identifiable {
        /// Lasts while the display stays plugged in: its scene leaving and coming back does not change it.
        public let id: Int
        /// In points.
        public let size: CGSize
        /// Pixels per point.
        public let scale: CGFloat
        /// Whether content can be shown on it now: the system has given the app a scene on it. `false`
        /// while the app is in the background or the device is locked, and on iOS 27 while the system
        /// moves the display's scene to another source's registration; the display is listed then so
        /// that an interface that shows the displays keeps them. `Air.play(on:)` on a display that is not
        /// presentable shows the content there as soon as it is.
        public let isPresentable: Bool

        /// How the display is connected, read from the audio route; ``DisplayKind/unknown`` when the route does
        /// not tell (see <doc:DisplayFactsAndModes>).
        public var kind: Kind { facts.kind }
        /// The name the audio route gives the display: an AirPlay receiver's name ("Living Room"), or the
        /// name a television on a cable reports; `nil` when the route does not name it, and whenever
        /// ``kind`` is ``DisplayKind/unknown``.
        public var receiverName: String? { facts.receiverName }
        /// The refresh rate the display runs at in its current mode (`UIScreen.maximumFramesPerSecond`).
        public var maximumFramesPerSecond: Int { facts.maximumFramesPerSecond }
        /// How much the display crops at each edge, as the screen reports it
        /// (`UIScreen.overscanCompensationInsets`). Under `.none` it is what the app must keep clear of;
        /// whether the screen also reports it under `.scale` and `.insetBounds`, which compensate
        /// already, is open (see <doc:DisplayFactsAndModes>), so the TV-safe layout adds it only while
        /// ``overscanCompensation`` is `.none`.
        public var overscanInsets: UIEdgeInsets { UIEdgeInsets(facts.overscanInsets) }
        /// The safe area of AirKit's window on the display (`UIView.safeAreaInsets`); `.zero` while
        /// AirKit has no window there.
        public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(facts.safeAreaInsets) }

        /// Pixels per point of the physical display (`UIScreen.nativeScale`).
        public var nativeScale: CGFloat { CGFloat(facts.nativeScale) }
        /// The display's size in pixels as UIKit reports it (`UIScreen.nativeBounds.size`).
        public var nativeSize: CGSize { CGSize(width: facts.nativeWidth, height: facts.nativeHeight) }
        /// The modes the display offers (`UIScreen.availableModes`), in its order; empty on tvOS.
        public var availableModes: [Mode] { facts.modes }
        /// The mode the display runs in (`UIScreen.currentMode`): the one ``Air/displayPolicy`` obtained.
        public var currentMode: Mode? { facts.currentMode }
        /// The display's own choice (`UIScreen.preferredMode`); `nil` on tvOS.
        public var preferredMode: Mode? { facts.preferredMode }
        /// The mode ``Air/displayPolicy`` last asked this display for; `nil` when it asked for none. When it
        /// differs from ``currentMode`` the display refused, or has not switched yet.
        public var requestedMode: Mode? { facts.requestedMode }
        /// How the screen compensates for overscan (`UIScreen.overscanCompensation`): UIKit's `.scale`
        /// unless ``Air/displayPolicy`` or the app set another.
        public var overscanCompensation: DisplayOverscanCompensation { facts.overscanCompensation }
        /// Whether the display shows the device's screen (`UIScreen.mirrored` is set): no window of the
        /// app is shown on it.
        public var isMirrored: Bool { facts.isMirrored }
        /// Whether the display's scene is being captured (`UITraitCollection.sceneCaptureState` is
        /// `.active`): recorded or, as UIKit may count it, streamed by AirPlay.
        public var isCaptured: Bool { facts.isCaptured }

        /// How the display is connected.
        public typealias Kind = DisplayKind
        /// A mode of the display: its size in pixels and pixel shape.
        public typealias Mode = DisplayMode

        /// What AirKit last read about the display (`UIWindowScene+DisplayFacts.swift`).
        let facts: DisplayFacts

        /// In pixels.
        public var pixelSize: CGSize {
            CGSize(width: size.width * scale, height: size.height * scale)
        }

        init(id: DisplayID, metrics: DisplayMetrics, isPresentable: Bool, facts: DisplayFacts = DisplayFacts()) {
            self.id = id.rawValue
            self.size = CGSize(width: metrics.width, height: metrics.height)
            self.scale = CGFloat(metrics.scale)
            self.isPresentable = isPresentable
            self.facts = facts
        }

        public static func == (first: Display, second: Display) -> Bool {
            first.id == second.id
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }

        /// Whether every stored property matches, for publishing only what changed.
        func isIdentical(to other: Display) -> Bool {
            id == other.id && size == other.size && scale == other.scale && isPresentable == other.isPresentable
                && facts == other.facts
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
