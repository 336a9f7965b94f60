/// Rewrites the value of one assignment line of a `.xcconfig` file, keeping the key, the
/// spacing, a trailing `;` and a trailing `// comment` as they were.
enum XCConfigValueEdit {
    /// The line with its value replaced by `value`, or why it cannot be done: the value is set
    /// through a variable, or continues on the next line.
    static func replacingValue(in line: String, with value: String) -> Result<String, Reason> {
        guard let equals = assignmentEquals(in: line) else { return .failure(.notAnAssignment) }
        let afterEquals = line[line.index(after: equals)...]
        let valuePart: Substring
        if let comment = afterEquals.range(of: "//") {
            valuePart = afterEquals[..<comment.lowerBound]
        } else {
            valuePart = afterEquals
        }
        var written = valuePart.trimmingBlanks
        if written.hasSuffix(";") { written = String(written.dropLast()).trimmingBlanks }
        if written.hasSuffix("\\") { return .failure(.continued) }
        if written.contains("$") { return .failure(.variable(written)) }
        guard !written.isEmpty, let range = valuePart.range(of: written) else { return .failure(.notAnAssignment) }
        var result = line
        result.replaceSubrange(range, with: value)
        return .success(result)
    }

    enum Reason: Error, Equatable {
        case notAnAssignment
        case continued
        case variable(String)

        var text: String {
            switch self {
            case .notAnAssignment: "the line is not a plain assignment"
            case .continued: "the value continues on the next line"
            case .variable(let written): "the value is set through a variable (\(written))"
            }
        }
    }

    /// The `=` that ends the key: the first one outside `[…]` conditions.
    private static func assignmentEquals(in line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "=" where depth == 0: return index
            default: continue
            }
        }
        return nil
    }
}
