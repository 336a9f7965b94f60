/// A small command-line parser in the spirit of swift-argument-parser: commands declare their
/// arguments, options and subcommands once, and both parsing and `--help` text come from that
/// declaration.
///
/// What it supports: subcommands (`airkit doctor`), positional arguments (the last one may take
/// several words), options with a value (`--format json` or `--format=json`) checked against a
/// list of allowed values, options that may be given more than once, flags,
/// `-h`/`--help` on every command, `airkit help <subcommand>`, and `--` to end options. Anything
/// else is a ``UsageError`` naming the offending word.

/// The declared interface of one command.
struct CommandSpec {
    struct Argument {
        var name: String
        var help: String
        /// The last argument only: takes every remaining positional word.
        var isVariadic = false
    }

    struct Option {
        /// The long name without dashes: `format` for `--format`.
        var name: String
        /// `nil` for a flag; otherwise how help shows the value: `format` for `--format <format>`.
        var valueName: String?
        var allowedValues: [String] = []
        var defaultValue: String?
        /// Given more than once, every value is kept (``ParsedCommand/lists``) rather than the last.
        var isRepeatable = false
        var help: String
        /// What the usage error for an empty value adds, for an option a shell variable often fills.
        var whenEmpty: String?
    }

    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [Argument] = []
    var options: [Option] = []
    var subcommands: [CommandSpec] = []
}

/// A mistake in the command line: one line for the user, plus the usage of the command it was
/// made in.
struct UsageError: Error, Equatable {
    var message: String
    /// The command names from the root, e.g. `["airkit", "doctor"]`.
    var commandPath: [String]
}

/// What the command line asks for.
enum ParsedCommandLine: Equatable {
    /// Run the command at `commandPath` with these values.
    case run(ParsedCommand)
    /// Print the help of the command at this path.
    case help(commandPath: [String])
}

struct ParsedCommand: Equatable {
    var commandPath: [String]
    /// Option values by long name, defaults filled in; for an option given twice, the last.
    var options: [String: String] = [:]
    /// Every value of a repeatable option, in the order given.
    var lists: [String: [String]] = [:]
    /// Flags that were given, by long name.
    var flags: Set<String> = []
    /// Positional arguments by declared name; a variadic argument's first word.
    var arguments: [String: String] = [:]
    /// Every word of a variadic argument.
    var argumentLists: [String: [String]] = [:]
}

