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
            ("a Mint version", /AirKit@([A-Za-z0-9._-]+)/, [followed]),
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
                    if found.hasPrefix("<") { continue }  // a placeholder, such as <version>
                    #expect(
                        rule.allowed.contains(found),
                        "\(document): \(rule.name) names \"\(found)\"; AirKitRelease allows \(rule.allowed.sorted())")
                }
            }
        }
    }

    @Test("every placeholder for AirKit's address is AirKitRelease.packageURL")
    func onePlaceholder() throws {
        let others = ["<this repository's URL>", "<AirKit URL>", "github.com/owner/AirKit"]
        for document in try Self.documents() {
            let text = try Self.text(document)
            let written = others.filter(text.contains)
            #expect(written.isEmpty, "\(document) writes AirKit's address as \(written)")
        }
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
