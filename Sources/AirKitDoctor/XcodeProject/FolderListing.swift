/// The source files under one folder, and whether the listing is whole.
///
/// The on-disk walk stops at a bound rather than scan a disk; a listing cut short may miss the
/// file that registers the app's scene, so the doctor says "cannot tell" instead of asserting
/// that nothing does. Tests write fake listings as array literals.
public struct FolderListing: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Paths relative to the folder, sorted.
    public var files: [String]
    /// `false` when the walk stopped at its bound before the folder's end.
    public var isComplete: Bool

    public init(files: [String], isComplete: Bool = true) {
        self.files = files
        self.isComplete = isComplete
    }

    public init(arrayLiteral files: String...) {
        self.init(files: files)
    }
}
