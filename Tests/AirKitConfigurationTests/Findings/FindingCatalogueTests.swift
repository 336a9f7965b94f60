import AirKitConfiguration
import Foundation
import Testing

@Suite("The finding catalogue")
struct FindingCatalogueTests {
    /// IDs are never renumbered: this table pins each ID to its meaning and severity.
    @Test("every ID keeps its number and severity")
    func idsAreStable() {
        let pinned: [(FindingID, String, Severity)] = [
            (.sdk27WithoutSceneAccessory, "AK001", .error), (.missingExternalRole, "AK002", .error),
            (.deprecatedExternalRoleOnly, "AK003", .warning), (.externalRoleWithoutDelegate, "AK004", .error),
            (.unexpandedBuildVariable, "AK005", .error), (.nonASCIIModuleName, "AK006", .error),
            (.delegateClassNotDefined, "AK007", .error), (.generatedManifestDropsConfigurations, "AK008", .error),
            (.productConfigurationsEmpty, "AK009", .error), (.registrationNotKept, "AK010", .warning),
            (.externalWindowNeverUnhidden, "AK011", .error), (.externalWindowMadeKey, "AK012", .warning),
            (.unfilteredFirstScene, "AK013", .warning), (.malformedSceneManifest, "AK014", .error),
            (.infoPlistFileMissing, "AK015", .error), (.externalSceneClassNotWindowScene, "AK016", .warning),
            (.requiresFullScreen, "AK017", .note), (.olderSDKWithoutSceneAccessory, "AK018", .note),
            (.noExternalDisplayIntent, "AK019", .note), (.airKitDelegateUnderOtherRole, "AK020", .error),
            (.sceneLifeCycleNotAdopted, "AK021", .error),
        ]
        #expect(pinned.count == FindingID.allCases.count)
        for (id, code, severity) in pinned {
            #expect(id.rawValue == code)
            #expect(id.severity == severity)
        }
    }

    @Test("every catalogue range README.md and ci.md write is the one the declarations give")
    func documentedRangesFollowTheDeclarations() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let first = try #require(FindingID.allCases.first).rawValue
        let last = try #require(FindingID.allCases.last).rawValue
        #expect(FindingID.catalogueRange == "\(first)–\(last)")
        for document in ["README.md", "Documentation/ci.md"] {
            let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
            // Both ways the documents write a range: `AK001–AK021` and `AK001`…`AK021`.
            let ranges = text.matches(of: /(AK\d{3})(?:–|`…`)(AK\d{3})/).map { "\($0.1)–\($0.2)" }
            #expect(!ranges.isEmpty, "\(document) names no range")
            for range in ranges {
                #expect(
                    range == FindingID.catalogueRange, "\(document) writes \(range); the catalogue is \(FindingID.catalogueRange)"
                )
            }
        }
    }

    @Test("each ID's declaration is its own, in ID order")
    func declarationsBelongToTheirIDs() {
        #expect(FindingDeclaration.all.map(\.id) == FindingID.allCases)
        for id in FindingID.allCases {
            #expect(id.declaration.id == id)
            #expect(id.title == id.declaration.title)
            #expect(id.explanation == id.declaration.explanation)
        }
    }

    @Test("every explanation says what goes wrong, what it affects, how to fix it and where that is written")
    func explanationsAreComplete() {
        for declaration in FindingDeclaration.all {
            let explanation = declaration.explanation
            #expect(!declaration.title.isEmpty)
            #expect(explanation.hasPrefix("What"))
            #expect(explanation.contains("\nAffects: "))
            #expect(explanation.contains("\n\nFix"))
            #expect(explanation.contains("\n\nSources:\n- "))
        }
    }

    @Test("every source is a public https address")
    func sourcesArePublic() {
        for declaration in FindingDeclaration.all {
            #expect(!declaration.sources.isEmpty, "\(declaration.id.rawValue) cites no source")
            for source in declaration.sources {
                #expect(source.url.hasPrefix("https://"), "\(declaration.id.rawValue): \(source.url)")
                #expect(!source.url.contains(" ") && !source.title.isEmpty)
            }
        }
    }

    @Test("the fix shows a way for each language it names, and code for every language-specific way")
    func fixesNameTheirLanguages() {
        for declaration in FindingDeclaration.all {
            let ways = declaration.fix.ways
            #expect(!ways.isEmpty)
            for way in ways where way.language != nil {
                #expect(way.code != nil, "\(declaration.id.rawValue): a \(way.language!.rawValue) way without code")
                #expect(declaration.explanation.contains("Fix (\(way.language!.rawValue)): \(way.instruction):"))
            }
        }
    }

    @Test("IDs parse in any letter case", arguments: ["AK001", "ak001", "Ak001"])
    func parsesCodes(code: String) {
        #expect(FindingID(code: code) == .sdk27WithoutSceneAccessory)
        #expect(FindingID(code: "AK999") == nil)
    }

    /// `Documentation/doctor.md` lists every finding; the table there is the declarations' table.
    /// When this fails, paste the table it prints into the document (or fix the declaration).
    @Test("Documentation/doctor.md's catalogue is the declarations' catalogue")
    func documentMatchesDeclarations() throws {
        let document = try String(contentsOf: Self.repository.appendingPathComponent("Documentation/doctor.md"), encoding: .utf8)
        let table = try #require(Self.table(startingWith: "| ID | Severity | Summary |", in: document))
        #expect(
            table == FindingDeclaration.catalogueTable,
            "Documentation/doctor.md's findings table differs from the declarations. Expected:\n\(FindingDeclaration.catalogueTable)"
        )
    }

    @Test("a drifted catalogue is told apart: a changed summary, a missing row, a severity")
    func driftIsDetected() throws {
        let table = FindingDeclaration.catalogueTable
        let drifted = [
            table.replacingOccurrences(of: "| AK001 | error |", with: "| AK001 | warning |"),
            table.split(separator: "\n").dropLast().joined(separator: "\n"),
            table.replacingOccurrences(of: "only mirrors.", with: "mirrors."),
        ]
        for text in drifted {
            #expect(Self.table(startingWith: "| ID | Severity | Summary |", in: "# Doc\n\n\(text)\n\nMore.") != table)
        }
        #expect(Self.table(startingWith: "| ID | Severity | Summary |", in: "# Doc\n\n\(table)\n\nMore.") == table)
    }

    /// The repository's root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown table whose header line is `header`: that line and every `|` line after it.
    static func table(startingWith header: String, in document: String) -> String? {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == header }) else { return nil }
        return lines[start...].prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }
}
