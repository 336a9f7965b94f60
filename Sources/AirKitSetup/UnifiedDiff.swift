import AirKitDoctor
import Foundation

/// A unified diff (`diff -u` format: `---`/`+++` headers, `@@` hunks, 3 lines of context) of two
/// texts, line by line, found with Myers' algorithm so that a few changes in a large file cost
/// little (memory grows with the square of the number of changed lines). Texts that differ in more
/// than ``maximumEdits`` lines are shown as all removed and all added.
///
/// The diff is printed to a terminal or a CI log and then applied with `patch -p1`, so it stays
/// exact and harmless whatever the file names and lines: a file name with a control character, a
/// quote, a backslash or a bidirectional control is written in double quotes with C escapes, as
/// git writes it and GNU patch reads it (an escape sequence never reaches the terminal, and a
/// newline cannot forge another `+++` header); and a line that would be context but begins with
/// `::` after blanks, which the GitHub Actions runner would run as a workflow command, is written
/// as removed and added again instead, which `patch` applies the same way.
public enum UnifiedDiff {
    public static let maximumEdits = 2_000
    public static let contextLines = 3

    /// The diff of `old` (labelled `oldLabel`, `nil` for a new file) to `new`; empty when equal.
    public static func diff(old: String?, new: String, oldLabel: String?, newLabel: String) -> String {
        let a = lines(old ?? "")
        let b = lines(new)
        guard a != b else { return "" }
        let script = edits(a, b)
        var output = "--- \(oldLabel.map(header) ?? "/dev/null")\n+++ \(header(newLabel))\n"
        for hunk in hunks(script) {
            output += header(hunk, script: script)
            for index in hunk {
                let edit = script[index]
                switch edit.kind {
                case .same where looksLikeWorkflowCommand(a[edit.oldIndex]):
                    output += "-" + a[edit.oldIndex] + "\n+" + a[edit.oldIndex] + "\n"
                case .same: output += " " + a[edit.oldIndex] + "\n"
                case .removed: output += "-" + a[edit.oldIndex] + "\n"
                case .added: output += "+" + b[edit.newIndex] + "\n"
                }
            }
        }
        return output
    }

    /// The diff of one planned file, named `shown` (relative to the current folder). A binary
    /// property list's bytes would reach the terminal raw (NUL, escape sequences, a lone carriage
    /// return the GitHub Actions runner takes for a line end) and `patch` cannot apply them, so its
    /// change is shown as the XML text of the old and new lists instead, every line a `# `
    /// comment escaped as error lines are: `patch` skips it, and it cannot act.
    public static func diff(of file: PlannedFile, shownAs shown: String) -> String {
        let binary = Array("bplist00".utf8)
        guard file.kind == .infoPlist, file.updated.starts(with: binary) else {
            return diff(
                old: file.original.map { String(decoding: $0, as: UTF8.self) },
                new: String(decoding: file.updated, as: UTF8.self),
                oldLabel: file.original == nil ? nil : "a/\(shown)", newLabel: "b/\(shown)")
        }
        func xml(_ data: Data?) -> String? {
            guard let data, let (plist, _) = try? InfoPlistLoader.topLevelDictionary(of: data, path: shown) else { return nil }
            return try? PropertyListWriter.xml(plist)
        }
        let shownName = PrintableText.escaped(shown)
        guard let new = xml(file.updated) else {
            return PrintableText.inertForCIRunners("# \(shownName): a binary property list, changed\n")
        }
        let change = diff(
            old: xml(file.original), new: new, oldLabel: file.original == nil ? nil : "a/\(shown)", newLabel: "b/\(shown)")
        let lines = change.split(separator: "\n", omittingEmptySubsequences: false).dropLast().dropFirst(2)
        let heading =
            "# \(shownName) is a binary property list, which setup writes again as binary; as XML, the change is "
            + "(patch cannot apply it):\n"
        // Escaped as error lines are, but for tabs, which lay the XML out and cannot act.
        let shownLines = lines.map { line in
            "# "
                + line.split(separator: "\t", omittingEmptySubsequences: false).map { PrintableText.escaped(String($0)) }
                .joined(separator: "\t") + "\n"
        }
        return PrintableText.inertForCIRunners(heading + shownLines.joined())
    }

