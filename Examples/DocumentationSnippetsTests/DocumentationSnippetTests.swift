import Foundation
import Testing

/// Every Swift code block of the README and the DocC articles is compiled: it is, verbatim, a region of
/// `Examples/DocumentationSnippets` (or `Examples/DocumentationApp`, for the one that is an app's
/// `@main`), which build against the stand-in, so a name the documentation uses that does not exist
/// fails the build.
///
/// A block is whole unless a marker on the line before it says otherwise, with the reason:
///
/// - `<!-- snippet: fragment: <why> -->`: a part of code (a view's body, a modifier, statements), which
///   the copy compiles inside the context it needs;
/// - `<!-- snippet: package-manifest: <why> -->`: a line of a `Package.swift`, which no target can
///   compile; `ReleaseMentionTests` checks it against `AirKitRelease` instead.
///
/// A whole block must stand at the top level of its file; the copy's file may declare, outside the
/// region, the app's own types it uses (`AppTypes.swift`).
@Suite("The documentation's code blocks are compiled")
struct DocumentationSnippetTests {
    @Test("every Swift code block of the README and the DocC articles is a compiled region, and every region a code block")
    func blocksAreCompiled() throws {
        let blocks = try Self.documentationBlocks()
        let regions = try Self.compiledRegions()
        #expect(blocks.count >= 12, "found \(blocks.count) code blocks")
        for block in blocks where block.kind != .packageManifest {
            let copies = regions.filter { $0.lines == block.lines }
            let code = block.lines.joined(separator: "\n")
            #expect(!copies.isEmpty, "\(block.location) is not compiled. Copy it into a region:\n\(code)")
            if block.kind == .whole {
                #expect(
                    copies.contains { $0.indentation == 0 }, "\(block.location) is whole, but its copy is nested in other code")
            }
        }
        for region in regions {
            #expect(blocks.contains { $0.lines == region.lines }, "\(region.location) is no code block of the documentation")
        }
    }

    @Test("every marker names a known kind and says why")
    func markersAreKnown() throws {
        for document in try Self.documents() {
            let lines = try Self.lines(of: document)
            for (index, line) in lines.enumerated() where line.hasPrefix("<!-- snippet:") {
                #expect(Block.Kind(marker: line) != nil, "\(document):\(index + 1): unknown marker \(line)")
                #expect(
                    lines.indices.contains(index + 1) && lines[index + 1] == "```swift",
                    "\(document):\(index + 1): a marker must stand right above a Swift code block")
            }
        }
    }

    @Test("the extractor reads blocks, markers and regions")
    func extractorReadsItsInput() {
        let document = [
            "Text", "", "```swift", "let a = 1", "```", "", "<!-- snippet: fragment: inside a body -->", "```swift",
            "Text(\"x\")", "```", "```sh", "ls", "```",
        ]
        let blocks = Self.blocks(in: document, named: "doc.md")
        #expect(blocks.map(\.lines) == [["let a = 1"], ["Text(\"x\")"]])
        #expect(blocks.map(\.kind) == [.whole, .fragment])
        let source = ["struct A {", "    // snippet", "    Text(\"x\")", "    // end snippet", "}"]
        let regions = Self.regions(in: source, named: "A.swift")
        #expect(regions.map(\.lines) == [["Text(\"x\")"]])
        #expect(regions.map(\.indentation) == [4])
    }

    // MARK: - Reading the documentation

    struct Block {
        enum Kind: Equatable {
            case whole, fragment, packageManifest

            init?(marker: String) {
                let kinds: [(String, Kind)] = [("fragment", .fragment), ("package-manifest", .packageManifest)]
                for (name, kind) in kinds {
                    let prefix = "<!-- snippet: \(name): "
                    if marker.hasPrefix(prefix), marker.hasSuffix(" -->"), marker.count > prefix.count + 4 {
                        self = kind
                        return
                    }
                }
                return nil
            }
        }

        let location: String
        let kind: Kind
        let lines: [String]
    }

    struct Region {
        let location: String
        let indentation: Int
        let lines: [String]
    }

    /// `Examples/DocumentationSnippetsTests`' parent's parent.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README and every article of every DocC catalog.
    static func documents() throws -> [String] {
        let files = FileManager.default
        let modules = try files.contentsOfDirectory(atPath: repository.appendingPathComponent("Sources").path)
        let articles = try modules.sorted().flatMap { module -> [String] in
            let catalog = "Sources/\(module)/\(module).docc"
            guard files.fileExists(atPath: repository.appendingPathComponent(catalog).path) else { return [] }
            return try files.contentsOfDirectory(atPath: repository.appendingPathComponent(catalog).path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + articles
    }

    static func lines(of path: String) throws -> [String] {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func documentationBlocks() throws -> [Block] {
        try documents().flatMap { try blocks(in: lines(of: $0), named: $0) }
    }

    /// The Swift code blocks of a Markdown document, each with the marker above it.
    static func blocks(in lines: [String], named name: String) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" else {
                index += 1
                continue
            }
            let end = lines[(index + 1)...].firstIndex { $0.hasPrefix("```") } ?? lines.count
            let marker = index > 0 ? Block.Kind(marker: lines[index - 1]) : nil
            blocks.append(
                Block(location: "\(name):\(index + 1)", kind: marker ?? .whole, lines: Array(lines[(index + 1)..<end])))
            index = end + 1
        }
        return blocks
    }

    // MARK: - Reading the compiled copies

    static func compiledRegions() throws -> [Region] {
        let files = FileManager.default
        return try ["Examples/DocumentationSnippets", "Examples/DocumentationApp"].flatMap { folder in
            try files.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .flatMap { file in try regions(in: lines(of: "\(folder)/\(file)"), named: "\(folder)/\(file)") }
        }
    }

    /// The lines between `// snippet` and `// end snippet`, without the indentation of the marker.
    static func regions(in lines: [String], named name: String) -> [Region] {
        var regions: [Region] = []
        var start: (line: Int, indentation: Int)?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indentation = line.count - trimmed.count
            if trimmed == "// snippet" {
                start = (index, indentation)
            } else if trimmed == "// end snippet", let begin = start {
                let body = lines[(begin.line + 1)..<index].map { line in
                    line.count >= begin.indentation && line.prefix(begin.indentation).allSatisfy { $0 == " " }
                        ? String(line.dropFirst(begin.indentation)) : line
                }
                regions.append(Region(location: "\(name):\(begin.line + 1)", indentation: begin.indentation, lines: body))
                start = nil
            }
        }
        return regions
    }
}
