import AirKitConfiguration
import Foundation

/// The long explanation of a finding ID, as `airkit doctor --explain ID` prints it.
public enum ExplanationRenderer {
    /// Text: a heading line, then the explanation. JSON: `id`, `severity`, `title`, `explanation`.
    public static func render(_ id: FindingID, format: ReportFormat) -> String {
        switch format {
        case .json:
            let object = ["id": id.rawValue, "severity": id.severity.rawValue, "title": id.title, "explanation": id.explanation]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        case .text, .xcode, .sarif:
            return "\(id.rawValue) (\(id.severity.rawValue)): \(id.title)\n\n\(id.explanation)\n"
        }
    }
}
