import Foundation
import Testing

@Suite("airkit doctor: text wrapped to the terminal")
struct WrappingTests {
    static let fixture = "InfoPlist/Built-NoDelegate.plist"

    @Test("without a terminal or COLUMNS, prose wraps at 100 columns")
    func fallbackWidth() throws {
        let text = try Airkit.run(["doctor", Self.fixture], in: Airkit.fixtures).standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("Not inspected: The executable was not inspected: whether it refers to the scene-accessory API and"))
        #expect(lines.contains("               defines the delegate class is not checked. Skipped: AK001, AK007."))
        #expect(Self.proseLines(text).allSatisfy { $0.count <= 100 })
    }

    @Test("COLUMNS sets the width", arguments: [40, 60, 80])
    func columnsVariable(columns: Int) throws {
        let text = try Airkit.run(["doctor", Self.fixture], in: Airkit.fixtures, environment: ["COLUMNS": String(columns)])
            .standardOutput
        let prose = Self.proseLines(text)
        #expect(prose.allSatisfy { $0.count <= columns })
        #expect(prose.contains { $0.count > columns - 12 })
    }

    @Test("on a terminal, its width sets the width")
    func terminalWidth() throws {
        let shown = try Airkit.runOnTerminal(["doctor", Self.fixture], in: Airkit.fixtures, columns: 72)
        let plain = try Airkit.run(["doctor", Self.fixture], in: Airkit.fixtures, environment: ["COLUMNS": "72"]).standardOutput
        #expect(FormatTests.removingEscapes(shown) == plain)
        #expect(Self.proseLines(plain).allSatisfy { $0.count <= 72 })
    }

    @Test("wrapping never breaks a path, a code line of a fix or a Read: line")
    func keepsCodeAndPathsWhole() throws {
        let text = try Airkit.run(["doctor", Self.fixture], in: Airkit.fixtures, environment: ["COLUMNS": "40"]).standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  Read: InfoPlist/Built-NoDelegate.plist (built Info.plist, stamped by an Xcode build)"))
        #expect(lines.contains("           <key>UISceneDelegateClassName</key>"))
        #expect(lines.contains("    UIWindowSceneSessionRoleExternalDisplayNonInteractive"))
    }

    /// The lines wrapping applies to: not the Read: list, not the XML code lines of the fix, and not
    /// a single word wider than the line (which overflows rather than being cut).
    static func proseLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            let content = line.trimmingCharacters(in: .whitespaces)
            return !line.hasPrefix("  Read: ") && !content.hasPrefix("<") && content.contains(" ")
        }
    }
}
