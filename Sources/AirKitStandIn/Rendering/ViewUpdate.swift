import Synchronization

/// Whether a view update (body evaluation, `makeUIViewController` or `updateUIViewController`) is
/// running, so that a write to view state during one can be reported as SwiftUI reports it.
///
/// SwiftUI logs "Modifying state during view update, this will cause undefined behavior." when a
/// `@State`, a `@Published` property or other observed state is written while it updates views: the
/// write invalidates views in the middle of the update, and the result depends on evaluation order.
/// The stand-in records the same text in the device's `faults` (``SimulatedDevice/faults``) when the
/// update ends. Observation reports writes on whatever thread made them, so the bookkeeping is locked;
/// a write made on another thread while a device updates its views is reported against that device.
/// `dismantleUIViewController` runs after the update here, so writes made there are not reported.
enum ViewUpdate {
    static let warning = "Modifying state during view update, this will cause undefined behavior."

    private struct Bookkeeping {
        var depth = 0
        var isReportingStateWrite = false
        var reports: [String] = []
    }

    private static let bookkeeping = Mutex(Bookkeeping())

    /// Runs `work` as a view update of `device`, then records what was written during it.
    @MainActor
    static func during<Result>(on device: SimulatedDevice, _ work: () -> Result) -> Result {
        bookkeeping.withLock { $0.depth += 1 }
        let result = work()
        let reports = bookkeeping.withLock { state in
            state.depth -= 1
            defer { state.reports = [] }
            return state.depth == 0 ? state.reports : []
        }
        for report in reports { device.recordFault("\(warning) (\(report))") }
        return result
    }

    /// Performs a write to `@State`, reporting it if a view update is running. The write's own
    /// observation callback is not reported again.
    static func noteStateWrite(of what: String, _ write: () -> Void) {
        bookkeeping.withLock { state in
            if state.depth > 0 { state.reports.append(what) }
            state.isReportingStateWrite = true
        }
        defer { bookkeeping.withLock { $0.isReportingStateWrite = false } }
        write()
    }

    /// Reports a write to observed state (`@Published`, or an `@Observable` value a body read).
    static func noteObservedWrite(of what: String) {
        bookkeeping.withLock { state in
            if state.depth > 0, !state.isReportingStateWrite { state.reports.append(what) }
        }
    }
}
