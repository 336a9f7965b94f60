import Foundation

/// The code lines of Swift source that one build of AirKit leaves out, or compiles.
///
/// A branch is left out when its condition fails in that build, or an earlier branch of the same `#if`
/// holds there (so `#else` after `#if AIRKIT_STANDIN` is left out on Linux, which makes it Apple-only).
/// Directives, blank lines and comments are not code; branches that depend on the build (`#if DEBUG`)
/// are never left out.
struct SourceLines {
    /// One counted line: its file and 1-based number.
    struct Line: CustomStringConvertible {
        let file: String
        let number: Int
        let text: String

        var description: String { "\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// One open `#if`: whether the enclosing code is left out, and what its branches so far say.
    private struct Block {
        let enclosingIsLeftOut: Bool
        var earlierBranchHolds: Bool
        var branchIsLeftOut: Bool
    }

    /// The code lines of one file's text that `target` leaves out (`compiled: false`) or compiles.
    static func lines(in text: String, file: String, for target: BuildTarget, compiled: Bool = false) -> [Line] {
        var blocks: [Block] = []
        var found: [Line] = []
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let leftOutHere = blocks.last.map { $0.enclosingIsLeftOut || $0.branchIsLeftOut } ?? false
            if line.hasPrefix("#if ") {
                let truth = condition(after: "#if", in: line, for: target)
                blocks.append(
                    Block(
                        enclosingIsLeftOut: leftOutHere, earlierBranchHolds: truth == .holds,
                        branchIsLeftOut: truth == .fails))
            } else if line.hasPrefix("#elseif "), var block = blocks.popLast() {
                let truth = condition(after: "#elseif", in: line, for: target)
                block.branchIsLeftOut = block.earlierBranchHolds || truth == .fails
                block.earlierBranchHolds = block.earlierBranchHolds || truth == .holds
                blocks.append(block)
            } else if line == "#else" || line.hasPrefix("#else "), var block = blocks.popLast() {
                block.branchIsLeftOut = block.earlierBranchHolds
                blocks.append(block)
            } else if line.hasPrefix("#endif") {
                _ = blocks.popLast()
            } else if leftOutHere != compiled && isCode(line) {
                found.append(Line(file: file, number: index + 1, text: raw))
            }
        }
        return found
    }

    /// The same, for every Swift file under `directory`.
    static func lines(under directory: URL, for target: BuildTarget, compiled: Bool = false) throws -> [Line] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            return lines(in: text, file: path, for: target, compiled: compiled)
        }
    }

    private static func condition(after directive: String, in line: String, for target: BuildTarget) -> ConditionTruth {
        var text = String(line.dropFirst(directive.count))
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        var condition = BuildCondition(text, for: target)
        return condition.evaluate()
    }

    private static func isCode(_ line: String) -> Bool {
        !line.isEmpty && !line.hasPrefix("//") && !line.hasPrefix("/*") && !line.hasPrefix("*")
    }
}
