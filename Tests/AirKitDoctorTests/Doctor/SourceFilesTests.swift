import AirKitConfiguration
import Foundation
import Testing

@testable import AirKitDoctor

@Suite("Swift and Objective-C sources to code evidence")
struct SourceFilesTests {
    private func evidence(_ files: [String]) throws -> CodeEvidence? {
        let fixtures = try TestFiles.fixtures
        let paths = files.map { fixtures + "/Projects/" + $0 }
        let scans = SourceFiles.scan(paths, paths: PathDisplay(currentDirectory: fixtures), scope: ReadScope(folder: fixtures))
        return SourceFiles.evidence(for: paths, from: scans)
    }

    @Test("maps a UIKit app's facts to sources, delegates and lookups, named relative to the working folder")
    func uikitFacts() throws {
        let code = try #require(
            try evidence([
                "UIKitDelegate/UIKitDelegate/AccessoryViewController.swift",
                "UIKitDelegate/UIKitDelegate/ExternalSceneDelegate.swift",
                "UIKitDelegate/UIKitDelegate/SceneLookup.swift",
            ]))
        #expect(code.fileCount == 3)
        #expect(
            code.accessorySources == [
                .init(
                    kind: .registration(isKept: false),
                    location: SourceLocation(path: "Projects/UIKitDelegate/UIKitDelegate/AccessoryViewController.swift", line: 9))
            ])
        let delegate = try #require(code.sceneDelegates.first)
        #expect(delegate.name == "ExternalSceneDelegate")
        #expect(delegate.windowCreationLines == [9])
        #expect(delegate.unhideLines.isEmpty)
        #expect(
            code.unfilteredFirstScenes == [
                SourceLocation(path: "Projects/UIKitDelegate/UIKitDelegate/SceneLookup.swift", line: 6)
            ])
    }

    @Test("keeps the @objc name and the key-window line of a delegate")
    func objcDelegate() throws {
        let code = try #require(
            try evidence(["KeyWindow/KeyWindow/ExternalSceneDelegate.swift", "KeyWindow/KeyWindow/KeyWindowApp.swift"]))
        let delegate = try #require(code.sceneDelegates.first)
        #expect(delegate.objcName == "ExternalDisplayDelegate")
        #expect(delegate.makeKeyLines == [12])
        #expect(code.accessorySources.map(\.kind) == [.airPlaySource])
    }

    @Test("files listed but missing are left out; none readable means no evidence")
    func missingFiles() throws {
        #expect(try evidence(["Nowhere/A.swift", "Nowhere/B.swift"]) == nil)
        #expect(try evidence(["NoSource/NoSource/NoSourceApp.swift", "Nowhere/B.swift"])?.fileCount == 1)
    }

    @Test("scans many files concurrently and keeps input order")
    func concurrentOrder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let files = try (0..<200).map { index in
            try scratch.write(
                "Sources/File\(index).swift", text: String(repeating: "\n", count: index) + "let s = connectedScenes.first\n")
        }
        let scans = SourceFiles.scan(
            files, paths: PathDisplay(currentDirectory: scratch.path), scope: ReadScope(folder: scratch.path))
        let code = try #require(SourceFiles.evidence(for: files, from: scans))
        #expect(code.unfilteredFirstScenes.map(\.line) == (0..<200).map { $0 + 1 })
    }
}
