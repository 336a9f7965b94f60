import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("XcodeGenReader: real-world spec shapes")
struct XcodeGenReaderTests {
    private func read(_ fixture: String) throws -> XcodeGenProject {
        try XcodeGenReader.read(projectAt: TestFiles.fixture("XcodeGen/\(fixture)/project.yml"))
    }

    private func folder(_ fixture: String) throws -> String {
        try TestFiles.fixture("XcodeGen/\(fixture)")
    }

    private func line(of text: String, in fixture: String) throws -> Int {
        let contents = try String(contentsOfFile: TestFiles.fixture("XcodeGen/\(fixture)/project.yml"), encoding: .utf8)
        let lines = contents.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test("An iOS app with info.path and settings.base: platform, paths, settings and their lines")
    func basicApp() throws {
        let project = try read("BasicApp")
        let root = try folder("BasicApp")
        #expect(project.name == "Banner")
        #expect(project.sourceRoot == root)
        #expect(project.deploymentTargets == ["iOS": "17.0"])
        #expect(project.targets.map(\.name) == ["Banner", "BannerWidgets"])
        let app = try #require(project.targets.first)
        #expect(app.isApplication)
        #expect(app.platforms == ["iOS"])
        #expect(app.deploymentTarget == "17.0")
        #expect(app.line == (try line(of: "  Banner:", in: "BasicApp")))
        #expect(app.sources == [root + "/Banner", root + "/Shared"])
        #expect(app.infoPath == root + "/Banner/Info.plist")
        #expect(app.infoProperties == nil)
        #expect(app.settings.base["GENERATE_INFOPLIST_FILE"]?.value == "NO")
        #expect(app.settings.base["INFOPLIST_FILE"]?.value == "Banner/Info.plist")
        #expect(app.settings.base["OTHER_LDFLAGS"]?.values == ["-ObjC", "-lc++"])
        let generation = try #require(app.settings.base["INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]"])
        #expect(generation.value == "YES")
        #expect(generation.line == (try line(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation", in: "BasicApp")))
        #expect(generation.file == root + "/project.yml")
        #expect(app.sdkDependencies == ["AVKit.framework"])
        #expect(app.targetDependencies == ["BannerWidgets"])
        #expect(project.targets.last?.sources == [root + "/BannerWidgets"])
        #expect(!project.targets[1].isApplication)
    }

    @Test("Per-configuration settings override base ones, and project settings are the fallback")
    func configurationSettings() throws {
        let project = try read("BasicApp")
        let app = try #require(project.targets.first)
        #expect(project.setting("IPHONEOS_DEPLOYMENT_TARGET", target: app, configuration: "Debug")?.value == "17.4")
        #expect(project.setting("IPHONEOS_DEPLOYMENT_TARGET", target: app, configuration: "Release")?.value == "17.0")
        #expect(project.setting("ENABLE_USER_SCRIPT_SANDBOXING", target: app, configuration: "Debug")?.value == "YES")
        #expect(project.setting("EXCLUDED_ARCHS[sdk=iphonesimulator*]", target: app, configuration: "Release")?.value == "x86_64")
        #expect(project.setting("DEVELOPMENT_TEAM", target: app, configuration: "Release")?.value == "")
        #expect(project.setting("NOT_SET", target: app, configuration: "Release") == nil)
    }

    @Test("A missing include is reported as unreadable, since XcodeGen stops there, and the rest of the spec is still read")
    func missingInclude() throws {
        let project = try read("BasicApp")
        #expect(project.problems.isEmpty)
        #expect(
            project.unreadableIncludes == [
                InputError(
                    path: try folder("BasicApp") + "/local.yml",
                    reason: "no such file or directory (included by project.yml line 13)")
            ])
        #expect(project.includedFiles == [try folder("BasicApp") + "/local.yml"])
    }

    @Test("info.properties with an external-display scene becomes the Info.plist XcodeGen writes")
    func sceneManifestProperties() throws {
        let project = try read("SceneManifestApp")
        let app = try #require(project.targets.first)
        #expect(app.deploymentTarget == "18.0")
        let properties = try #require(app.infoProperties?.plistDictionary)
        #expect(properties["CFBundleDisplayName"] as? String == "Score 'n' Board")
        #expect(properties["CFBundleShortVersionString"] as? String == "1.0")
        #expect(properties["CFBundleVersion"] as? Int == 7)
        #expect(properties["UIRequiresFullScreen"] as? Bool == false)
        #expect((properties["UIRequiredDeviceCapabilities"] as? [Any])?.first as? [String: Bool] == ["armv7": true])
        let plist = InfoPlist(dictionary: properties)
        #expect(plist.problems.isEmpty)
        let roles = try #require(plist.sceneManifest?.roles)
        let external = try #require(roles.first { $0.roleName == "UIWindowSceneSessionRoleExternalDisplayNonInteractive" })
        #expect(external.entries.first?.name == "External Display")
        #expect(external.entries.first?.delegateClassName == "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")
        let roleLine = app.infoProperties?["UIApplicationSceneManifest"]?["UISceneConfigurations"]?
            .entry("UIWindowSceneSessionRoleExternalDisplayNonInteractive")?.keyLine
        #expect(roleLine == (try line(of: "UIWindowSceneSessionRoleExternalDisplayNonInteractive:", in: "SceneManifestApp")))
    }

