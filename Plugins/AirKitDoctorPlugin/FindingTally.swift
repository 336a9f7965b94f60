/// Findings counted by severity; verdict notes (no file) are not findings.
struct FindingTally {
    var errors = 0
    var warnings = 0
    var notes = 0

    mutating func count(_ issue: XcodeIssueLine) {
        guard issue.file != nil else { return }
        switch issue.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    var summary: String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), "
            + "\(notes) note\(notes == 1 ? "" : "s")"
    }
}
