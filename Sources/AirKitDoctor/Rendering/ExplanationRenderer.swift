import AirKitConfiguration
import Foundation

/// The long explanation of a finding ID, as `airkit doctor --explain ID` prints it.
public enum ExplanationRenderer {
    /// Text: a heading line, then the explanation. JSON: `id`, `severity`, `title`, `explanation`,
    /// and `sources` (`{ "title", "url" }` each), all from the ID's declaration.
    public static func render(_ id: FindingID, format: ReportFormat) -> String {
        switch format {
        case .json:
            let declaration = id.declaration
            let object = Explanation(
                id: id.rawValue, severity: declaration.severity.rawValue, title: declaration.title,
                explanation: declaration.explanation,
                sources: declaration.sources.map { Explanation.Source(title: $0.title, url: $0.url) })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .text, .xcode, .sarif, .markdown, .github:
            return "\(id.rawValue) (\(id.severity.rawValue)): \(id.title)\n\n\(id.explanation)\n"
        }
    }

    private struct Explanation: Encodable {
        struct Source: Encodable {
            let title: String
            let url: String
        }

        let id: String
        let severity: String
        let title: String
        let explanation: String
        let sources: [Source]
    }
}
