/// Where the user's TV-safe margins are kept: one value per display kind, in points.
///
/// The shell stores them in `UserDefaults.standard`; tests use ``InMemory``. A value that is not a
/// finite number (a hand-edited defaults file) reads as absent.
protocol SafeAreaMarginStorage: AnyObject {
    func margin(forKey key: String) -> Double?
    func setMargin(_ margin: Double?, forKey key: String)
}

/// The user's adjustment of the TV-safe margin, kept per display kind so that a margin nudged for an
/// old TV on a cable does not shrink the content on an Apple TV.
///
/// Until the user adjusts it, a kind's margin is the app's (the `margin:` of the modifier or layout
/// guide). The first nudge starts from that value and stores the result; ``reset(kind:)`` goes back to
/// the app's. Stored margins are clamped to ``range``.
struct SafeAreaMarginBook {
    /// The defaults key for a kind's margin: `AirKit.safeAreaMargin.` followed by the kind's raw value
    /// (`airPlay`, `wired`, `unknown`).
    static func key(forKind kind: String) -> String {
        "AirKit.safeAreaMargin.\(kind)"
    }

    /// The margins a user can choose, in points: none up to 200, a fifth of a 1080p TV's height.
    static let range: ClosedRange<Double> = 0...200
    /// How far one nudge moves the margin, in points.
    static let step: Double = 4

    let storage: any SafeAreaMarginStorage

    /// The user's margin for `kind`, or `nil` while they have not adjusted it.
    func storedMargin(kind: String) -> Double? {
        guard let value = storage.margin(forKey: Self.key(forKind: kind)), value.isFinite else { return nil }
        return value.clamped(to: Self.range)
    }

    /// The margin to use for `kind`: the user's, else the app's `default`.
    func margin(kind: String, default appMargin: Double) -> Double {
        storedMargin(kind: kind) ?? appMargin.clampedToLength
    }

    /// Stores `margin` for `kind`, clamped to ``range``; returns what was stored. Non-finite values
    /// are ignored and return the margin in force.
    @discardableResult
    func setMargin(_ margin: Double, kind: String, default appMargin: Double) -> Double {
        guard margin.isFinite else { return self.margin(kind: kind, default: appMargin) }
        let stored = margin.clamped(to: Self.range)
        storage.setMargin(stored, forKey: Self.key(forKind: kind))
        return stored
    }

    /// Moves `kind`'s margin by `steps` nudges (negative: smaller), from the margin in force.
    @discardableResult
    func nudge(by steps: Int, kind: String, default appMargin: Double) -> Double {
        setMargin(margin(kind: kind, default: appMargin) + Double(steps) * Self.step, kind: kind, default: appMargin)
    }

    /// Forgets the user's margin for `kind`: the app's applies again.
    func reset(kind: String) {
        storage.setMargin(nil, forKey: Self.key(forKind: kind))
    }
}

extension SafeAreaMarginBook {
    /// Storage that lives as long as the object: for tests and previews.
    final class InMemory: SafeAreaMarginStorage {
        private(set) var values: [String: Double] = [:]

        init(_ values: [String: Double] = [:]) {
            self.values = values
        }

        func margin(forKey key: String) -> Double? {
            values[key]
        }

        func setMargin(_ margin: Double?, forKey key: String) {
            values[key] = margin
        }
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
