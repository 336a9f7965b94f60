/// The builds of AirKit whose `#if` branches the source tests reason about. What the Apple platforms
/// compile is checked by compiling: `.ci/run` builds AirKit against the stand-in as each of them
/// (`AIRKIT_STANDIN_PLATFORM`, Documentation/Platforms.md), so no test reads the sources as they would.
enum BuildTarget: CaseIterable, Sendable {
    /// Linux, against the stand-in (`AIRKIT_STANDIN` set by Package.swift). The simulated platform's
    /// conditions (`AIRKIT_STANDIN_VISIONOS`, …) hold in some Linux build and not in others, so they
    /// count as depending on the build: a line under one is compiled here by one of the platform builds.
    case linuxStandIn
}

/// Whether a `#if` condition holds in one build.
///
/// Three answers, because some conditions (`DEBUG`, `compiler(…)`, `arch(…)`, a module's version)
/// depend on the build and not on the platform: a line under one of them counts as possibly compiled.
enum ConditionTruth: Equatable {
    case holds, fails, dependsOnBuild

    static prefix func ! (value: ConditionTruth) -> ConditionTruth {
        switch value {
        case .holds: .fails
        case .fails: .holds
        case .dependsOnBuild: .dependsOnBuild
        }
    }

    static func && (lhs: ConditionTruth, rhs: ConditionTruth) -> ConditionTruth {
        if lhs == .fails || rhs == .fails { return .fails }
        return lhs == .holds && rhs == .holds ? .holds : .dependsOnBuild
    }

    static func || (lhs: ConditionTruth, rhs: ConditionTruth) -> ConditionTruth {
        if lhs == .holds || rhs == .holds { return .holds }
        return lhs == .fails && rhs == .fails ? .fails : .dependsOnBuild
    }
}

/// Evaluates the condition of a `#if` or `#elseif` line for one ``BuildTarget``.
///
/// It knows the flags and platform tests AirKit's sources use: `AIRKIT_STANDIN`, `os(…)`,
/// `targetEnvironment(…)` and `canImport(…)` of Apple-only modules. Anything it does not know counts as
/// depending on the build, so an unknown condition never excludes a line.
struct BuildCondition {
    /// Modules that exist only on Apple platforms.
    static let appleOnlyModules: Set<String> = [
        "UIKit", "SwiftUI", "os", "ObjectiveC", "Darwin", "AppKit", "Combine", "OSLog", "CoreGraphics",
    ]

    private var tokens: [String]
    private var position = 0

    init(_ text: String, for target: BuildTarget) {
        tokens = Self.tokenize(text)
    }

    /// The condition's truth in the target's build; `dependsOnBuild` for text it cannot read.
    mutating func evaluate() -> ConditionTruth {
        let value = disjunction()
        return position == tokens.count ? value : .dependsOnBuild
    }

    private mutating func disjunction() -> ConditionTruth {
        var value = conjunction()
        while peek == "||" {
            position += 1
            value = value || conjunction()
        }
        return value
    }

    private mutating func conjunction() -> ConditionTruth {
        var value = unary()
        while peek == "&&" {
            position += 1
            value = value && unary()
        }
        return value
    }

    private mutating func unary() -> ConditionTruth {
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
            return test(token, argument: argument)
        }
        return flag(token)
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

    private func flag(_ name: String) -> ConditionTruth {
        switch name {
        case "AIRKIT_STANDIN": .holds
        case "true": .holds
        case "false": .fails
        default: .dependsOnBuild
        }
    }

    private func test(_ name: String, argument: String) -> ConditionTruth {
        let parts = argument.split(whereSeparator: { $0 == "," || $0 == " " })
        let subject = parts.first.map(String.init) ?? ""
        switch name {
        case "os": return subject == "Linux" ? .holds : .fails
        case "targetEnvironment": return .fails
        case "canImport": return Self.appleOnlyModules.contains(subject) ? .fails : .dependsOnBuild
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
