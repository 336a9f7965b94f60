import AirKitDoctor
import Foundation
import Testing

@Suite("XcodeProjectReader: an Xcode 15 project with groups and a Sources phase")
struct XcodeProjectReaderGroupsTests {
    let path = XcodeProjectFixtures.pbxprojPath(ofProject: "GroupsApp")
    let root = XcodeProjectFixtures.projectFolder("GroupsApp")

    private func text() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func appTarget() throws -> XcodeProject.Target {
        try #require(try XcodeProjectReader.read(pbxprojAt: path).targets.first)
    }

    @Test("Only native targets that exist are read, with their type and the line of their object")
    func targets() throws {
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        #expect(project.path == path)
        #expect(project.sourceRoot == root)
        #expect(project.targets.map(\.name) == ["GroupsApp"])
        let app = try #require(project.targets.first)
        #expect(app.isApplication)
        #expect(app.line == XcodeProjectFixtures.line(of: "A30000000000000000000001 /* GroupsApp */ = {", in: try text()))
    }

    @Test("Project and target configurations keep their names, lines and settings as written")
    func configurations() throws {
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        let text = try text()
        #expect(project.buildConfigurations.map(\.name) == ["Debug", "Release"])
        #expect(
            project.buildConfigurations.first?.line
                == XcodeProjectFixtures.line(of: "A70000000000000000000001 /* Debug */ = {", in: text))
        let debug = try #require(try appTarget().buildConfigurations.first)
        #expect(debug.name == "Debug")
        #expect(debug.settings["GENERATE_INFOPLIST_FILE"]?.value == "YES")
        #expect(debug.settings["INFOPLIST_FILE"]?.value == "App/Info.plist")
        #expect(debug.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "17.0")
        #expect(debug.settings["PRODUCT_MODULE_NAME"]?.value == "Café_Écran")
        #expect(debug.settings["INFOPLIST_KEY_CFBundleDisplayName"]?.value == "The \"Big\" Screen")
        #expect(debug.settings["OTHER_SWIFT_FLAGS"]?.value == "-DGREETING=\\\"hi\\\"")
        let generation = try #require(debug.settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"])
        #expect(generation.value == "YES")
        #expect(
            generation.line
                == XcodeProjectFixtures.line(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;", in: text))
        let release = try #require(try appTarget().buildConfigurations.last)
        #expect(release.settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]?.value == "NO")
    }

    @Test("A list-valued setting keeps each string, on the line of its key")
    func listSetting() throws {
        let debug = try #require(try appTarget().buildConfigurations.first)
        let paths = try #require(debug.settings["LD_RUNPATH_SEARCH_PATHS"])
        #expect(paths.values == ["$(inherited)", "@executable_path/Frameworks"])
        #expect(paths.value == "$(inherited) @executable_path/Frameworks")
        let firstListLine = XcodeProjectFixtures.line(of: "LD_RUNPATH_SEARCH_PATHS = (", in: try text())
        #expect(paths.line == firstListLine)
    }

    @Test("A target sees project-level settings it does not set itself, and its own over the project's")
    func inheritedSettings() throws {
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        let app = try #require(project.targets.first)
        let debug = try #require(app.buildConfigurations.first)
        let swiftVersion = try #require(project.setting("SWIFT_VERSION", target: app, configuration: debug))
        #expect(swiftVersion.value == "5.0")
        #expect(swiftVersion.line == XcodeProjectFixtures.line(of: "SWIFT_VERSION = 5.0;", in: try text()))
        #expect(project.setting("IPHONEOS_DEPLOYMENT_TARGET", target: app, configuration: debug)?.value == "17.0")
        #expect(project.setting("SWIFT_COMPILATION_MODE", target: app, configuration: debug) == nil)
    }

    @Test("Swift and Objective-C sources resolve through groups, SOURCE_ROOT and absolute paths; others are skipped")
    func swiftSources() throws {
        let sources = try appTarget().sourcePaths
        #expect(
            sources == [
                "\(root)/App/GroupsAppApp.swift",
                "\(root)/App/ContentView.swift",
                "\(root)/App/Views/DetailView.swift",
                "\(root)/Shared/Logger.swift",
                "\(root)/App/Bridge.m",
                "\(root)/App/Tokens.swift",
                "/opt/shared/Constants.swift",
            ])
        for source in sources.dropLast() {
            #expect(FileManager.default.fileExists(atPath: source), "\(source)")
        }
    }
}

@Suite("XcodeProjectReader: an Xcode 16 project with synchronized folders")
struct XcodeProjectReaderSynchronizedTests {
    let path = XcodeProjectFixtures.pbxprojPath(ofProject: "SyncedApp")
    let root = XcodeProjectFixtures.projectFolder("SyncedApp")

