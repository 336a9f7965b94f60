import SwiftUI

/// A value `updateProperties()` reads, so UIKit's observation tracking sees the read.
@MainActor
@Observable
final class ObservedCounter {
    var value = 0
}

/// Counts its `updateProperties()` runs; each run reads ``ObservedCounter/value``.
@available(iOS 26.0, *)
final class PropertiesProbeController: UIViewController {
    private let model: ObservedCounter
    private(set) var runs = 0
    private(set) var lastSeen = -1

    init(model: ObservedCounter) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func updateProperties() {
        super.updateProperties()
        runs += 1
        lastSeen = model.value
    }
}
