/// One problem the rules found in one place, with what goes wrong, where, and how to fix it.
public struct Finding: Sendable, Hashable {
    public var id: FindingID
    /// The file (and line, when the format has lines) the fix belongs in.
    public var location: SourceLocation
    /// The OS/SDK rows this finding makes mirror, or makes fragile; empty when it affects none of
    /// the rows shown (for example a forward-looking note).
    public var affectedRows: [CompatibilityRow]
    /// What goes wrong in this case, naming the values involved.
    public var message: String
    /// What to change, specific to this case.
    public var fix: String

    public init(id: FindingID, location: SourceLocation, affectedRows: [CompatibilityRow], message: String, fix: String) {
        self.id = id
        self.location = location
        self.affectedRows = affectedRows
        self.message = message
        self.fix = fix
    }

    public var severity: Severity { id.severity }
}
