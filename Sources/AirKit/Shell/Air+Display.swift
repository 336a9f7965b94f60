#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

extension Air {
    /// An external display: its identity, its metrics, whether the system gives the app a scene on it
    /// now, and its facts: how it is connected, its modes, rate, overscan and safe area, which AirKit
    /// reads again whenever one may have changed (see <doc:DisplayFactsAndModes>).
    ///
    /// Identity and equality are different questions. ``id`` is the identity: it lasts while the display
    /// stays plugged in, through background, a locked device or a registration change on iOS 27, so key
    /// a `ForEach`, a dictionary or a `Picker`'s tags by it. Equality compares everything a reader can
    /// see: two values of the same display differ when any fact does, so
    /// `onChange(of: air.connection.displays)` and Observation fire when a display's route, mode,
    /// overscan compensation or safe area changes, not only when displays come and go.
    public struct Display: Hashable, Sendable, Identifiable {
        /// Lasts while the display stays plugged in: its scene leaving and coming back does not change it.
        public var id: Int { state.id.rawValue }
        /// In points: the screen's bounds, which a new mode or an overscan compensation that insets the
        /// bounds changes.
        public var size: CGSize { CGSize(width: state.facts.metrics.width, height: state.facts.metrics.height) }
        /// Pixels per point.
        public var scale: CGFloat { CGFloat(state.facts.metrics.scale) }
        /// Whether content can be shown on it now: the system has given the app a scene on it. `false`
        /// while the app is in the background, the device is locked or Control Center covers the app,
        /// and on iOS 27 while the system moves the display's scene to another source's registration; the
        /// display is listed then so that an interface that shows the displays keeps them.
        /// `Air.play(on:)` on a display that is not presentable shows the content there as soon as it is.
        public var isPresentable: Bool { state.isPresentable }

        /// How the display is connected, read from the audio route; ``DisplayKind/unknown`` when the route does
        /// not tell (see <doc:DisplayFactsAndModes>).
        public var kind: Kind { state.kind }
        /// The name the audio route gives the display: an AirPlay receiver's name ("Living Room"), or the
        /// name a television on a cable reports; `nil` when the route does not name it, and whenever
        /// ``kind`` is ``DisplayKind/unknown``.
        public var receiverName: String? { state.receiverName }
        /// The refresh rate the display runs at in its current mode (`UIScreen.maximumFramesPerSecond`).
        public var maximumFramesPerSecond: Int { state.facts.maximumFramesPerSecond }
        /// How much the display crops at each edge, as the screen reports it
        /// (`UIScreen.overscanCompensationInsets`). Under `.none` it is what the app must keep clear of;
        /// whether the screen also reports it under `.scale` and `.insetBounds`, which compensate
        /// already, is open (see <doc:DisplayFactsAndModes>), so the TV-safe layout adds it only while
        /// ``overscanCompensation`` is `.none`.
        public var overscanInsets: UIEdgeInsets { UIEdgeInsets(state.facts.overscanInsets) }
        /// The safe area of AirKit's window on the display (`UIView.safeAreaInsets`); `.zero` while
        /// AirKit has no window there.
        public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(state.safeArea) }

        /// Pixels per point of the physical display (`UIScreen.nativeScale`).
        public var nativeScale: CGFloat { CGFloat(state.facts.nativeScale) }
        /// The display's size in pixels as UIKit reports it (`UIScreen.nativeBounds.size`).
        public var nativeSize: CGSize { CGSize(width: state.facts.nativeWidth, height: state.facts.nativeHeight) }
        /// The modes the display offers (`UIScreen.availableModes`), in its order; empty on tvOS.
        public var availableModes: [Mode] { state.facts.modes }
        /// The mode the display runs in (`UIScreen.currentMode`).
        public var currentMode: Mode? { state.facts.currentMode }
        /// The display's own choice (`UIScreen.preferredMode`); `nil` on tvOS.
        public var preferredMode: Mode? { state.facts.preferredMode }
        /// The mode ``Air/displayPolicy`` last asked this display for, and whether the display is still
        /// switching, switched, or did not switch in time; `nil` when the policy asked it for nothing.
        public var modeRequest: DisplayModeRequest? { state.modeRequest }
        /// The mode ``Air/displayPolicy`` last asked this display for: ``modeRequest``'s mode.
        public var requestedMode: Mode? { state.modeRequest?.mode }
        /// How the screen compensates for overscan (`UIScreen.overscanCompensation`): UIKit's `.scale`
        /// unless ``Air/displayPolicy`` or the app set another.
        public var overscanCompensation: DisplayOverscanCompensation { state.facts.overscanCompensation }
        /// Whether the display shows the device's screen (`UIScreen.mirrored` is set): no window of the
        /// app is shown on it.
        public var isMirrored: Bool { state.facts.isMirrored }
        /// Whether the display's scene is being captured (`UITraitCollection.sceneCaptureState` is
        /// `.active`): recorded or, as UIKit may count it, streamed by AirPlay.
        public var isCaptured: Bool { state.facts.isCaptured }

        /// How the display is connected.
        public typealias Kind = DisplayKind
        /// A mode of the display: its size in pixels and pixel shape.
        public typealias Mode = DisplayMode

        /// In pixels.
        public var pixelSize: CGSize {
            CGSize(width: size.width * scale, height: size.height * scale)
        }

        /// Everything a reader can see, as the runtime published it.
        let state: DisplayState

        init(_ state: DisplayState) {
            self.state = state
        }

        /// The overscan the TV-safe layout keeps clear of: the screen's insets while nothing compensates.
        var overscanLeftToTheApp: DisplayInsets { state.overscanLeftToTheApp }
    }
}
#endif
