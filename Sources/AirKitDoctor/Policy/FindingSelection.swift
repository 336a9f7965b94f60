import AirKitConfiguration
import Foundation

/// Which finding IDs a run reports: `--select`/`--ignore` on the command line, `select:`/`ignore:`
/// in `.airkit.yml`.
///
/// A finding left out is not printed, not counted and does not fail the run; the verdicts still
/// say what goes wrong, since silencing a finding does not fix the app. The summary says how many
/// findings were left out, so a silenced run never looks cleaner than it is without saying so.
public struct FindingSelection: Sendable, Hashable {
    /// Only these IDs are reported; `nil` reports every ID.
    public var selected: Set<FindingID>?
    /// IDs never reported, even when selected.
    public var ignored: Set<FindingID>

    public init(selected: Set<FindingID>? = nil, ignored: Set<FindingID> = []) {
        self.selected = selected
        self.ignored = ignored
    }

    /// Whether a finding with `id` is reported.
    public func reports(_ id: FindingID) -> Bool {
        !ignored.contains(id) && selected.map { $0.contains(id) } != false
    }

    /// `AK001,ak017` → the IDs, or the first word that is not one. Empty words (`AK001,`) are skipped.
    public static func ids(in list: String) -> Result<Set<FindingID>, UnknownID> {
        var ids = Set<FindingID>()
        for word in list.split(separator: ",") {
            let trimmed = word.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            guard let id = FindingID(code: trimmed) else { return .failure(UnknownID(word: trimmed)) }
            ids.insert(id)
        }
        return .success(ids)
    }

    /// A word in a list of finding IDs that names none.
    public struct UnknownID: Error, Equatable, Sendable {
        public var word: String

        public init(word: String) {
            self.word = word
        }

        /// `unknown finding ID 'AK999' (known: AK001–AK021)`.
        public var message: String {
            "unknown finding ID '\(word)' (known: \(FindingID.catalogueRange))"
        }
    }
}
