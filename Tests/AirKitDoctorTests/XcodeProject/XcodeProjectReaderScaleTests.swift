import AirKitDoctor
import Foundation
import Testing

/// Hostile files whose size is ordinary but whose structure multiplies work: the model must stay
/// in proportion to the file.
@Suite("XcodeProjectReader: structures that multiply work")
struct XcodeProjectReaderScaleTests {
    private func read(_ text: String) throws -> XcodeProject {
        try XcodeProjectReader.read(pbxproj: Data(text.utf8), at: "/P/P.xcodeproj/project.pbxproj") { _ in [] }
    }

    /// `targetCount` targets that all list the same Sources phase of `fileCount` Swift files and
    /// the same configuration list.
    private func sharedPhaseProject(targetCount: Int, fileCount: Int) -> String {
        var objects = ""
        var phaseFiles = ""
        for index in 0..<fileCount {
            objects +=
                "B\(index) = {isa = PBXBuildFile; fileRef = F\(index);};\nF\(index) = {isa = PBXFileReference; path = f\(index).swift; sourceTree = SOURCE_ROOT;};\n"
            phaseFiles += "B\(index),"
        }
        objects += "S = {isa = PBXSourcesBuildPhase; files = (\(phaseFiles));};\n"
        objects +=
            "L = {isa = XCConfigurationList; buildConfigurations = (C);};\nC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {A = B;};};\n"
        var targets = ""
        for index in 0..<targetCount {
            objects += "T\(index) = {isa = PBXNativeTarget; name = T\(index); buildPhases = (S); buildConfigurationList = L;};\n"
            targets += "T\(index),"
        }
        objects += "R = {isa = PBXProject; targets = (\(targets));};\n"
        return "{ objects = {\n\(objects)}; rootObject = R; }"
    }

    @Test("Targets sharing one large Sources phase stop adding sources at the overall limit")
    func sharedSourcesPhase() throws {
        let limit = XcodeProjectReader.maximumSourcePaths
        let project = try read(sharedPhaseProject(targetCount: limit / 1_000 + 50, fileCount: 1_000))
        #expect(project.targets.count == limit / 1_000 + 50)
        #expect(project.targets.first?.sourcePaths.first == "/P/f0.swift")
        #expect(project.targets.first?.sourcePaths.count == 1_000)
        #expect(project.targets.reduce(0) { $0 + $1.sourcePaths.count } == limit)
        #expect(project.targets.last?.sourcePaths.isEmpty == true)
        #expect(project.targets.allSatisfy { $0.buildConfigurations.first?.settings["A"]?.value == "B" })
    }

    /// A project whose one Swift file sits `depth` groups deep, each group adding `g/` to its path.
    private func groupChainProject(depth: Int) -> String {
        var objects = "F = {isa = PBXFileReference; path = deep.swift;};\nG0 = {isa = PBXGroup; children = (F); path = g;};\n"
        for level in 1..<depth {
            objects += "G\(level) = {isa = PBXGroup; children = (G\(level - 1)); path = g;};\n"
        }
        objects += "B = {isa = PBXBuildFile; fileRef = F;};\nS = {isa = PBXSourcesBuildPhase; files = (B);};\n"
        objects += "T = {isa = PBXNativeTarget; name = T; buildPhases = (S);};\nR = {isa = PBXProject; targets = (T);};\n"
        return "{ objects = {\n\(objects)}; rootObject = R; }"
    }

    @Test("A group chain deeper than any real project resolves to no path instead of walking on")
    func deepGroupChain() throws {
        let project = try read(groupChainProject(depth: 300))
        #expect(project.targets.first?.sourcePaths == [])
    }

    @Test("A group chain just under the limit still resolves")
    func longButFiniteGroupChain() throws {
        let project = try read(groupChainProject(depth: 200))
        let expected = "/P/" + Array(repeating: "g", count: 200).joined(separator: "/") + "/deep.swift"
        #expect(project.targets.first?.sourcePaths == [expected])
    }
}
