#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation
import Observation

extension Air {
    /// The user's TV-safe margins, one per kind of display, kept across launches.
    ///
    /// `.airPlaySafeArea(margin:)` and ``Air/uiKitSafeAreaMargin`` add the margin in force to the
    /// display's safe area and overscan. Until the user adjusts a kind's margin it is the app's (the
    /// `margin:` the modifier was given, or `uiKitSafeAreaMargin`); ``nudge(_:by:default:)`` and
    /// ``setMargin(_:for:)`` store the user's choice, ``reset(_:)`` forgets it. Observable: views that read a margin update when it
    /// changes, on the phone and on the TV.
    ///
    /// Stored in `UserDefaults.standard` under `AirKit.safeAreaMargin.airPlay`,
    /// `AirKit.safeAreaMargin.wired` and `AirKit.safeAreaMargin.unknown` (a `Double`, in points, from 0
    /// to 200). On the simulated device each device starts with none stored, as a fresh install.
    @MainActor
    @Observable
    public final class SafeAreaMargins {
        /// How far one nudge moves a margin, in points.
        public static let step = CGFloat(SafeAreaMarginBook.step)
        /// The margins a user can choose, in points.
        public static let range = CGFloat(SafeAreaMarginBook.range.lowerBound)...CGFloat(SafeAreaMarginBook.range.upperBound)

        @ObservationIgnored private let book: SafeAreaMarginBook
        /// Told of every change a user makes, so that AirKit's core knows the margins in force.
        @ObservationIgnored var onChange: (@MainActor (Display.Kind, Double?) -> Void)?
        /// The stored margins, mirrored so that reading one registers with observation.
        private var stored: [String: Double] = [:]

        /// Margins kept in `userDefaults` (`.standard` by default).
        public convenience init(userDefaults: UserDefaults = .standard) {
            self.init(storage: UserDefaultsMarginStorage(defaults: userDefaults))
        }

        init(storage: any SafeAreaMarginStorage) {
            book = SafeAreaMarginBook(storage: storage)
        }

        /// The user's margin for `kind`, or `nil` while they have not adjusted it.
        public func userMargin(for kind: Display.Kind) -> CGFloat? {
            let key = Self.key(kind)
            _ = stored[key]
            return book.storedMargin(kind: key).map { CGFloat($0) }
        }

        /// The margin in force for `kind`: the user's, else `appMargin`.
        public func margin(for kind: Display.Kind, default appMargin: CGFloat = 0) -> CGFloat {
            userMargin(for: kind) ?? CGFloat(Double(appMargin).clampedToLength)
        }

        /// Moves `kind`'s margin by `steps` nudges of ``step`` (negative: smaller), starting from the
        /// margin in force, and keeps the result. Returns the new margin.
        @discardableResult
        public func nudge(_ kind: Display.Kind, by steps: Int, default appMargin: CGFloat = 0) -> CGFloat {
            let key = Self.key(kind)
            let margin = book.nudge(by: steps, kind: key, default: Double(appMargin))
            stored[key] = margin
            onChange?(kind, margin)
            return CGFloat(margin)
        }

        /// Keeps `margin` for `kind`, clamped to ``range``. Returns what was kept.
        @discardableResult
        public func setMargin(_ margin: CGFloat, for kind: Display.Kind) -> CGFloat {
            let key = Self.key(kind)
            let kept = book.setMargin(Double(margin), kind: key, default: 0)
            stored[key] = kept
            onChange?(kind, kept)
            return CGFloat(kept)
        }

        /// Forgets the user's margin for `kind`: the app's applies again.
        public func reset(_ kind: Display.Kind) {
            let key = Self.key(kind)
            book.reset(kind: key)
            stored[key] = nil
            onChange?(kind, nil)
        }

        /// The defaults key of `kind`'s margin.
        public static func userDefaultsKey(for kind: Display.Kind) -> String {
            SafeAreaMarginBook.key(forKind: key(kind))
        }

        private static func key(_ kind: Display.Kind) -> String {
            String(describing: kind)
        }
    }
}

/// `UserDefaults` as the margins' storage. `UserDefaults` is thread-safe; the margins are only used
/// on the main actor.
final class UserDefaultsMarginStorage: SafeAreaMarginStorage, @unchecked Sendable {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    func margin(forKey key: String) -> Double? {
        defaults.object(forKey: key) == nil ? nil : defaults.double(forKey: key)
    }

    func setMargin(_ margin: Double?, forKey key: String) {
        if let margin { defaults.set(margin, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
}
#endif
