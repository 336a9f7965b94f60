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
        /// The connected external displays AirKit has scenes for, in connection order.
        public private(set) var displays: [Display] = []
        /// The display showing the content.
        public private(set) var presentedDisplay: Display?

        nonisolated init() {}

        func publish(isAvailable: Bool, isViewAdded: Bool, displays: [Display], presentedDisplay: Int?) {
            if self.isAvailable != isAvailable { self.isAvailable = isAvailable }
            if self.isViewAdded != isViewAdded { self.isViewAdded = isViewAdded }
            if self.displays != displays { self.displays = displays }
            let presented = displays.first { $0.id == presentedDisplay }
            if self.presentedDisplay != presented { self.presentedDisplay = presented }
        }
    }

    /// An external display's metrics, read from its scene's screen when it connected.
    public struct Display: Hashable, Sendable, Identifiable {
        /// Stable while the display stays connected.
        public let id: Int
        /// In points.
        public let size: CGSize
        /// Pixels per point.
        public let scale: CGFloat

        /// In pixels.
        public var pixelSize: CGSize {
            CGSize(width: size.width * scale, height: size.height * scale)
        }

        init(id: Int, metrics: DisplayMetrics) {
            self.id = id
            self.size = CGSize(width: metrics.width, height: metrics.height)
            self.scale = CGFloat(metrics.scale)
        }
    }
}
