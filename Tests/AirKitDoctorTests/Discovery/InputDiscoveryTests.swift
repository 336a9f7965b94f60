import AirKitDoctor
import Foundation
import Testing

@Suite("InputDiscovery")
struct InputDiscoveryTests {
    @Test("finds apps, archived apps and projects in a tree, skipping build folders, dependencies and bundle insides")
    func searchesTrees() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Banner.app/Info.plist")
        try scratch.write("Banner.app/PlugIns/Widget.appex/Info.plist")
        try scratch.write("Banner.app/Frameworks/Nested.app/Info.plist")
        try scratch.write("Archives/Banner 2026.xcarchive/Products/Applications/Banner.app/Info.plist")
        try scratch.write("Sources/Banner.xcodeproj/project.pbxproj")
        for skipped in [
            ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages", ".swiftpm", ".hidden",
        ] {
            try scratch.write("\(skipped)/Other.app/Info.plist")
            try scratch.write("\(skipped)/Other.xcodeproj/project.pbxproj")
        }
        try scratch.write("Vendor/Kit.framework/Inner.app/Info.plist")
        try scratch.write("Loose/Info.plist")
        let found = try InputDiscovery.discover(scratch.path)
        #expect(
            found.appBundles == [
                scratch.path + "/Archives/Banner 2026.xcarchive/Products/Applications/Banner.app", scratch.path + "/Banner.app",
            ])
        #expect(found.projects == [scratch.path + "/Sources/Banner.xcodeproj/project.pbxproj"])
        #expect(found.infoPlists.isEmpty)
    }

    @Test("takes PATH itself as an app, an archive, a project, a pbxproj or an Info.plist")
    func takesPathKinds() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let app = try scratch.folder("A.app")
        try scratch.write("B.xcarchive/Products/Applications/B.app/Info.plist")
        let pbxproj = try scratch.write("C.xcodeproj/project.pbxproj")
        let plist = try scratch.write("D/Info.plist")
        #expect(try InputDiscovery.discover(app) == DiscoveredInputs(appBundles: [app]))
        #expect(
            try InputDiscovery.discover(scratch.path + "/B.xcarchive").appBundles == [
                scratch.path + "/B.xcarchive/Products/Applications/B.app"
            ])
        #expect(try InputDiscovery.discover(scratch.path + "/C.xcodeproj") == DiscoveredInputs(projects: [pbxproj]))
        #expect(try InputDiscovery.discover(pbxproj) == DiscoveredInputs(projects: [pbxproj]))
        #expect(try InputDiscovery.discover(plist) == DiscoveredInputs(infoPlists: [plist]))
    }

    @Test("says what is wrong with a PATH that holds nothing to inspect")
    func reportsEmptyInputs() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("Sources/Info.plist")
        try scratch.folder("Empty.xcarchive/Products/Applications")
        try scratch.folder("Bare.xcodeproj")
        #expect(
            throws: InputError(
                path: scratch.path + "/Sources",
                reason: "nothing to inspect: no .app, .xcarchive, .xcodeproj, project.yml or app Info.plist inside")
        ) {
            try InputDiscovery.discover(scratch.path + "/Sources")
        }
        #expect(throws: InputError(path: scratch.path + "/Empty.xcarchive", reason: "no .app in Products/Applications")) {
            try InputDiscovery.discover(scratch.path + "/Empty.xcarchive")
        }
        #expect(throws: InputError(path: scratch.path + "/Bare.xcodeproj", reason: "no project.pbxproj inside")) {
            try InputDiscovery.discover(scratch.path + "/Bare.xcodeproj")
        }
        #expect(throws: InputError(path: scratch.path + "/missing", reason: "no such file or directory")) {
            try InputDiscovery.discover(scratch.path + "/missing")
        }
    }

    @Test("does not follow a symbolic link that loops back up the tree")
    func ignoresLinkCycles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("App/Banner.app/Info.plist")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/App/loop", withDestinationPath: scratch.path)
        #expect(try InputDiscovery.discover(scratch.path).appBundles == [scratch.path + "/App/Banner.app"])
    }
}
