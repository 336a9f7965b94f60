import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("Text report wrapping")
struct TextWrappingTests {
    private func report(_ fixture: String) throws -> DoctorReport {
        try TestFiles.doctor.examine("InfoPlist/\(fixture)")
    }

    /// An app that uses AirKit without the role: AK002, whose message and fix prose are long.
    private func missingRoleReport() throws -> DoctorReport {
        try TestFiles.doctor.examine("Projects/AirKitWithoutRole")
    }

    @Test("without a width, a message stays on one line")
    func unwrapped() throws {
        let text = TextReportRenderer(useColor: false).render(try missingRoleReport())
        #expect(
            text.contains(
                "    9: error AK002: Projects/AirKitWithoutRole/AirKitWithoutRole/Info.plist (Debug, Release) has no "
                    + "UIWindowSceneSessionRoleExternalDisplayNonInteractive entry in UISceneConfigurations. Up to iOS 26"))
    }

    @Test("messages wrap under their first word; the fix's prose wraps under the fix")
    func hangingIndent() throws {
        let lines = TextReportRenderer(useColor: false, width: 100).render(try missingRoleReport())
            .split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("    9: error AK002: ") })
        #expect(lines[heading].count <= 100)
        #expect(lines[heading + 1].hasPrefix(String(repeating: " ", count: 20)))
        #expect(lines[heading + 1].dropFirst(20).first != " ")
        let fix = try #require(lines.firstIndex { $0.hasPrefix("      Fix: ") })
        #expect(lines[fix + 1] == "           existing ones:")
    }

    @Test("colour escapes take no width: coloured and plain text wrap the same")
    func colourTakesNoWidth() throws {
        let report = try report("Built-NoDelegate.plist")
        let coloured = TextReportRenderer(useColor: true, width: 60).render(report)
        let plain = TextReportRenderer(useColor: false, width: 60).render(report)
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test("a path with spaces quoted in a message or verdict is never split across lines")
    func pathsWithSpaces() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.folder("My Projects")
        try FileManager.default.copyItem(
            atPath: try TestFiles.fixture("Projects/Generated"), toPath: scratch.path + "/My Projects/Generated")
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("My Projects/Generated")
        let text = TextReportRenderer(useColor: false, width: 50).render(report)
        let mentions = text.split(separator: "\n").filter { $0.contains("Projects/Generated") }
        #expect(mentions.count > 3)
        #expect(mentions.allSatisfy { $0.contains("My Projects/Generated") })
        #expect(text.contains("My Projects/Generated/Generated/Info.plist:"))
    }

    @Test("a word wider than the line overflows instead of being cut")
    func longWord() throws {
        let text = TextReportRenderer(useColor: false, width: 40).render(try missingRoleReport())
        #expect(
            text.split(separator: "\n").contains(
                Substring(String(repeating: " ", count: 20) + "UIWindowSceneSessionRoleExternalDisplayNonInteractive")))
    }
}