enum ArgumentParser {
    static func parse(_ words: [String], root: CommandSpec) throws(UsageError) -> ParsedCommandLine {
        if words.first == "help" { return try helpRequest(Array(words.dropFirst()), root: root) }
        var chain = [root]
        var parsed = ParsedCommand(commandPath: [root.name])
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            let command = chain[chain.count - 1]
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                if positionals.isEmpty, !optionsEnded, let sub = command.subcommands.first(where: { $0.name == word }) {
                    chain.append(sub)
                    parsed.commandPath.append(sub.name)
                    continue
                }
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" { return .help(commandPath: chain.map(\.name)) }
            let (name, inlineValue) = split(word)
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown option '\(word)'", commandPath: parsed.commandPath)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(message: "'--\(name)' takes no value", commandPath: parsed.commandPath)
                }
                parsed.flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? (index < words.count ? words[index] : nil) else {
                throw UsageError(message: "missing value for '--\(name)'", commandPath: parsed.commandPath)
            }
            if inlineValue == nil { index += 1 }
            guard option.allowedValues.isEmpty || option.allowedValues.contains(value) else {
                let allowed = option.allowedValues.joined(separator: ", ")
                throw UsageError(
                    message: "invalid value '\(value)' for '--\(name)'; expected one of: \(allowed)",
                    commandPath: parsed.commandPath)
            }
            guard !value.isEmpty else {
                let hint = option.whenEmpty.map { "; \($0)" } ?? ""
                throw UsageError(message: "empty value for '--\(name)'\(hint)", commandPath: parsed.commandPath)
            }
            if option.isRepeatable { parsed.lists[name, default: []].append(value) }
            parsed.options[name] = value
        }
        let command = chain[chain.count - 1]
        guard positionals.count <= command.arguments.count || command.arguments.last?.isVariadic == true else {
            let unexpected = positionals[command.arguments.count]
            let hint = command.subcommands.isEmpty ? "" : " (not a subcommand of '\(parsed.commandPath.joined(separator: " "))')"
            throw UsageError(message: "unexpected argument '\(unexpected)'\(hint)", commandPath: parsed.commandPath)
        }
        for (index, argument) in command.arguments.enumerated() where index < positionals.count {
            let values = argument.isVariadic ? Array(positionals[index...]) : [positionals[index]]
            // An empty word is almost always an unset shell variable ("$APP"); taking it as the
            // current folder would quietly inspect the wrong thing.
            guard !values.contains("") else {
                throw UsageError(
                    message: "empty <\(argument.name)>; pass '.' for the current folder", commandPath: parsed.commandPath)
            }
            parsed.arguments[argument.name] = values[0]
            parsed.argumentLists[argument.name] = values
        }
        for option in command.options where parsed.options[option.name] == nil {
            if let value = option.defaultValue { parsed.options[option.name] = value }
        }
        return .run(parsed)
    }

    /// `help`, `help doctor`: the help of the named command.
    private static func helpRequest(_ names: [String], root: CommandSpec) throws(UsageError) -> ParsedCommandLine {
        var command = root
        var path = [root.name]
        for name in names {
            guard let sub = command.subcommands.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown subcommand '\(name)'", commandPath: path)
            }
            command = sub
            path.append(name)
        }
        return .help(commandPath: path)
    }

    /// `--format=json` → (`format`, `json`); `--format` → (`format`, nil); `-x` → (`-x`, nil).
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--") else { return (word, nil) }
        let body = word.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// The spec at `path` (names from the root).
    static func command(at path: [String], root: CommandSpec) -> CommandSpec {
        var command = root
        for name in path.dropFirst() {
            guard let sub = command.subcommands.first(where: { $0.name == name }) else { break }
            command = sub
        }
        return command
    }
}

// MARK: - Help text

extension CommandSpec {
    /// `airkit setup <path> [--target <name>]`, or `airkit doctor <path> ... [<options>]` for a
    /// command with more than three options.
    func usage(commandPath: [String]) -> String {
        var parts = [commandPath.joined(separator: " ")]
        if !subcommands.isEmpty { parts.append("<subcommand>") }
        parts += arguments.map { "<\($0.name)>\($0.isVariadic ? " ..." : "")" }
        // A long list of options reads better in the OPTIONS section than on one line.
        guard options.count <= 3 else { return (parts + ["[<options>]"]).joined(separator: " ") }
        parts += options.map { option in
            "[--\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")]\(option.isRepeatable ? " ..." : "")"
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    func help(commandPath: [String]) -> String {
        var sections = ["OVERVIEW: \(abstract)"]
        if let discussion { sections.append(discussion) }
        sections.append("USAGE: \(usage(commandPath: commandPath))")
        if !arguments.isEmpty {
            sections.append((["ARGUMENTS:"] + arguments.map { Self.row("<\($0.name)>", $0.help) }).joined(separator: "\n"))
        }
        let optionRows = options.map { option in
            let name = "--\(option.name)\(option.valueName.map { " <\($0)>" } ?? "")"
            let defaultText = option.defaultValue.map { " (default: \($0))" } ?? ""
            return Self.row(name, option.help + defaultText)
        }
        sections.append((["OPTIONS:"] + optionRows + [Self.row("-h, --help", "Show help information.")]).joined(separator: "\n"))
        if !subcommands.isEmpty {
            let rows =
                subcommands.map { Self.row($0.name, $0.abstract) } + [Self.row("help", "Show subcommand help information.")]
            sections.append((["SUBCOMMANDS:"] + rows).joined(separator: "\n"))
            sections.append("  See '\(commandPath.joined(separator: " ")) help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// `  --format <format>       Output format.`, the help column at 26.
    private static func row(_ name: String, _ help: String) -> String {
        let label = "  " + name
        let padding =
            label.count < 26 ? String(repeating: " ", count: 26 - label.count) : "\n" + String(repeating: " ", count: 26)
        return label + padding + help
    }
}
