import AirKitConfiguration
import Foundation

/// Where an `#include` is written, for the problem line when the included file cannot be read.
struct XCConfigIncludeSite {
    var location: SourceLocation
    var written: String
}

/// A line of an `.xcconfig` file that says something (continuation lines joined), as read from
/// disk once per run and kept in the run's ``ReadScope``.
enum XCConfigEntry: Sendable, Equatable {
    case assignment(key: String, value: String, line: Int)
    case include(written: String, isOptional: Bool, line: Int)
    case problem(String, line: Int)

    /// The entries of `text`, at most `limit` of them (one more tells the caller there are more).
    static func parse(_ text: String, limit: Int) -> [XCConfigEntry] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var entries: [XCConfigEntry] = []
        var index = 0
        while index < lines.count, entries.count <= limit {
            let line = index + 1
            switch XCConfigLine(lines[index]) {
            case .empty:
                break
            case .problem(let reason):
                entries.append(.problem(reason, line: line))
            case .include(let written, let isOptional):
                entries.append(.include(written: written, isOptional: isOptional, line: line))
            case .assignment(let key, let value):
                var chunks = [value]
                while let last = chunks.last, last.hasSuffix("\\"), index + 1 < lines.count {
                    chunks[chunks.count - 1] = last.dropLast().trimmingSpaces
                    index += 1
                    chunks.append(XCConfigLine.valueText(lines[index]))
                }
                entries.append(.assignment(key: key, value: chunks.filter { !$0.isEmpty }.joined(separator: " "), line: line))
            }
            index += 1
        }
        return entries
    }
}

/// Reads one file after another, keeping the chain of files being read to stop include cycles.
///
/// Each file is read from disk and parsed once per run (its entries are kept in the scope), and
/// its text and every entry it gives, each time it is included, come out of the run's budgets
/// (``ReadScope``): past them the reading stops and the scope says why.
struct XCConfigReader {
    let scope: ReadScope
    var file = XCConfigFile()
    var filesOpened = 0
    var reading: [String] = []

    init(scope: ReadScope) {
        self.scope = scope
    }

    mutating func read(_ path: String, depth: Int, includedFrom site: XCConfigIncludeSite?) {
        guard scope.exceededBudget == nil else { return }
        if let refusal = scope.refusal(of: path) {
            file.refusedFiles.append(path)
            // As the project wrote it: where a path outside the folder resolves to is not printed.
            return report(site, site == nil ? path : nil, "\(refusal.reason), so not read")
        }
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
        let entries: [XCConfigEntry]
        switch scope.xcconfigLines[identity] ?? load(path, identity: identity) {
        case .success(let read): entries = read
        case .failure(let error): return report(site, error.path, error.reason)
        }
        reading.append(identity)
        apply(entries, path: path, depth: depth)
        reading.removeLast()
    }

    /// Reads `text` as the first file, at `path`.
    mutating func read(text: String, as path: String) {
        filesOpened += 1
        reading.append(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if scope.spendXCConfigText(text.utf8.count, reading: path) {
            apply(XCConfigEntry.parse(text, limit: scope.xcconfigSettingsLeft), path: path, depth: 0)
        }
        reading.removeLast()
    }

    /// Reads the file from disk, parses it and keeps its entries for the rest of the run.
    private func load(_ path: String, identity: String) -> Result<[XCConfigEntry], InputError> {
        let result: Result<[XCConfigEntry], InputError>
        do {
            let text = try Self.text(of: path)
            guard scope.spendXCConfigText(text.utf8.count, reading: path) else { return .success([]) }
            result = .success(XCConfigEntry.parse(text, limit: scope.xcconfigSettingsLeft))
        } catch {
            result = .failure(error)
        }
        scope.xcconfigLines[identity] = result
        return result
    }

    /// Records a problem with the file at `path` (`nil` to name only what the `#include` wrote).
    private mutating func report(_ site: XCConfigIncludeSite?, _ path: String?, _ reason: String) {
        switch (site, path) {
        case (let site?, let path?):
            file.problems.append("\(site.location): cannot include \"\(site.written)\": \(path): \(reason)")
        case (let site?, nil):
            file.problems.append("\(site.location): cannot include \"\(site.written)\": \(reason)")
        case (nil, let path):
            file.problems.append("\(path ?? ""): \(reason)")
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

    /// Adds what `entries` say, read from `path`, each taken from the run's budget of settings.
    private mutating func apply(_ entries: [XCConfigEntry], path: String, depth: Int) {
        guard scope.spendXCConfigSettings(entries.count, reading: path) else { return }
        for entry in entries {
            guard scope.exceededBudget == nil else { return }
            switch entry {
            case .problem(let reason, let line):
                file.problems.append("\(SourceLocation(path: path, line: line)): \(reason)")
            case .include(let written, let isOptional, let line):
                include(written, isOptional: isOptional, at: SourceLocation(path: path, line: line), depth: depth)
            case .assignment(let key, let value, let line):
                file.assignments.append(
                    SettingAssignment(key: key, value: value, location: SourceLocation(path: path, line: line)))
            }
        }
    }

    private mutating func include(_ written: String, isOptional: Bool, at location: SourceLocation, depth: Int) {
        let site = XCConfigIncludeSite(location: location, written: written)
        guard !written.hasPrefix("<") else {
            if !isOptional { report(site, written, "files inside Xcode's own folders cannot be read here") }
            return
        }
        let path = FilePaths.resolve(written, against: FilePaths.parent(of: location.path))
        if isOptional, scope.admits(path), FileStatus.of(path) == .missing { return }
        read(path, depth: depth + 1, includedFrom: site)
    }
}
