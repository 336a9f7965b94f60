import AirKitConfiguration
import Foundation

/// A `.xcconfig` file read with the files it includes, as Xcode reads it.
///
/// The syntax follows Apple's "Configuration Settings File (xcconfig) format" (Xcode Help,
/// https://help.apple.com/xcode/mac/current/en.lproj/dev745c5c974.html) and what Xcode's build
/// system does where that page is silent (swift-build `Sources/SWBMacro/MacroConfigFileParser.swift`:
/// `#include?`, the trailing `;`, `\` continuation, `//` inside values):
/// - `KEY = value` on one line; the value runs to the end of the line, trimmed, and one trailing `;`
///   is dropped. A value ending in `\` continues on the next line (joined with a space).
/// - Conditions follow the key: `KEY[sdk=iphoneos*][arch=arm64]`, `KEY[config=Debug]`, and the older
///   comma form `KEY[sdk=iphoneos*,arch=arm64]`.
/// - `//` starts a comment anywhere on a line, even inside a value: `URL = https://example.com`
///   gives `https:`. Xcode's build system does the same, so the doctor reads it that way.
/// - `#include "path"` reads another file in place; `#include? "path"` does too but a missing file is
///   skipped silently. Paths are relative to the including file's folder, or absolute.
///
/// Reading never fails as a whole: each problem (a missing include, a binary or non-UTF-8 file, a
/// line that is not an assignment, an include cycle, too deep nesting) is one line in `problems`
/// and everything else is still read. Work is bounded by ``maximumFileSize``,
/// ``maximumIncludeDepth`` and ``maximumFileCount``.
struct XCConfigFile: Sendable, Equatable {
    /// Larger files are refused: real ones are a few kilobytes.
    static let maximumFileSize = 4 << 20
    /// How deep `#include`s may nest below the first file.
    static let maximumIncludeDepth = 16
    /// How many files one read may open, counting a file included twice twice.
    static let maximumFileCount = 256

    /// In reading order, includes expanded in place.
    var assignments: [SettingAssignment] = []
    var problems: [String] = []

    static func read(path: String) -> XCConfigFile {
        var reader = XCConfigReader()
        reader.read(FilePaths.normalize(path), depth: 0, includedFrom: nil)
        return reader.file
    }
}

/// Where an `#include` is written, for the problem line when the included file cannot be read.
private struct IncludeSite {
    var location: SourceLocation
    var written: String
}

/// Reads one file after another, keeping the chain of files being read to stop include cycles.
private struct XCConfigReader {
    var file = XCConfigFile()
    var filesOpened = 0
    var reading: [String] = []

    mutating func read(_ path: String, depth: Int, includedFrom site: IncludeSite?) {
        let identity = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if reading.contains(identity) {
            return report(site, path, "#include cycle: the file is already being read")
        }
        guard depth <= XCConfigFile.maximumIncludeDepth else {
            return report(site, path, "#include nested more than \(XCConfigFile.maximumIncludeDepth) deep")
        }
        guard filesOpened < XCConfigFile.maximumFileCount else {
            return report(site, path, "more than \(XCConfigFile.maximumFileCount) files included")
        }
        filesOpened += 1
        let text: String
        do {
            text = try Self.text(of: path)
        } catch {
            return report(site, error.path, error.reason)
        }
        reading.append(identity)
        readLines(of: text, path: path, depth: depth)
        reading.removeLast()
    }

    private mutating func report(_ site: IncludeSite?, _ path: String, _ reason: String) {
        if let site {
            file.problems.append("\(site.location): cannot include \"\(site.written)\": \(path): \(reason)")
        } else {
            file.problems.append("\(path): \(reason)")
        }
    }

    private static func text(of path: String) throws(InputError) -> String {
        let data = try FileReading.contents(of: path, limit: XCConfigFile.maximumFileSize)
        guard !data.contains(0) else { throw InputError(path: path, reason: "not a text file (it holds NUL bytes)") }
        guard var text = String(validating: data, as: UTF8.self) else {
            throw InputError(path: path, reason: "not valid UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    private mutating func readLines(of text: String, path: String, depth: Int) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var index = 0
        while index < lines.count {
            let location = SourceLocation(path: path, line: index + 1)
            switch XCConfigLine(lines[index]) {
            case .empty:
                break
            case .problem(let reason):
                file.problems.append("\(location): \(reason)")
            case .include(let written, let isOptional):
                include(written, isOptional: isOptional, at: location, depth: depth)
            case .assignment(let key, let value):
                var chunks = [value]
                while let last = chunks.last, last.hasSuffix("\\"), index + 1 < lines.count {
                    chunks[chunks.count - 1] = last.dropLast().trimmingSpaces
                    index += 1
                    chunks.append(XCConfigLine.valueText(lines[index]))
                }
                let joined = chunks.filter { !$0.isEmpty }.joined(separator: " ")
                file.assignments.append(SettingAssignment(key: key, value: joined, location: location))
            }
            index += 1
        }
    }

    private mutating func include(_ written: String, isOptional: Bool, at location: SourceLocation, depth: Int) {
        let site = IncludeSite(location: location, written: written)
        guard !written.hasPrefix("<") else {
            if !isOptional { report(site, written, "files inside Xcode's own folders cannot be read here") }
            return
        }
        let path = FilePaths.resolve(written, against: FilePaths.parent(of: location.path))
        if isOptional, FileStatus.of(path) == .missing { return }
        read(path, depth: depth + 1, includedFrom: site)
    }
}
