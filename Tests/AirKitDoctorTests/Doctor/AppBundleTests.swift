import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("The doctor on app bundles")
struct AppBundleTests {
    @Test("a bundle without its executable is checked from its Info.plist, and says the executable was not inspected")
    func bundleWithoutExecutable() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle(infoPlist: "Built-NoDelegate.plist")
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Banner.app")
        let app = try #require(report.apps.first)
        #expect(app.name == "Banner.app")
        #expect(app.diagnosis.findings.map(\.id) == [.externalRoleWithoutDelegate])
        #expect(app.diagnosis.findings.allSatisfy { $0.location.path == "Banner.app/Info.plist" })
        #expect(app.diagnosis.gaps.map(\.part) == [.executable, .xcodeProject, .sources])
    }

    @Test("an executable that is not Mach-O is one error naming it")
    func garbageExecutable() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle(infoPlist: "Built-Healthy.plist", executable: Data("#!/bin/sh\necho not mach-o\n".utf8))
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine(".")
        #expect(report.apps.isEmpty)
        #expect(report.errors.map(\.path) == ["Banner.app/Banner"])
        #expect(report.exitStatus == .usageOrInputError)
    }

    @Test("a bundle without an Info.plist is one error naming the bundle")
    func bundleWithoutInfoPlist() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.folder("Empty.app")
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Empty.app")
        #expect(report.errors == [InputError(path: "Empty.app", reason: "no Info.plist inside; not an app bundle")])
    }

    @Test("an archive's apps are each diagnosed")
    func archiveApps() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.appBundle("Banner.xcarchive/Products/Applications/Banner.app", infoPlist: "Built-Healthy-binary.plist")
        let report = Doctor(paths: PathDisplay(currentDirectory: scratch.path)).examine("Banner.xcarchive")
        #expect(report.apps.map(\.name) == ["Banner.app"])
        #expect(report.apps.first?.inputs.first?.path == "Banner.xcarchive/Products/Applications/Banner.app/Info.plist")
    }
}
