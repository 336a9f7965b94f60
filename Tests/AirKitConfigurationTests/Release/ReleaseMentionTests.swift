import AirKitConfiguration
import Foundation
import Testing

/// AirKit's version and the way an app depends on it are declared once, in ``AirKitRelease``. The
/// code reads it there; these tests hold every document a developer installs from to it.
@Suite("One version and one requirement, everywhere")
struct ReleaseMentionTests {
    @Test("every Package.swift dependency on AirKit in the documents is AirKitRelease's, or a local path")
    func packageDependencies() throws {
        let expected = String(AirKitRelease.packageDependency.dropLast())  // without the trailing comma
        var count = 0
        for document in try Self.documents() {
            for match in try Self.text(document).matches(of: /\.package\([^)\n]*\)/) {
                count += 1
                let written = String(match.output)
                #expect(
                    written.hasPrefix(".package(path:") || written == expected,
                    "\(document) writes \(written); AirKitRelease states \(expected), or use a .package(path:)")
            }
        }
        #expect(count > 0)
    }

    @Test("the README and Getting Started show the dependency AirKitRelease states")
    func installInstructionsShowTheDependency() throws {
        for path in ["README.md", "Sources/AirKit/AirKit.docc/GettingStarted.md"] {
            #expect(try Self.text(path).contains(AirKitRelease.packageDependency), "\(path)")
        }
    }

    @Test("no document names another version of AirKit, or a requirement that cannot resolve")
    func versionMentions() throws {
        let followed = AirKitRelease.isTagged ? AirKitRelease.version : AirKitRelease.branch
        let rules: [(name: String, pattern: Regex<(Substring, Substring)>, allowed: Set<String>)] = [
            ("a version requirement", /(?:from|exact): ?"([^"]*)"/, AirKitRelease.isTagged ? [AirKitRelease.version] : []),
            ("a Mint version", /(?:AirKit|URL)@([A-Za-z0-9._-]+)/, [followed]),
            ("a git clone of AirKit", /git clone [^\n]*--branch ([^ \n]+)/, [followed]),
            ("the version airkit prints", /airkit (\d+\.\d+\.\d+)/, [AirKitRelease.version]),
            ("a tag", /git tag -a ([^ \n]+)/, [AirKitRelease.version]),
            ("a released version", /^## (\d+\.\d+\.\d+)/, AirKitRelease.isTagged ? [AirKitRelease.version] : []),
        ]
        for document in try Self.documents() {
            let text = try Self.text(document)
            for rule in rules {
                for match in text.matches(of: rule.pattern.anchorsMatchLineEndings()) {
                    let found = String(match.output.1)
                    // A shell variable the document sets, such as "$AIRKIT_VERSION"; placeholders
                    // are refused by commandsHoldNoPlaceholder.
                    if found.hasPrefix("\"$") || found.hasPrefix("$") || found.hasPrefix("<") { continue }
                    #expect(
                        rule.allowed.contains(found),
                        "\(document): \(rule.name) names \"\(found)\"; AirKitRelease allows \(rule.allowed.sorted())")
                }
            }
        }
    }

    @Test("AirKit's address is written as AirKitRelease.packageURLArgument, never as a placeholder")
    func noPlaceholderForTheAddress() throws {
        let others = [
            "<AirKit's repository URL>", "<this repository's URL>", "<AirKit URL>", "github.com/owner/AirKit", "<owner>",
        ]
        for document in try Self.documents() {
            let text = try Self.text(document)
            let written = others.filter(text.contains)
            #expect(written.isEmpty, "\(document) writes AirKit's address as \(written)")
        }
        #expect(AirKitRelease.publishedURL != nil || AirKitRelease.packageURLArgument == "\"$AIRKIT_URL\"")
    }

    @Test("no command in the documents holds a <placeholder>, which a shell reads as a redirection")
    func commandsHoldNoPlaceholder() throws {
        var count = 0
        for document in try Self.documents() {
            // A usage synopsis, as `--help` prints it (`airkit doctor <path> ... [<options>]`), is no command.
            for command in try Self.commands(in: Self.text(document)) where !command.text.contains("[<") {
                count += 1
                let placeholder = command.text.firstMatch(of: /<[A-Za-z][^<>]*>/)
                #expect(placeholder == nil, "\(document):\(command.line): \(command.text)")
            }
        }
        #expect(count > 50, "found \(count) commands")
    }

    @Test("the command reader finds shell lines and inline commands, and nothing else")
    func commandReaderReadsItsInput() {
        let text = """
            Run `airkit doctor .` or `swift test`, not `Air.play`.
            ```sh
            git clone "$AIRKIT_URL" AirKit   # a comment
            ```
            ```swift
            let a = "airkit setup <x>"
            ```
            ```text
            $ airkit doctor <path>
            Checked 1 app
            ```
            """
        #expect(
            Self.commands(in: text).map(\.text) == [
                "airkit doctor .", "swift test", "git clone \"$AIRKIT_URL\" AirKit   # a comment", "airkit doctor <path>",
            ])
    }

    @Test("a drifted version is caught")
    func driftIsCaught() {
        let text = "Add `.package(url: \"x\", from: \"9.9.9\")` or `mint install o/AirKit@9.9.9`."
        #expect(text.matches(of: /(?:from|exact): ?"([^"]*)"/).map { String($0.output.1) } == ["9.9.9"])
        #expect(text.matches(of: /AirKit@([A-Za-z0-9._-]+)/).map { String($0.output.1) } == ["9.9.9"])
    }

    // MARK: - The documents

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every document a developer reads to install or release AirKit: the README, the changelog and
    /// contributing guide, `Documentation/`, the DocC articles and the examples' READMEs.
    static func documents() throws -> [String] {
        let files = FileManager.default
        let top = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md"].filter { files.fileExists(atPath: url($0).path) }
        let documentation = try files.contentsOfDirectory(atPath: url("Documentation").path)
            .filter { $0.hasSuffix(".md") }.map { "Documentation/\($0)" }
        let catalogs = try files.contentsOfDirectory(atPath: url("Sources").path).flatMap { module in
            let catalog = "Sources/\(module)/\(module).docc"
            guard files.fileExists(atPath: url(catalog).path) else { return [String]() }
            return try files.contentsOfDirectory(atPath: url(catalog).path).filter { $0.hasSuffix(".md") }
                .map { "\(catalog)/\($0)" }
        }
        let examples = try files.contentsOfDirectory(atPath: url("Examples").path).map { "Examples/\($0)/README.md" }
            .filter { files.fileExists(atPath: url($0).path) }
        return (top + documentation + catalogs + examples).sorted()
    }

    /// The first words of a command a reader would type: the tools the documents tell them to run.
    static let commandWords: Set<String> = ["airkit", "swift", "git", "mint", "install", "bash", "xcodebuild", "docc", "python3"]

    /// Every command of a Markdown text: each line of an `sh` code block, each line after `$ ` in
    /// another code block (a transcript), and each inline code span whose first word (after
    /// `NAME=value` settings) is one of ``commandWords`` or a script of the repository (`Scripts/…`,
    /// `.ci/…`, `Fuzz/…`, `Benchmarks/…`).
    static func commands(in text: String) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var inShell = false
        var inOtherBlock = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inShell || inOtherBlock {
                    inShell = false
                    inOtherBlock = false
                } else if trimmed == "```sh" || trimmed == "```bash" || trimmed == "```shell" {
                    inShell = true
                } else {
                    inOtherBlock = true
                }
                continue
            }
            if inShell {
                if !trimmed.isEmpty, !trimmed.hasPrefix("#") { found.append((index + 1, trimmed)) }
                continue
            }
            if inOtherBlock {
                // A transcript: what follows `$ ` was typed.
                if trimmed.hasPrefix("$ ") { found.append((index + 1, String(trimmed.dropFirst(2)))) }
                continue
            }
            for span in line.matches(of: /`([^`]+)`/) where isCommand(String(span.output.1)) {
                found.append((index + 1, String(span.output.1)))
            }
        }
        return found
    }

    static func isCommand(_ span: String) -> Bool {
        let words = span.split(separator: " ").drop { $0.contains("=") && !$0.hasPrefix("-") }
        guard let first = words.first, words.count > 1 || first.hasSuffix(".sh") || first.hasPrefix(".ci/") else {
            return false
        }
        return commandWords.contains(String(first))
            || ["Scripts/", ".ci/", "Fuzz/", "Benchmarks/"].contains { first.hasPrefix($0) }
    }

    static func url(_ path: String) -> URL { repository.appendingPathComponent(path) }

    static func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    struct Line: CustomStringConvertible {
        let document: String
        let number: Int
        let text: String
        var description: String { "\(document):\(number)" }
    }

    static func lines(where matches: (String) -> Bool) throws -> [Line] {
        try documents().flatMap { document in
            try text(document).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { matches(String($0.element)) }
                .map { Line(document: document, number: $0.offset + 1, text: String($0.element)) }
        }
    }
}
