/// Whether a `#if` condition holds in AirKit's build on Linux, against the stand-in.
///
/// Three answers, because some conditions (`DEBUG`, `compiler(…)`, `arch(…)`) depend on the build and
/// not on the platform: a line under one of them is not counted as Apple-only.
enum LinuxTruth: Equatable {
    case holds, fails, dependsOnBuild

    static prefix func ! (value: LinuxTruth) -> LinuxTruth {
        switch value {
        case .holds: .fails
        case .fails: .holds
        case .dependsOnBuild: .dependsOnBuild
        }
    }

    static func && (lhs: LinuxTruth, rhs: LinuxTruth) -> LinuxTruth {
        if lhs == .fails || rhs == .fails { return .fails }
        return lhs == .holds && rhs == .holds ? .holds : .dependsOnBuild
    }

    static func || (lhs: LinuxTruth, rhs: LinuxTruth) -> LinuxTruth {
        if lhs == .holds || rhs == .holds { return .holds }
        return lhs == .fails && rhs == .fails ? .fails : .dependsOnBuild
    }
}

/// Evaluates the condition of a `#if` or `#elseif` line for the Linux build.
///
/// It knows the flags and platform tests AirKit's sources use: `AIRKIT_STANDIN` (set on Linux by
/// Package.swift), `os(…)`, `targetEnvironment(…)` and `canImport(…)` of Apple-only modules. Anything
/// it does not know counts as depending on the build, so an unknown condition never inflates the count.
struct LinuxBuildCondition {
    /// Modules that exist only on Apple platforms.
    static let appleOnlyModules: Set<String> = [
        "UIKit", "SwiftUI", "os", "ObjectiveC", "Darwin", "AppKit", "Combine", "OSLog", "CoreGraphics",
    ]

    private var tokens: [String]
    private var position = 0

    init(_ text: String) {
        tokens = Self.tokenize(text)
    }

    /// The condition's truth on Linux; `dependsOnBuild` for text it cannot read.
    mutating func evaluate() -> LinuxTruth {
        let value = disjunction()
        return position == tokens.count ? value : .dependsOnBuild
    }

    private mutating func disjunction() -> LinuxTruth {
        var value = conjunction()
        while peek == "||" {
            position += 1
            value = value || conjunction()
        }
        return value
    }

    private mutating func conjunction() -> LinuxTruth {
        var value = unary()
        while peek == "&&" {
            position += 1
            value = value && unary()
        }
        return value
    }

    private mutating func unary() -> LinuxTruth {
        guard let token = peek else { return .dependsOnBuild }
        position += 1
        if token == "!" { return !unary() }
        if token == "(" {
            let value = disjunction()
            if peek == ")" { position += 1 }
            return value
        }
        if peek == "(" {
            let argument = parenthesisedText()
            return Self.test(token, argument: argument)
        }
        return Self.flag(token)
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }

    /// The raw text between the parentheses that follow a test's name, such as `UIKit, _version: 9127`.
    private mutating func parenthesisedText() -> String {
        var depth = 0
        var parts: [String] = []
        while let token = peek {
            position += 1
            if token == "(" { depth += 1 } else if token == ")" { depth -= 1 }
            if depth == 0 { break }
            if !(token == "(" && depth == 1) { parts.append(token) }
        }
        return parts.joined(separator: " ")
    }

    private static func flag(_ name: String) -> LinuxTruth {
        switch name {
        case "AIRKIT_STANDIN", "true": .holds
        case "false": .fails
        default: .dependsOnBuild
        }
    }

    private static func test(_ name: String, argument: String) -> LinuxTruth {
        let subject = argument.split(whereSeparator: { $0 == "," || $0 == " " }).first.map(String.init) ?? ""
        switch name {
        case "os": return subject == "Linux" ? .holds : .fails
        case "targetEnvironment": return .fails
        case "canImport": return appleOnlyModules.contains(subject) ? .fails : .dependsOnBuild
        default: return .dependsOnBuild
        }
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var scalars = Substring(text)
        while let first = scalars.first {
            if first.isWhitespace {
                scalars = scalars.dropFirst()
            } else if scalars.hasPrefix("&&") || scalars.hasPrefix("||") {
                tokens.append(String(scalars.prefix(2)))
                scalars = scalars.dropFirst(2)
            } else if "!(),:".contains(first) {
                tokens.append(String(first))
                scalars = scalars.dropFirst()
            } else {
                let word = scalars.prefix { !$0.isWhitespace && !"!(),:&|".contains($0) }
                tokens.append(String(word.isEmpty ? scalars.prefix(1) : word))
                scalars = scalars.dropFirst(max(word.count, 1))
            }
        }
        return tokens
    }
}
