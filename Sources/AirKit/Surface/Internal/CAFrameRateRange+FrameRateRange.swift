#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// A surface's preferred frame-rate range, between Core Animation's type and the core's.
extension SurfaceMachine.FrameRateRange {
    init(_ range: CAFrameRateRange) {
        self.init(minimum: Double(range.minimum), maximum: Double(range.maximum), preferred: range.preferred.map(Double.init))
    }
}

extension CAFrameRateRange {
    init(_ range: SurfaceMachine.FrameRateRange) {
        self.init(minimum: Float(range.minimum), maximum: Float(range.maximum), preferred: range.preferred.map(Float.init))
    }
}
#endif
