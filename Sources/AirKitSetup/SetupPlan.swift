import Foundation

/// Every change setup would make, computed and checked before any file is written.
///
/// A plan holds the new bytes of each file it touches, so printing it as a diff and writing it
/// give the same result, and ``ProjectSetup/apply(_:)`` can verify each file before renaming it.
public struct SetupPlan: Sendable {
    /// The files to write, in the order they are reported.
    public var files: [PlannedFile]
    /// One line per change made and per thing left alone, in the order setup decided them.
    public var notes: [SetupNote]
    /// The project folder (the one holding the `.xcodeproj`), outside which nothing is written.
    public var projectFolder: String?
    /// Temporary files and backups an interrupted run of setup left (`.<name>.airkit-setup-…`),
    /// absolute: writing the plan removes them. The last notes say so, one per leftover, in order.
    public var leftovers: [String]

    public init(files: [PlannedFile] = [], notes: [SetupNote] = [], projectFolder: String? = nil, leftovers: [String] = []) {
        self.files = files
        self.notes = notes
        self.projectFolder = projectFolder
        self.leftovers = leftovers
    }

    /// Whether the plan writes nothing and removes nothing.
    public var isEmpty: Bool { files.isEmpty && leftovers.isEmpty }

    /// The notes, with the leftovers in `unremoved` (path and the reason it could not be removed)
    /// said to be left rather than removed.
    func reportingUnremovedLeftovers(_ unremoved: [String: String]) -> [SetupNote] {
        guard !unremoved.isEmpty, notes.count >= leftovers.count else { return notes }
        let first = notes.count - leftovers.count
        var result = notes
        for (offset, path) in leftovers.enumerated() {
            guard let reason = unremoved[path] else { continue }
            let removed = result[first + offset].text
            let shown = removed.hasPrefix("removed ") ? String(removed.dropFirst("removed ".count)) : removed
            result[first + offset] = SetupNote(.leftAlone, "\(shown), which cannot be removed (\(reason))")
        }
        return result
    }
}

/// One file's old and new contents.
public struct PlannedFile: Sendable, Equatable {
    /// How the file is checked after writing.
    public enum Kind: Sendable, Equatable {
        case infoPlist
        case pbxproj
        case xcconfig
    }

    /// The absolute path.
    public var path: String
    public var kind: Kind
    /// The bytes read when the plan was made; `nil` for a file setup creates.
    public var original: Data?
    public var updated: Data
    /// Bytes written first, before any Info.plist or new file is put in place, so that every step
    /// leaves a project that builds and launches: a `project.pbxproj` that excludes a new
    /// Info.plist from a synchronized folder's resources before the file exists, and names it in
    /// `INFOPLIST_FILE` only once it does; or one that links AirKit before an Info.plist names
    /// its `AirKitAppSceneDelegate`. When it equals ``updated``, the whole file goes first.
    /// `nil` when the file goes from ``original`` to ``updated`` in one step, last.
    public var intermediate: Data?

    public init(path: String, kind: Kind, original: Data?, updated: Data, intermediate: Data? = nil) {
        self.path = path
        self.kind = kind
        self.original = original
        self.updated = updated
        self.intermediate = intermediate
    }
}

/// One line of setup's report.
public struct SetupNote: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Setup changes something.
        case change
        /// Setup leaves something as it is, with the reason.
        case leftAlone
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    public var description: String {
        switch kind {
        case .change: "changed: \(text)"
        case .leftAlone: "left alone: \(text)"
        }
    }
}