    @Test("Plain-map settings, with YAML booleans written the way XcodeGen writes them")
    func plainMapSettings() throws {
        let app = try #require(try read("SceneManifestApp").targets.first)
        #expect(app.settings.base["GENERATE_INFOPLIST_FILE"]?.value == "YES")
        #expect(app.settings.base["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]?.value == "NO")
        #expect(app.settings.configs.isEmpty)
    }

    @Test("Package dependencies give the linked products; an undefined package is reported")
    func packageProducts() throws {
        let project = try read("SceneManifestApp")
        #expect(project.packages == ["AirKit", "Charts"])
        let app = try #require(project.targets.first)
        #expect(app.packageProducts == ["AirKit", "ChartsCore", "ChartsUI", "Missing"])
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.contains("package 'Missing'") == true)
    }

    @Test("platform: [iOS, tvOS] gives one target per platform, named, substituted and product-named as XcodeGen does")
    func multiPlatform() throws {
        let project = try read("MultiPlatform")
        let root = try folder("MultiPlatform")
        #expect(project.targets.map(\.name) == ["Theater_iOS", "Theater_tvOS", "TinyRemote"])
        let iOS = project.targets[0]
        let tvOS = project.targets[1]
        #expect(iOS.platforms == ["iOS"])
        #expect(tvOS.platform == "tvOS")
        #expect(iOS.deploymentTarget == "17.0")
        #expect(tvOS.deploymentTarget == "18.0")
        #expect(tvOS.sources == [root + "/Theater/Shared", root + "/Theater/tvOS"])
        #expect(tvOS.settings.base["INFOPLIST_FILE"]?.value == "Theater/tvOS/Info.plist")
        #expect(tvOS.settings.base["PRODUCT_BUNDLE_IDENTIFIER"]?.value == "org.example.theater.tvOS")
        #expect(tvOS.settings.base["TARGETED_DEVICE_FAMILY"]?.value == "3")
        #expect(iOS.settings.base["TARGETED_DEVICE_FAMILY"]?.value == "1,2")
        #expect(iOS.packageProducts == ["AirKit"])
        #expect(tvOS.settings.base["PRODUCT_NAME"]?.value == "Theater")
        #expect(project.targets[2].settings.base["PRODUCT_NAME"]?.value == "Remote")
        #expect(iOS.line == tvOS.line)
        #expect(project.problems.isEmpty)
    }

    @Test("supportedDestinations list the platforms; deployment targets come from options")
    func supportedDestinations() throws {
        let project = try read("Destinations")
        let app = try #require(project.targets.first)
        #expect(app.platform == "auto")
        #expect(app.supportedDestinations == ["iOS", "macOS", "visionOS"])
        #expect(app.platforms == ["iOS", "macOS", "visionOS"])
        #expect(app.deploymentTarget == "16.0")
        #expect(app.sources == [try folder("Destinations") + "/Gallery"])
        #expect(app.settings.base["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]?.value == "YES")
    }

    @Test("Includes merge (lists append, :REPLACE replaces), paths stay relative to their own file, templates apply")
    func includesAndTemplates() throws {
        let project = try read("Included")
        let root = try folder("Included")
        #expect(project.includedFiles == [root + "/specs/base.yml"])
        #expect(project.problems.isEmpty)
        #expect(project.configurations == ["Debug", "Staging Release", "Release"])
        #expect(
            project.configFiles == ["Debug": root + "/Configs/Debug.xcconfig", "Release": root + "/Configs/Release.xcconfig"])
        #expect(project.targets.map(\.name) == ["Stadium"])
        let app = try #require(project.targets.first)
        #expect(app.type == "application")
        #expect(app.platforms == ["iOS"])
        #expect(app.file == root + "/specs/base.yml")
        #expect(app.sources == [root + "/Arena/Stadium", root + "/Arena"])
        #expect(app.infoPath == root + "/Arena/Info.plist")
        #expect(app.configFiles == ["Debug": root + "/Configs/App-Debug.xcconfig"])
        #expect(app.settings.base["GENERATE_INFOPLIST_FILE"]?.file == root + "/specs/base.yml")
        #expect(app.infoProperties?["UIApplicationSceneManifest"]?["UIApplicationSupportsMultipleScenes"]?.boolValue == false)
    }

    @Test("configs keys apply to every configuration whose name contains them, exact names first")
    func configMatching() throws {
        let project = try read("Included")
        let app = try #require(project.targets.first)
        #expect(project.setting("SWIFT_COMPILATION_MODE", target: app, configuration: "Staging Release")?.value == "wholemodule")
        #expect(project.setting("SWIFT_COMPILATION_MODE", target: app, configuration: "Release")?.value == "wholemodule")
        #expect(project.setting("IPHONEOS_DEPLOYMENT_TARGET", target: app, configuration: "Release")?.value == "18.0")
        #expect(project.setting("IPHONEOS_DEPLOYMENT_TARGET", target: app, configuration: "Staging Release") == nil)
        #expect(project.setting("SWIFT_COMPILATION_MODE", target: app, configuration: "Debug") == nil)
    }
}
