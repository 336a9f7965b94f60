import AirKitConfiguration
import Foundation
import Testing

@Suite("InfoPlist(dictionary:)")
struct InfoPlistModelTests {
    @Test("reads the top-level keys and the scene manifest, roles sorted by name")
    func readsKeysAndManifest() throws {
        let dictionary = Fake.builtDictionary(
            manifest: Fake.manifest([
                Fake.externalRole: [Fake.airKitEntry],
                Fake.applicationRole: [["UISceneConfigurationName": "Default Configuration", "UISceneStoryboardFile": "Main"]],
                "CPTemplateApplicationSceneSessionRoleApplication": [],
            ]))
        let plist = InfoPlist(dictionary: dictionary)
        #expect(plist.executableName == "Banner")
        #expect(plist.sdkName == "iphoneos27.0")
        #expect(plist.sdkVersion == OSVersion(27))
        #expect(plist.minimumOSVersion == OSVersion(17))
        #expect(plist.xcodeBuild == "2700")
        #expect(plist.isStampedByBuild)
        #expect(plist.problems.isEmpty)
        let manifest = try #require(plist.sceneManifest)
        #expect(manifest.supportsMultipleScenes == true)
        #expect(
            manifest.roles.map(\.roleName) == [
                "CPTemplateApplicationSceneSessionRoleApplication", Fake.applicationRole, Fake.externalRole,
            ])
        #expect(manifest.roles.map(\.role) == [nil, .application, .externalDisplayNonInteractive])
        let entry = try #require(manifest.entries(for: .externalDisplayNonInteractive).first)
        #expect(entry.name == "AirPlay")
        #expect(entry.sceneClassName == "UIWindowScene")
        #expect(entry.delegateClassName == "AirKitSceneDelegate")
        #expect(entry.keyPath.description == "UIApplicationSceneManifest.UISceneConfigurations.\(Fake.externalRole)[0]")
        #expect(manifest.entries(for: .application).first?.storyboardName == "Main")
    }

    @Test("records values of the wrong type and leaves them out")
    func recordsProblems() {
        let plist = InfoPlist(dictionary: [
            "CFBundleExecutable": 7,
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": "YES",
                "UISceneConfigurations": [
                    Fake.externalRole: [["UISceneDelegateClassName": ["not", "a", "string"]], "loose string"],
                    Fake.applicationRole: ["UISceneConfigurationName": "x"],
                ],
            ],
        ])
        #expect(plist.executableName == nil)
        #expect(plist.sceneManifest?.supportsMultipleScenes == nil)
        #expect(plist.sceneManifest?.entries(for: .externalDisplayNonInteractive).count == 1)
        #expect(plist.sceneManifest?.entries(for: .externalDisplayNonInteractive).first?.delegateClassName == nil)
        let problems = plist.problems.map { "\($0.keyPath): \($0.found), expected \($0.expected)" }
        #expect(
            problems == [
                "CFBundleExecutable: a number, expected a string",
                "UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes: a string, expected a Boolean",
                "UIApplicationSceneManifest.UISceneConfigurations.\(Fake.applicationRole): a dictionary, expected an array",
                "UIApplicationSceneManifest.UISceneConfigurations.\(Fake.externalRole)[0].UISceneDelegateClassName: an array, expected a string",
                "UIApplicationSceneManifest.UISceneConfigurations.\(Fake.externalRole)[1]: a string, expected a dictionary",
            ])
    }

    @Test("reads Booleans and numbers as UIKit does, not strings")
    func readsBooleans() {
        let cases: [(Any, Bool?)] = [(true, true), (false, false), (1, true), (0, false), ("YES", nil)]
        for (value, expected) in cases {
            #expect(InfoPlist(dictionary: ["UIRequiresFullScreen": value]).requiresFullScreen == expected)
        }
    }

    @Test("a source Info.plist carries no build stamp")
    func sourceHasNoStamp() {
        #expect(!InfoPlist(dictionary: ["UIApplicationSceneManifest": Fake.manifest()]).isStampedByBuild)
    }

    @Test("an empty UISceneConfigurations has no configurations")
    func emptyConfigurations() throws {
        let manifest = try #require(InfoPlist(dictionary: ["UIApplicationSceneManifest": Fake.manifest([:])]).sceneManifest)
        #expect(manifest.declaresConfigurations)
        #expect(!manifest.hasConfigurations)
    }
}

@Suite("PlistKeyPath")
struct PlistKeyPathTests {
    @Test("prints in plutil's dotted style with bracketed indices")
    func description() {
        let path = PlistKeyPath.configurations(forRoleNamed: "Role").appending(index: 2).appending(
            key: "UISceneDelegateClassName")
        #expect(path.description == "UIApplicationSceneManifest.UISceneConfigurations.Role[2].UISceneDelegateClassName")
        #expect(path.parent?.parent == .configurations(forRoleNamed: "Role"))
        #expect(PlistKeyPath().parent == nil)
    }

    @Test("locations fall back to the nearest enclosing key with a line")
    func locationFallsBack() {
        let evidence = InfoPlistEvidence(plist: InfoPlist(), path: "Info.plist", keyLines: [.sceneManifest: 4])
        #expect(evidence.location(of: .sceneConfigurations) == SourceLocation(path: "Info.plist", line: 4))
        #expect(evidence.location(of: PlistKeyPath(keys: "Other")) == SourceLocation(path: "Info.plist"))
    }
}