    @Test("App, unit tests and widget extension are read in the project's order")
    func targets() throws {
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        #expect(project.targets.map(\.name) == ["SyncedApp", "SyncedAppTests", "SyncedWidgetExtension"])
        #expect(project.targets.map(\.isApplication) == [true, false, false])
        #expect(
            project.targets.map(\.productType) == [
                "com.apple.product-type.application", "com.apple.product-type.bundle.unit-test",
                "com.apple.product-type.app-extension",
            ])
        #expect(project.targets.allSatisfy { $0.buildConfigurations.map(\.name) == ["Debug", "Release"] })
    }

    @Test("A synchronized folder gives every Swift file on disk, less the target's exceptions")
    func appSources() throws {
        let app = try #require(try XcodeProjectReader.read(pbxprojAt: path).targets.first)
        #expect(
            app.sourcePaths == [
                "\(root)/SyncedApp/ContentView.swift",
                "\(root)/SyncedApp/Features/Home/HomeView.swift",
                "\(root)/SyncedApp/Shared/Palette.swift",
                "\(root)/SyncedApp/SyncedAppApp.swift",
            ])
    }

    @Test("An exception set naming another target adds the listed file to that target")
    func sharedFileJoinsTheWidget() throws {
        let project = try XcodeProjectReader.read(pbxprojAt: path)
        #expect(project.targets[1].sourcePaths == ["\(root)/SyncedAppTests/SyncedAppTests.swift"])
        #expect(
            project.targets[2].sourcePaths == [
                "\(root)/SyncedWidget/SyncedWidget.swift",
                "\(root)/SyncedWidget/SyncedWidgetBundle.swift",
                "\(root)/SyncedApp/Shared/Palette.swift",
            ])
    }

    @Test("A folder whose listing stopped at its bound is named, so the sources count as incomplete")
    func cutShortListing() throws {
        let data = try XcodeProjectFixtures.contents(of: path)
        let project = try XcodeProjectReader.read(pbxproj: data, at: "/work/P/P.xcodeproj/project.pbxproj") { folder in
            folder == "/work/P/SyncedApp" ? FolderListing(files: ["A.swift"], isComplete: false) : []
        }
        #expect(project.targets.first?.unlistedFolders == ["/work/P/SyncedApp"])
        #expect(project.targets.dropFirst().allSatisfy { $0.unlistedFolders.isEmpty })
    }

    @Test("Folders are listed through the given lister; exceptions match whole path components")
    func fakeLister() throws {
        let data = try XcodeProjectFixtures.contents(of: path)
        var listed: [String] = []
        let project = try XcodeProjectReader.read(pbxproj: data, at: "/work/P/P.xcodeproj/project.pbxproj") { folder in
            listed.append(folder)
            return folder == "/work/P/SyncedApp" ? ["A.swift", "Legacy/Old.swift", "LegacyView.swift"] : []
        }
        #expect(listed == ["/work/P/SyncedApp", "/work/P/SyncedAppTests", "/work/P/SyncedWidget"])
        #expect(project.sourceRoot == "/work/P")
        #expect(project.targets.first?.sourcePaths == ["/work/P/SyncedApp/A.swift", "/work/P/SyncedApp/LegacyView.swift"])
    }
}

@Suite("XcodeProjectReader: broken and hostile files")
struct XcodeProjectReaderBrokenTests {
    @Test("A partly broken project keeps every piece that can be read and skips the rest")
    func partlyBroken() throws {
        let root = XcodeProjectFixtures.projectFolder("PartlyBroken")
        let project = try XcodeProjectReader.read(pbxprojAt: XcodeProjectFixtures.pbxprojPath(ofProject: "PartlyBroken"))
        #expect(project.buildConfigurations.isEmpty)
        #expect(project.targets.map(\.name) == ["WrongListType", "BrokenPhases", "NamedByProduct", "OddConfigurations"])
        #expect(project.targets[0].buildConfigurations.isEmpty)
        // The looping group chain cannot be placed on disk; the good file can.
        #expect(project.targets[1].sourcePaths == ["\(root)/Good.swift"])
        let odd = project.targets[3].buildConfigurations
        #expect(odd.map(\.name) == ["Debug", "Release"])
        #expect(odd[0].settings.isEmpty)
        #expect(odd[1].settings["MIXED"]?.values == ["one", "four"])
        #expect(odd[1].settings["PLAIN"]?.value == "value")
        #expect(odd[1].settings["NESTED"] == nil)
    }

    @Test(
        "Unreadable or malformed files give a one-line error without the path",
        arguments: [
            ("latin1-byte.pbxproj", "not UTF-8 (byte 0xE9 at line 7)"),
            ("deep-nesting.pbxproj", "line 2: nesting deeper than 512 levels"),
            ("empty.pbxproj", "empty file"),
            ("bare-word.pbxproj", "line 1: the top level is not a dictionary"),
            ("byte-order-mark.pbxproj", "line 7: 'rootObject' does not name a PBXProject"),
            ("unterminated-string.pbxproj", "line 4: unterminated string"),
            ("no-such-file.pbxproj", "no such file"),
        ])
    func hostile(name: String, expected: String) {
        let path = XcodeProjectFixtures.hostileFile(name)
        #expect(throws: XcodeProjectReadError(description: expected)) { try XcodeProjectReader.read(pbxprojAt: path) }
    }

    @Test("A folder given as the file is refused")
    func folderInsteadOfFile() {
        #expect(throws: XcodeProjectReadError(description: "is a folder, not a project.pbxproj file")) {
            try XcodeProjectReader.read(pbxprojAt: XcodeProjectFixtures.folder)
        }
    }

    @Test(
        "A tree without objects or a project object is not a project",
        arguments: [
            ("{ rootObject = X; }", "line 1: no 'objects' dictionary"),
            (
                "{\n objects = {\n  X = {isa = PBXGroup;};\n };\n rootObject = X;\n}",
                "line 5: 'rootObject' does not name a PBXProject"
            ),
            ("( a )", "line 1: the top level is not a dictionary"),
        ])
    func notAProject(text: String, expected: String) {
        #expect(throws: XcodeProjectReadError(description: expected)) {
            try XcodeProjectReader.read(pbxproj: Data(text.utf8), at: "/P.xcodeproj/project.pbxproj") { _ in [] }
        }
    }
}
