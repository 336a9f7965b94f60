import Foundation
import Testing

/// What the README promises about the documentation around it: every DocC article is linked by its
/// source file, and the Objective-C it shows calls only what `AirKitC.h` declares (Linux compiles no
/// Objective-C, so the names are checked against the header).
@Suite("The README links the documentation and calls what exists")
struct DocumentationLinkTests {
    static let repository = DocumentationSnippetTests.repository

    @Test("the README links every article of every DocC catalog, and every link it makes reaches a file")
    func everyArticleIsLinked() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let targets = Set(readme.matches(of: /\]\(([^)#\s]+)(?:#[^)\s]*)?\)/).map { String($0.output.1) })
            .filter { !$0.contains("://") }
        let articles = try DocumentationSnippetTests.documents().filter { $0 != "README.md" }
        #expect(articles.count >= 15)
        for article in articles {
            #expect(targets.contains(article), "README.md does not link \(article)")
        }
        for target in targets {
            #expect(
                FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(target).path),
                "README.md links \(target), which does not exist")
        }
    }

    @Test("every AirKit function the README's and CrossLanguage.md's Objective-C calls is declared in AirKitC.h")
    func objectiveCCallsWhatTheHeaderDeclares() throws {
        let header = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/AirKitC/include/AirKitC/AirKitC.h"), encoding: .utf8)
        let declared = Set(header.matches(of: /\b(AirKit[A-Z][A-Za-z]*)\s*\(/).map { String($0.output.1) })
        #expect(declared.contains("AirKitPlayViewController"))
        var called: [String] = []
        for document in ["README.md", "Documentation/CrossLanguage.md"] {
            let lines = try DocumentationSnippetTests.lines(of: document)
            var inObjectiveC = false
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("```") {
                    inObjectiveC = !inObjectiveC && line == "```objc"
                    continue
                }
                guard inObjectiveC else { continue }
                for call in line.matches(of: /\b(AirKit[A-Z][A-Za-z]*)\s*\(/) {
                    called.append(String(call.output.1))
                    #expect(
                        declared.contains(String(call.output.1)),
                        "\(document):\(index + 1) calls \(call.output.1), which AirKitC.h does not declare")
                }
            }
        }
        #expect(called.contains("AirKitAddSource") && called.contains("AirKitStop"), "read \(called)")
    }
}
