import Foundation
import Testing

/// The stand-in's promise is that whatever compiles against it compiles against the iOS 27 SDK. That
/// promise is only checkable if every public UIKit and SwiftUI declaration says where its shape comes
/// from, so these tests read the stand-in's own source files and look for the citation.
@Suite("Every stand-in declaration cites its source")
struct CitationTests {
    @Test("Every public or open UIKit, SwiftUI, AVFoundation, AVKit and os declaration, or its type, cites a source")
    func everyPublicDeclarationCitesASource() throws {
        let files = try StandInSourceFile.all(under: ["UIKit", "SwiftUI", "AVFoundation", "AVKit", "os"])
        try #require(!files.isEmpty, "No stand-in sources found under \(StandInSourceFile.root.path)")
        let citedTypes = Set(files.flatMap(\.citedTypeNames))

        let uncited = files.flatMap { $0.uncitedDeclarations(citedTypes: citedTypes) }

        #expect(uncited.isEmpty, "Declarations without a citation:\n\(uncited.joined(separator: "\n"))")
    }

    @Test("No stand-in comment cites the outside fact sheet any more")
    func noCommentCitesTheOutsideFactSheet() throws {
        let files = try StandInSourceFile.all(under: [""])
        try #require(!files.isEmpty, "No stand-in sources found under \(StandInSourceFile.root.path)")

        let stale = files.flatMap(\.commentsCitingTheOutsideFactSheet)

        #expect(stale.isEmpty, "Comments citing a document outside the repository:\n\(stale.joined(separator: "\n"))")
    }

    @Test("Every citation of StandInSources.md names an anchor the document has, and none cites a section number")
    func citationsOfStandInSourcesResolve() throws {
        let anchors = try RepositoryText.standInSourcesAnchors()
        try #require(anchors.count > 30, "Documentation/StandInSources.md has no anchor lines")
        var unresolved: [String] = []
        var numbered: [String] = []
        for file in RepositoryText.all() {
            for (index, line) in file.lines.enumerated() {
                for anchor in RepositoryText.citedAnchors(in: line) where !anchors.contains(anchor) {
                    unresolved.append("\(file.path):\(index + 1): #\(anchor)")
                }
                if RepositoryText.citesASectionNumber(line) { numbered.append("\(file.path):\(index + 1)") }
            }
        }
        let unresolvedList = unresolved.joined(separator: "\n")
        #expect(
            unresolved.isEmpty,
            "Citations of anchors Documentation/StandInSources.md does not have (its <a id=\"…\"></a> lines):\n\(unresolvedList)")
        let numberedList = numbered.joined(separator: "\n")
        #expect(
            numbered.isEmpty,
            """
            Citations by section number (\u{A7}N) renumber when a section is added. Cite the section's anchor, \
            `StandInSources.md#anchor`, instead: Scripts/cite-stand-in-anchors.py converts every one and anchors \
            numbered headings (CONTRIBUTING.md, "Citing a source"):
            \(numberedList)
            """)
    }

    @Test("An anchor citation and a section number are recognised where they occur")
    func citationForms() {
        #expect(
            RepositoryText.citedAnchors(in: "see `Documentation/StandInSources.md#uiwindow`, and StandInSources.md#uiscene.") == [
                "uiwindow", "uiscene",
            ])
        #expect(RepositoryText.citesASectionNumber("(StandInSources.md \u{A7}17)"))
        #expect(RepositoryText.citesASectionNumber("(\u{A7}4, \u{A7}17)"))
        #expect(!RepositoryText.citesASectionNumber("StandInSources.md#external-display-contract"))
    }

    @Test("A declaration with no doc comment in an uncited type is reported")
    func uncitedDeclarationIsReported() {
        let file = StandInSourceFile(
            name: "Example.swift",
            lines: ["/// A thing.", "public struct Thing {", "    public var size: Int", "}"]
        )

        #expect(file.uncitedDeclarations(citedTypes: []).count == 2)
    }

    @Test("A member is covered by its type's citation, and a type by an SDK header")
    func citationOfTheTypeCoversItsMembers() {
        let file = StandInSourceFile(
            name: "Example.swift",
            lines: ["/// From `UIThing.h`.", "@MainActor", "open class UIThing {", "    open var size: Int", "}"]
        )

        #expect(file.uncitedDeclarations(citedTypes: []).isEmpty)
    }

    @Test("An extension member is covered by the citation on the extended type in another file")
    func extensionMemberIsCoveredByTheExtendedType() {
        let file = StandInSourceFile(
            name: "Thing+Size.swift",
            lines: ["extension UIThing {", "    public func resize() {}", "}"]
        )

        #expect(file.uncitedDeclarations(citedTypes: ["UIThing"]).isEmpty)
        #expect(file.uncitedDeclarations(citedTypes: []).count == 1)
    }
}