    /// Whether `text` holds a carriage return that does not end a line (one not followed by a line
    /// feed): the GitHub Actions runner ends a line there, so what follows can run as a command.
    public static func holdsLoneCarriageReturn(_ text: String) -> Bool {
        var previousWasReturn = false
        for byte in text.utf8 {
            if previousWasReturn, byte != 0x0A { return true }
            previousWasReturn = byte == 0x0D
        }
        return previousWasReturn
    }

    /// A file name as a header line ends it: followed by a tab when it holds a space, as `diff -u`
    /// writes it, so that `patch` reads the whole name; quoted with C escapes when it holds a
    /// character that could drive the terminal, break the line or run as a CI command.
    static func header(_ label: String) -> String {
        guard needsQuoting(label) else { return label.contains(" ") ? label + "\t" : label }
        var quoted = "\""
        let bytes = Array(label.utf8)
        var index = 0
        for scalar in label.unicodeScalars {
            let length = String(scalar).utf8.count
            defer { index += length }
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "[" where quotedOpener(bytes, before: index):
                quoted += "\\133"
            case _ where PrintableText.needsEscape(scalar):
                for byte in bytes[index..<index + length] { quoted += "\\" + octal(byte) }
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    private static func needsQuoting(_ label: String) -> Bool {
        label.unicodeScalars.contains { PrintableText.needsEscape($0) || $0 == "\"" || $0 == "\\" }
            || label.contains("##[") || label.contains("##vso[")
    }

    /// Whether the `[` at byte `index` ends `##` or `##vso`, a CI runner's legacy command opener.
    private static func quotedOpener(_ bytes: [UInt8], before index: Int) -> Bool {
        let before = bytes[..<index]
        return before.suffix(2).elementsEqual("##".utf8) || before.suffix(5).elementsEqual("##vso".utf8)
    }

    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// A line the GitHub Actions runner would run as a workflow command if it were printed with
    /// the one leading space of a context line.
    private static func looksLikeWorkflowCommand(_ line: String) -> Bool {
        line.drop { $0.isWhitespace }.hasPrefix("::")
    }

    private struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edit script from `a` to `b`, in order.
    private static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break outer
                }
            }
        }
        guard found else {
            return (0..<n).map { Edit(kind: .removed, oldIndex: $0, newIndex: 0) }
                + (0..<m).map { Edit(kind: .added, oldIndex: 0, newIndex: $0) }
        }
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let row = trace[d]
            let at = { (k: Int) in row[k + d + 1] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && at(k - 1) < at(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                script.append(Edit(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    script.append(Edit(kind: .added, oldIndex: x, newIndex: previousY))
                } else {
                    script.append(Edit(kind: .removed, oldIndex: previousX, newIndex: y))
                }
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }

    /// Ranges of script indices to print: each change with its context, close ones merged.
    private static func hunks(_ script: [Edit]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for (index, edit) in script.enumerated() where edit.kind != .same {
            let range = max(0, index - contextLines)...min(script.count - 1, index + contextLines)
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func header(_ hunk: ClosedRange<Int>, script: [Edit]) -> String {
        let edits = script[hunk]
        let oldCount = edits.filter { $0.kind != .added }.count
        let newCount = edits.filter { $0.kind != .removed }.count
        let first = script[hunk.lowerBound]
        // The first line of the hunk in each file; a side with no lines names the line before.
        let oldStart = first.kind == .added ? first.oldIndex : first.oldIndex + 1
        let newStart = first.kind == .removed ? first.newIndex : first.newIndex + 1
        return
            "@@ -\(oldCount == 0 ? oldStart : max(oldStart, 1)),\(oldCount) +\(newCount == 0 ? newStart : max(newStart, 1)),\(newCount) @@\n"
    }
}
