import Dispatch
import Foundation

/// Runs independent work on every core and gathers the results in input order.
enum Concurrently {
    /// `items.map(transform)`, spread over the machine's cores in contiguous chunks.
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = ResultSlots<Result>(count: items.count)
        let chunkCount = min(items.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (items.count * chunk / chunkCount)..<(items.count * (chunk + 1) / chunkCount)
            let results = range.map { transform(items[$0]) }
            slots.store(results, startingAt: range.lowerBound)
        }
        return slots.values
    }
}

/// The results of `Concurrently.map`: each chunk writes its own range under the lock.
///
/// `@unchecked Sendable` because the lock, not the compiler, guards `storage`; every access goes
/// through `store` or `values`.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ values: [Value], startingAt start: Int) {
        lock.lock()
        defer { lock.unlock() }
        for (offset, value) in values.enumerated() { storage[start + offset] = value }
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }
}