/// One stand-in source file, split into lines, with the little Swift reading the citation tests need.
private struct StandInSourceFile {
    let name: String
    let lines: [String]

    /// `Sources/AirKitStandIn`, found from this file's own path.
    static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/AirKitStandIn")
    }

    /// The Swift files in the named folders of the stand-in ("" is the whole stand-in), sorted by path.
    static func all(under folders: [String]) throws -> [StandInSourceFile] {
        try folders.flatMap { folder in
            let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let paths = FileManager.default.subpaths(atPath: directory.path) ?? []
            return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
                let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
                let name = folder.isEmpty ? path : "\(folder)/\(path)"
                return StandInSourceFile(name: name, lines: text.components(separatedBy: "\n"))
            }
        }
    }

    /// Comment lines that still point at the fact sheet kept outside the repository.
    var commentsCitingTheOutsideFactSheet: [String] {
        lines.indices.compactMap { index in
            let line = trimmed(index)
            return line.hasPrefix("//") && line.contains("apple-api-facts") ? location(index) : nil
        }
    }

    /// Names of the types this file declares with a citing doc comment.
    var citedTypeNames: [String] {
        lines.indices.compactMap { index in
            guard let name = typeName(declaredAt: index), docComment(above: index).isCitation else { return nil }
            return name
        }
    }

    /// `file:line: declaration` for each public or open declaration whose doc comment, and whose
    /// enclosing types' doc comments, cite nothing.
    func uncitedDeclarations(citedTypes: Set<String>) -> [String] {
        lines.indices.filter(isPublicDeclaration).compactMap { index in
            let covered = ([index] + enclosingDeclarations(of: index)).contains { declaration in
                docComment(above: declaration).isCitation
                    || extendedTypeNames(at: declaration).contains(where: citedTypes.contains)
            }
            return covered ? nil : "\(location(index)): \(trimmed(index))"
        }
    }

    private func trimmed(_ index: Int) -> String {
        lines[index].trimmingCharacters(in: .whitespaces)
    }

    private func indentation(_ index: Int) -> Int {
        lines[index].prefix { $0 == " " }.count
    }

    private func location(_ index: Int) -> String {
        "\(name):\(index + 1)"
    }

    private func words(_ index: Int) -> [Substring] {
        trimmed(index).split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
    }

    /// Declarations start with modifiers; `public` or `open` among them, before the keyword, makes it public.
    private func isPublicDeclaration(_ index: Int) -> Bool {
        guard !trimmed(index).hasPrefix("//") else { return false }
        let modifiers = words(index).prefix { !Self.declarationKeywords.contains(String($0)) }
        return modifiers.contains("public") || modifiers.contains("open")
    }

    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "func", "var", "let", "init", "typealias",
        "subscript", "case", "associatedtype",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

    private func typeName(declaredAt index: Int) -> String? {
        let parts = words(index)
        guard !trimmed(index).hasPrefix("//"),
            let keyword = parts.firstIndex(where: { Self.typeKeywords.contains(String($0)) }),
            keyword + 1 < parts.count,
            !parts[..<keyword].contains(where: { ["func", "var", "let"].contains(String($0)) })
        else { return nil }
        return String(parts[keyword + 1])
    }

    /// The types an `extension A.B` line extends, innermost last; empty for any other line.
    private func extendedTypeNames(at index: Int) -> [String] {
        let parts = words(index)
        guard let keyword = parts.firstIndex(of: "extension"), keyword + 1 < parts.count else { return [] }
        return parts[keyword + 1].split(separator: ".").map(String.init)
    }

    /// The type and extension declarations around a line, from the innermost out, found by indentation.
    private func enclosingDeclarations(of index: Int) -> [Int] {
        var enclosing: [Int] = []
        var level = indentation(index)
        var candidate = index - 1
        while level > 0, candidate >= 0 {
            let isContainer = typeName(declaredAt: candidate) != nil || !extendedTypeNames(at: candidate).isEmpty
            if !trimmed(candidate).isEmpty, indentation(candidate) < level, isContainer {
                enclosing.append(candidate)
                level = indentation(candidate)
            }
            candidate -= 1
        }
        return enclosing
    }

    /// The `///` lines directly above a declaration, skipping its attribute lines and the `#if` blocks
    /// that give a simulated platform build its availability.
    private func docComment(above index: Int) -> DocComment {
        var comment: [String] = []
        var line = index - 1
        while line >= 0, trimmed(line).hasPrefix("@") || trimmed(line).hasPrefix("#if ") || trimmed(line) == "#endif" {
            line -= 1
        }
        while line >= 0, trimmed(line).hasPrefix("///") {
            comment.append(trimmed(line))
            line -= 1
        }
        return DocComment(lines: comment)
    }
}

