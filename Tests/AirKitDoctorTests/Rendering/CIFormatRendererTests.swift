import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("GitHub annotations and Markdown summaries")
struct CIFormatRendererTests {
    /// A real report whose app name, finding path and message are replaced by hostile text.
    private func hostileReport(name: String, path: String, message: String) throws -> DoctorReport {
        var report = try TestFiles.doctor.examine("InfoPlist/Built-NoDelegate.plist")
        report.apps[0].name = name
        report.apps[0].diagnosis.findings[0].location.path = path
        report.apps[0].diagnosis.findings[0].message = message
        return report
    }

    @Test("one annotation per finding, with file, line, title and the fix after an encoded line break")
    func annotationShape() throws {
        let text = GitHubReportRenderer().render(try TestFiles.doctor.examine("InfoPlist/Built-NoDelegate.plist"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "::error file=InfoPlist/Built-NoDelegate.plist,line=33,title=AK004 External-display configuration names no scene delegate::The external-display"
            ) == true)
        #expect(
            lines.first?.contains("%0AFix: Name the scene delegate, e.g. AirKit's:%0A<key>UISceneDelegateClassName</key>") == true
        )
        #expect(
            lines.last?.hasPrefix("::notice title=airkit doctor%3A Banner::iOS 17–26 (SDK 27.0): mirrors") == true
        )
        #expect(lines.count == 2)
    }

    @Test("a path or message cannot end a command early, start another, or reach the runner's legacy parser")
    func annotationEscaping() throws {
        let report = try hostileReport(
            name: "App,title=x::", path: "a,b:c\n::add-mask::secret%0A.plist",
            message: "100% sure\r\n::stop-commands::t ##[error]x")
        let text = GitHubReportRenderer().render(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        let first = try #require(lines.first)
        #expect(first.hasPrefix("::error file=a%2Cb%3Ac\\n%3A%3Aadd-mask%3A%3Asecret%250A.plist,line=33,title="))
        #expect(first.contains("::100%25 sure\\r\\n::stop-commands::t ##\\u{5B}error]x%0AFix: "))
        // Exactly one `::` separates the properties from the message.
        let properties = try #require(first.dropFirst(2).components(separatedBy: "::").first)
        #expect(!properties.contains(":") || properties.allSatisfy { $0 != ":" })
        #expect(text.contains("title=airkit doctor%3A App%2Ctitle=x%3A%3A::"))
    }

    @Test("the Markdown summary has the verdict table and every finding with its fix")
    func markdownShape() throws {
        let text = MarkdownReportRenderer().render(try TestFiles.doctor.examine("InfoPlist/Built-NoDelegate.plist"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(3) == ["## airkit doctor", "", "Checked 1 app: 1 error, no warnings, no notes."])
        #expect(lines.contains("| App | iOS / SDK | Verdict |"))
        #expect(
            lines.contains(
                "| Banner | iOS 17–26 (SDK 27.0) | ❌ mirrors because the external-display configuration names no scene delegate (AK004) |"
            ))
        #expect(lines.contains { $0.hasPrefix("- **error AK004** InfoPlist/Built-NoDelegate.plist:33: The external-display") })
        #expect(lines.contains("  ```"))
        #expect(
            lines.contains("  \\<key\\>UISceneDelegateClassName\\</key\\>") == false, "code stays as written inside the fence")
        #expect(lines.contains("  <key>UISceneDelegateClassName</key>"))
    }

    @Test("names and messages cannot add links, images, HTML or table columns to the summary")
    func markdownEscaping() throws {
        let report = try hostileReport(
            name: "A|B ![x](https://example.com/p.png) <img src=x>", path: "p\n## Heading",
            message: "see [here](https://example.com) & `code` **bold** ##[error]")
        let text = MarkdownReportRenderer().render(report)
        #expect(text.contains("| A\\|B \\!\\[x\\](https\\://example.com/p.png) \\<img src=x\\> |"))
        // The escaped newline's backslash is escaped in turn, so the summary shows `p\n`.
        #expect(text.contains("p\\\\n## Heading:"))
        #expect(text.contains("see \\[here\\](https\\://example.com) &amp; \\`code\\` \\*\\*bold\\*\\* ##\\[error\\]"))
        #expect(text.firstMatch(of: /(^|[^\\])!\[/) == nil)
        #expect(text.firstMatch(of: /(^|[^\\])<img/) == nil)
        #expect(!text.contains("##["))
    }

    /// Names that GitHub's Markdown would turn into links by itself (its autolinks extension):
    /// URLs, `www.` names, e-mail addresses (an asset's `@2x` too) and `@` mentions.
    static let autolinkedNames = [
        "www.evil.example", "https://evil.example/x", "http://evil.example", "ftp://evil.example",
        "ops@evil.example", "Icon@2x.png", "mailto:ops@evil.example", "xmpp:ops@evil.example", "(www.evil.example)",
        "@octocat",
    ]

    /// The HTML GitHub's own Markdown library (cmark-gfm, through Python's `cmarkgfm`) makes of
    /// `markdown`, or `nil` when that library is not installed.
    static func githubHTML(_ markdown: String) throws -> String? {
        let script = "import sys, cmarkgfm\nsys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read()))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: html, as: UTF8.self) : nil
    }

    static let hasCmarkGFM = (try? githubHTML("x")) != nil

    @Test("a URL, a www. name or an e-mail address in a name or message is shown as text, not linked")
    func markdownAutolinks() throws {
        let names = Self.autolinkedNames.joined(separator: " ")
        let report = try hostileReport(name: names, path: Self.autolinkedNames.joined(separator: "/"), message: names)
        let text = MarkdownReportRenderer().render(report)
        for name in Self.autolinkedNames {
            #expect(!text.contains(name), "\(name) is written as GitHub would link it")
        }
        #expect(text.firstMatch(of: /(^|[^\\]):\/\//) == nil, "every :// is written \\://")
        #expect(text.contains("Icon@<!-- -->2x.png"), "a comment after @ keeps the name as it reads")
    }

    @Test(
        "GitHub's own Markdown library makes no link of the summary's names and messages",
        .enabled(if: hasCmarkGFM, "python3 with cmarkgfm is not installed (.ci/run installs it)"))
    func markdownAutolinksInCmarkGFM() throws {
        let names = Self.autolinkedNames.joined(separator: " ")
        let report = try hostileReport(name: names, path: Self.autolinkedNames.joined(separator: "/"), message: names)
        let html = try #require(try Self.githubHTML(MarkdownReportRenderer().render(report)))
        #expect(!html.contains("<a "), "\(html)")
        #expect(html.contains("Icon@"), "\(html)")
        #expect(try Self.githubHTML("see www.evil.example")?.contains("<a ") == true, "the check can see a link")
    }

    @Test("a fix holding backticks gets a longer fence")
    func longerFence() throws {
        var report = try TestFiles.doctor.examine("InfoPlist/Built-NoDelegate.plist")
        report.apps[0].diagnosis.findings[0].fix = "Run:\n```\nrm -rf /\n```"
        let text = MarkdownReportRenderer().render(report)
        #expect(text.contains("  ````\n  Run:\n  ```\n  rm -rf /\n  ```\n  ````\n"))
    }
}
