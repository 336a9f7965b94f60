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

    public init(files: [PlannedFile] = [], notes: [SetupNote] = [], projectFolder: String? = nil) {
        self.files = files
        self.notes = notes
        self.projectFolder = projectFolder
    }

    /// Whether the plan writes nothing.
    public var isEmpty: Bool { files.isEmpty }
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

    public init(path: String, kind: Kind, original: Data?, updated: Data) {
        self.path = path
        self.kind = kind
        self.original = original
        self.updated = updated
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