/// A doc comment, and whether it names a source a reader can check.
private struct DocComment {
    let lines: [String]

    /// Cites our notes, a named simulation assumption, an SDK header or interface, or an Apple page.
    var isCitation: Bool {
        lines.contains { line in
            line.contains("StandInSources.md") || line.contains("SimulationAssumption")
                || line.contains("developer.apple.com") || line.contains(".swiftinterface")
                || line.range(of: #"\b[A-Z][A-Za-z]+\.h\b"#, options: .regularExpression) != nil
        }
    }
}

/// The repository's own text files that may cite `Documentation/StandInSources.md`.
private struct RepositoryText {
    let path: String
    let lines: [String]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let folders = ["Sources", "Tests", "Examples", "Documentation", "Plugins", "Fuzz", "Benchmarks"]
    private static let files = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
    private static let extensions: Set<String> = ["swift", "md", "txt", "h", "m", "c", "sh", "py"]

    /// Every text file under the folders and the top-level documents, sorted by path, but this one,
    /// whose examples are not citations.
    static func all() -> [RepositoryText] {
        let manager = FileManager.default
        var paths = files
        for folder in folders {
            let children = manager.subpaths(atPath: repository.appendingPathComponent(folder).path) ?? []
            paths += children.filter { child in
                !child.split(separator: "/").contains { $0.hasPrefix(".") }
                    && extensions.contains(URL(fileURLWithPath: child).pathExtension)
            }.map { "\(folder)/\($0)" }
        }
        let this = "Tests/AirKitStandInTests/CitationTests.swift"
        return paths.sorted().filter { $0 != this }.compactMap { path in
            let url = repository.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = manager.contents(atPath: url.path)
            else { return nil }
            return RepositoryText(path: path, lines: String(decoding: data, as: UTF8.self).components(separatedBy: "\n"))
        }
    }

    /// The ids of the document's `<a id="…"></a>` lines.
    static func standInSourcesAnchors() throws -> Set<String> {
        let text = try String(
            contentsOf: repository.appendingPathComponent("Documentation/StandInSources.md"), encoding: .utf8)
        return Set(
            text.components(separatedBy: "\n").compactMap { line in
                guard line.hasPrefix("<a id=\""), line.hasSuffix("\"></a>") else { return nil }
                return String(line.dropFirst(7).dropLast(6))
            })
    }

    /// The anchors `line` cites as `StandInSources.md#anchor` (or `](#anchor)` inside the document).
    static func citedAnchors(in line: String) -> [String] {
        line.components(separatedBy: "StandInSources.md#").dropFirst().map { rest in
            String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        }
    }

    /// Whether `line` cites a section by number: a section sign followed by a digit.
    static func citesASectionNumber(_ line: String) -> Bool {
        line.range(of: "\u{A7} ?[0-9]", options: .regularExpression) != nil
    }
}
