import Foundation

/// The lines of Swift source that compile only on Apple platforms: code in `#if` branches that the
/// Linux build against the stand-in never takes.
///
/// A branch is Apple-only when its condition fails on Linux, or an earlier branch of the same `#if`
/// holds there (so `#else` after `#if AIRKIT_STANDIN` is Apple-only). Directives, blank lines and
/// comments are not counted; branches that depend on the build (`#if DEBUG`) never count.
struct AppleOnlyLines {
    /// One counted line: its file and 1-based number.
    struct Line: CustomStringConvertible {
        let file: String
        let number: Int
        let text: String

        var description: String { "\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// One open `#if`: whether the enclosing code is Apple-only, and what its branches so far say.
    private struct Block {
        let enclosingIsAppleOnly: Bool
        var earlierBranchHolds: Bool
        var branchIsAppleOnly: Bool
    }

    /// The Apple-only lines of one file's text.
    static func lines(in text: String, file: String) -> [Line] {
        var blocks: [Block] = []
        var found: [Line] = []
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let appleOnlyHere = blocks.last.map { $0.enclosingIsAppleOnly || $0.branchIsAppleOnly } ?? false
            if line.hasPrefix("#if ") {
                let truth = condition(after: "#if", in: line)
                blocks.append(
                    Block(
                        enclosingIsAppleOnly: appleOnlyHere, earlierBranchHolds: truth == .holds,
                        branchIsAppleOnly: truth == .fails))
            } else if line.hasPrefix("#elseif "), var block = blocks.popLast() {
                let truth = condition(after: "#elseif", in: line)
                block.branchIsAppleOnly = block.earlierBranchHolds || truth == .fails
                block.earlierBranchHolds = block.earlierBranchHolds || truth == .holds
                blocks.append(block)
            } else if line == "#else" || line.hasPrefix("#else "), var block = blocks.popLast() {
                block.branchIsAppleOnly = block.earlierBranchHolds
                blocks.append(block)
            } else if line.hasPrefix("#endif") {
                _ = blocks.popLast()
            } else if appleOnlyHere && isCode(line) {
                found.append(Line(file: file, number: index + 1, text: raw))
            }
        }
        return found
    }

    /// The Apple-only lines of every Swift file under `directory`.
    static func lines(under directory: URL) throws -> [Line] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            return lines(in: text, file: path)
        }
    }

    private static func condition(after directive: String, in line: String) -> LinuxTruth {
        var text = String(line.dropFirst(directive.count))
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        var condition = LinuxBuildCondition(text)
        return condition.evaluate()
    }

    private static func isCode(_ line: String) -> Bool {
        !line.isEmpty && !line.hasPrefix("//") && !line.hasPrefix("/*") && !line.hasPrefix("*")
    }
}
