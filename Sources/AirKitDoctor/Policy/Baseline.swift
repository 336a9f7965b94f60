import AirKitConfiguration
import Foundation

/// The findings a project already had when it adopted the doctor (`--write-baseline FILE`), so
/// that `--baseline FILE` reports only new ones.
///
/// A finding is recorded by its ID, its app and its file, never its line: editing a file above a
/// known finding moves its line, and that must not make it new. Each recorded finding covers one
/// finding today: a file that had one AK010 and now has two reports one, as one is new.
///
/// The file is JSON with sorted keys, so it diffs well when checked in:
///
/// ```json
/// {
///   "findings" : [ { "app" : "Banner", "id" : "AK017", "path" : "Banner/Info.plist" } ],
///   "version" : 1
/// }
/// ```
///
/// Paths are as the doctor prints them, relative to the folder it was run from; run it from the
/// same folder (the repository root in CI) with and without the baseline.
public struct Baseline: Sendable, Hashable {
    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var id: String
        public var app: String
        public var path: String

        public init(id: String, app: String, path: String) {
            self.id = id
            self.app = app
            self.path = path
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.app, lhs.path, lhs.id) < (rhs.app, rhs.path, rhs.id)
        }
    }

    /// The baseline format this build writes and reads.
    public static let version = 1
    /// A baseline lists findings, a few kilobytes each thousand; anything larger is not one.
    public static let maximumBytes = 16 << 20

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Every finding `report` shows.
    public init(recording report: DoctorReport) {
        self.init(
            entries: report.apps.flatMap { app in
                app.diagnosis.findings.map { Entry(id: $0.id.rawValue, app: app.name, path: $0.location.path) }
            })
    }

    /// The file's text: sorted, pretty-printed JSON ending in a newline.
    public var fileText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(version: Self.version, findings: entries))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads the baseline at `path` (absolute), refusing what is not a baseline file with a
    /// one-line reason.
    public static func load(_ path: String, shownAs shown: String) throws(InputError) -> Baseline {
        let data: Data
        do {
            data = try FileReading.contents(of: path, limit: maximumBytes)
        } catch {
            throw InputError(path: shown, reason: error.reason)
        }
        return try parse(data, shownAs: shown)
    }

    /// Parses a baseline file's bytes.
    public static func parse(_ data: Data, shownAs shown: String) throws(InputError) -> Baseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw InputError(
                path: shown,
                reason: "not a baseline file (expected the JSON that --write-baseline writes: \"version\" and \"findings\")")
        }
        guard file.version == version else {
            throw InputError(
                path: shown, reason: "baseline version \(file.version) is not supported (this airkit reads version \(version))")
        }
        if let entry = file.findings.first(where: { FindingID(code: $0.id) == nil }) {
            throw InputError(path: shown, reason: "baseline names an unknown finding ID '\(PrintableText.escaped(entry.id))'")
        }
        return Baseline(entries: file.findings)
    }

    /// `report` without the findings this baseline covers, and the number it left out.
    func filter(_ report: DoctorReport) -> (DoctorReport, omitted: Int) {
        var remaining = Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +)
        var omitted = 0
        var report = report
        for index in report.apps.indices {
            let app = report.apps[index].name
            report.apps[index].diagnosis.findings.removeAll { finding in
                let entry = Entry(id: finding.id.rawValue, app: app, path: finding.location.path)
                guard let left = remaining[entry], left > 0 else { return false }
                remaining[entry] = left - 1
                omitted += 1
                return true
            }
        }
        return (report, omitted)
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }
}
