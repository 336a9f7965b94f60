import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

/// The run's budgets of `.xcconfig` text and settings (``ReadScope``), with small budgets so the
/// files stay small.
@Suite("XCConfig budgets: one for the text and one for the settings of the whole run")
struct XCConfigBudgetTests {
    private func pairs(_ layer: SettingsLayer) -> [String] {
        layer.assignments.map { "\($0.key)=\($0.value)" }
    }

    @Test("a file included again gives its settings again, where it is included")
    func fileIncludedAgainGivesItsSettingsAgain() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("B.xcconfig", text: "FLAGS = $(inherited) -b\n")
        let app = try scratch.write("A.xcconfig", text: "#include \"B.xcconfig\"\nMIDDLE = 1\n#include \"B.xcconfig\"\n")
        let layer = SettingsLayer(xcconfigAt: app, within: ReadScope(folder: scratch.path))
        #expect(pairs(layer) == ["FLAGS=$(inherited) -b", "MIDDLE=1", "FLAGS=$(inherited) -b"])
        #expect(layer.assignments.map(\.location.line) == [1, 2, 1])
        #expect(layer.problems.isEmpty)
    }

    @Test("settings past the run's budget stop the reading and say so once")
    func settingsPastTheBudgetStopTheReading() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("B.xcconfig", text: (0..<10).map { "B\($0) = \($0)\n" }.joined())
        let app = try scratch.write("A.xcconfig", text: String(repeating: "#include \"B.xcconfig\"\n", count: 10))
        let scope = ReadScope(folder: scratch.path, xcconfigSettingBudget: 50)
        let layer = SettingsLayer(xcconfigAt: app, within: scope)
        #expect(layer.assignments.count < 50)
        let exceeded = try #require(scope.exceededBudget)
        #expect(exceeded.reason.hasPrefix("more than 50 settings read through .xcconfig files in one run"), "\(exceeded)")
    }

    @Test("the budget is the run's: every layer read through one scope takes from it")
    func everyLayerOfTheRunSharesTheBudget() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let debug = try scratch.write("Debug.xcconfig", text: (0..<30).map { "D\($0) = 1\n" }.joined())
        let release = try scratch.write("Release.xcconfig", text: (0..<30).map { "R\($0) = 1\n" }.joined())
        let scope = ReadScope(folder: scratch.path, xcconfigSettingBudget: 50)
        #expect(SettingsLayer(xcconfigAt: debug, within: scope).assignments.count == 30)
        #expect(scope.exceededBudget == nil)
        _ = SettingsLayer(xcconfigAt: release, within: scope)
        #expect(scope.exceededBudget != nil)
    }

    @Test("text past the run's budget stops the reading; a file read again takes no more text")
    func textPastTheBudgetStopsTheReading() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let big = try scratch.write("Big.xcconfig", text: "VALUE = " + String(repeating: "x", count: 600) + "\n")
        let scope = ReadScope(folder: scratch.path, xcconfigTextBudget: 1_000)
        for _ in 0..<5 { _ = SettingsLayer(xcconfigAt: big, within: scope) }
        #expect(scope.exceededBudget == nil, "one file, read from disk once")
        let other = try scratch.write("Other.xcconfig", text: "VALUE = " + String(repeating: "y", count: 600) + "\n")
        _ = SettingsLayer(xcconfigAt: other, within: scope)
        let exceeded = try #require(scope.exceededBudget)
        #expect(exceeded.reason.hasPrefix("more than 1,000 bytes of text read through .xcconfig files in one run"))
        #expect(exceeded.path == other)
    }
}
