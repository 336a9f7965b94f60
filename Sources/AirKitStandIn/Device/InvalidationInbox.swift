import Synchronization

/// Objects whose observed state changed since the last layout pass.
///
/// `withObservationTracking` calls its `onChange` on whatever thread made the change, so the device
/// collects identifiers here and marks the objects on its own turn, on the main actor. Each device
/// has its own inbox, so parallel tests never see each other's changes.
final class InvalidationInbox: Sendable {
    private let pending = Mutex<Set<ObjectIdentifier>>([])

    func invalidate(_ object: ObjectIdentifier) {
        pending.withLock { _ = $0.insert(object) }
    }

    var isEmpty: Bool {
        pending.withLock { $0.isEmpty }
    }

    func drain() -> Set<ObjectIdentifier> {
        pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }
}
