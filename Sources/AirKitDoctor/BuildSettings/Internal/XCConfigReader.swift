import AirKitConfiguration
import Foundation

/// Where an `#include` is written, for the problem line when the included file cannot be read.
struct XCConfigIncludeSite {
    var location: SourceLocation
    var written: String
}

/// Reads one file after another, keeping the chain of files being read to stop include cycles.
struct XCConfigReader {
    let scope: ReadScope
    var file = XCConfigFile()
    var filesOpened = 0
    var reading: [String] = []

    init(scope: ReadScope) {
        self.scope = scope
    }

    mutating func read(_ path: String, depth: Int, includedFrom site: XCConfigIncludeSite?) {
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

    /// Reads `text` as the first file, at `path`.
    mutating func read(text: String, as path: String) {
        filesOpened += 1
        reading.append(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        readLines(of: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, path: path, depth: 0)
        reading.removeLast()
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
