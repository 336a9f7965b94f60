// The Swift code of the article "Troubleshooting" (Troubleshooting.md), compiled against the stand-in.
// Each region between `// snippet` and `// end snippet` is one of the document's code blocks,
// verbatim; DocumentationSnippetTests compares them with the document.
import AirKit
import Foundation

/// The function the article's statements run in.
@MainActor
func reportDiagnostics() throws {
    // snippet
    print(Air.diagnostics())
    let report = try JSONEncoder().encode(Air.diagnostics())
    // end snippet
    _ = report
}
