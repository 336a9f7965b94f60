import Foundation
import Testing

/// AirKit is developed and tested on Linux against the stand-in, so every line that compiles only on
/// Apple platforms is a line no test here runs or even type-checks. The budget keeps that set small
/// (Documentation/Platforms.md, "Lines only Apple platforms compile").
@Suite("Lines of AirKit that compile only on Apple platforms")
struct AppleOnlyLineTests {
    static let budget = 13

    static var airKitSources: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AirKit")
    }

    @Test("Sources/AirKit has at most 13 lines that only Apple platforms compile")
    func airKitStaysWithinTheBudget() throws {
        let lines = try SourceLines.lines(under: Self.airKitSources, for: .linuxStandIn)
        try #require(
            FileManager.default.fileExists(atPath: Self.airKitSources.appendingPathComponent("Shell/Air.swift").path))

        #expect(
            lines.count <= Self.budget,
            "\(lines.count) Apple-only lines, budget \(Self.budget):\n\(lines.map(\.description).joined(separator: "\n"))")
    }

    @Test("The branch after #if AIRKIT_STANDIN is counted, comments and directives are not")
    func elseOfTheStandInBranchCounts() {
        let text = """
            #if AIRKIT_STANDIN
            import AirKitStandIn
            #else
            // UIKit on iOS
            import UIKit

            import os
            #endif
            """

        let lines = SourceLines.lines(in: text, file: "Example.swift", for: .linuxStandIn)

        #expect(lines.map(\.number) == [5, 7])
    }

    @Test("Platform tests Linux fails are counted; build-dependent conditions are not")
    func platformTestsCountAndBuildFlagsDoNot() {
        let text = """
            #if os(visionOS)
            visionOnly()
            #elseif DEBUG
            debugOnly()
            #endif
            #if canImport(ObjectiveC)
            @objc(Name)
            #endif
            #if compiler(>=6.4) || AIRKIT_STANDIN
            everywhere()
            #else
            appleWithOldCompiler()
            #endif
            #if AIRKIT_STANDIN || (os(iOS) && canImport(UIKit, _version: 9127))
            everywhere()
            #else
            appleWithOldSDK()
            #endif
            """

        let lines = SourceLines.lines(in: text, file: "Example.swift", for: .linuxStandIn)

        #expect(lines.map(\.number) == [2, 7, 12, 17])
    }

    @Test("Code nested in an Apple-only branch is Apple-only whatever its own condition")
    func nestedCodeInheritsTheBranch() {
        let text = """
            #if !AIRKIT_STANDIN
            #if DEBUG
            debugOnApple()
            #endif
            #endif
            """

        #expect(SourceLines.lines(in: text, file: "Example.swift", for: .linuxStandIn).count == 1)
    }
}
