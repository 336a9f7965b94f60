import AirKitConfiguration

/// ANSI styling that turns itself off when colour is not wanted.
struct TextStyle {
    let isEnabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "1;31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func green(_ text: String) -> String { wrap(text, "32") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: red("error")
        case .warning: yellow("warning")
        case .note: cyan("note")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
