import AirKitConfiguration
import AirKitDoctor
import AirKitSetup
import Foundation
import Testing

@Suite("setup --add-package: the AirKit package written as Xcode writes it")
struct PackageSetupTests {
    static let url = "https://github.com/example/AirKit.git"

    @Test("adds the reference, the product and the build file, in Xcode's section order; the target links AirKit")
    func addsPackage() throws {
        let workspace = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(packageURL: Self.url))
        let data = try #require(run.after["Plain.xcodeproj/project.pbxproj"])
        let text = String(decoding: data, as: UTF8.self)
        let project = try XcodeProjectReader.read(pbxproj: data, at: "p", sourceFilesInFolder: { _ in [] })
        #expect(project.targets.first?.packageProducts == ["AirKit"])
        let sections = text.split(separator: "\n").filter { $0.hasPrefix("/* Begin ") }.map { String($0) }
        #expect(sections == sections.sorted())
        #expect(sections.contains("/* Begin XCRemoteSwiftPackageReference section */"))
        #expect(sections.contains("/* Begin XCSwiftPackageProductDependency section */"))
        #expect(text.contains("\t\t\trepositoryURL = \"\(Self.url)\";\n"))
        // Until a version is tagged, `from:` cannot resolve: the reference follows the branch.
        switch AirKitRelease.requirement {
        case .branch(let branch):
            #expect(text.contains("\t\t\trequirement = {\n\t\t\t\tbranch = \(branch);\n\t\t\t\tkind = branch;\n\t\t\t};\n"))
        case .upToNextMajor(let version):
            #expect(text.contains("\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = \(version);\n"))
        }
        #expect(text.contains("\t\t\tproductName = AirKit;\n"))
        #expect(text.contains("\t\t\tpackageReferences = (\n"))
        #expect(text.contains("\t\t\tpackageProductDependencies = (\n"))
        #expect(text.contains(" /* AirKit in Frameworks */ = {isa = PBXBuildFile; productRef = "))
        // Every object identifier is 24 uppercase hexadecimal digits and defined once.
        let definitions = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == "\t" }
            guard line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), trimmed.count > 24 else { return nil }
            return String(trimmed.prefix(24))
        }
        #expect(definitions.allSatisfy { $0.allSatisfy { "0123456789ABCDEF".contains($0) } })
        #expect(Set(definitions).count == definitions.count)
        #expect(PlistChecks.onlyAddsLines(old: try #require(run.before["Plain.xcodeproj/project.pbxproj"]), new: data))
    }

    @Test("gives the same identifiers on every run, so two copies set up alike are byte-identical")
    func deterministic() throws {
        let first = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        let second = try Workspace.plain(with: "NoManifest.plist", app: .swiftUI)
        defer {
            first.remove()
            second.remove()
        }
        let options = SetupOptions(packageURL: Self.url)
        _ = try SetupRun(first, options: options)
        _ = try SetupRun(second, options: options)
        #expect(try first.data("Plain.xcodeproj/project.pbxproj") == second.data("Plain.xcodeproj/project.pbxproj"))
    }

    @Test("creates a Frameworks phase when the target has none")
    func createsFrameworksPhase() throws {
        let workspace = try Workspace(copying: Workspace.fixtures + "/Layered")
        defer { workspace.remove() }
        let run = try SetupRun(workspace, options: SetupOptions(packageURL: Self.url))
        let data = try #require(run.after["Layered.xcodeproj/project.pbxproj"])
        let project = try XcodeProjectReader.read(pbxproj: data, at: "p", sourceFilesInFolder: { _ in [] })
        #expect(project.targets.map(\.packageProducts) == [["AirKit"], []])
        #expect(String(decoding: data, as: UTF8.self).contains("/* Begin PBXFrameworksBuildPhase section */"))
    }
}
