import PackagePlugin

/// One line of `airkit doctor --format xcode`: `/path:line: error: AK001: …`, `/path: warning: …`
/// or `note: …` (a verdict, with no file).
struct XcodeIssueLine {
    enum Severity: String {
        case error
        case warning
        case note
    }

    var severity: Severity
    var file: String?
    var line: Int?
    var message: String

    init(_ text: String) {
        for severity in [Severity.error, .warning, .note] {
            let marker = "\(severity.rawValue): "
            if text.hasPrefix(marker) {
                self.init(severity: severity, file: nil, line: nil, message: String(text.dropFirst(marker.count)))
                return
            }
            if let range = text.range(of: ": " + marker) {
                let place = text[..<range.lowerBound]
                let message = String(text[range.upperBound...])
                if let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) {
                    self.init(severity: severity, file: String(place[..<colon]), line: line, message: message)
                } else {
                    self.init(severity: severity, file: String(place), line: nil, message: message)
                }
                return
            }
        }
        self.init(severity: .note, file: nil, line: nil, message: text)
    }

    init(severity: Severity, file: String?, line: Int?, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    /// Reports the line to SwiftPM or Xcode: errors and warnings as such, notes as remarks.
    ///
    /// `swift package` prints a plugin's diagnostics without their file and line, so there
    /// `placeInMessage` puts `path:line` (relative to `folder` when inside it) before the message;
    /// Xcode shows the file and line itself.
    func emit(placeInMessage: Bool, folder: String) {
        var text = message
        if placeInMessage, let file {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            let shown = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
            text = shown + (line.map { ":\($0)" } ?? "") + ": " + message
        }
        switch severity {
        case .error: Diagnostics.error(text, file: file, line: line)
        case .warning: Diagnostics.warning(text, file: file, line: line)
        case .note: Diagnostics.remark(text, file: file, line: line)
        }
    }
}
