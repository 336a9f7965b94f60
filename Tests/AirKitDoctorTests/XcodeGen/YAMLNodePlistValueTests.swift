import AirKitConfiguration
import AirKitDoctor
import Foundation
import Testing

@Suite("YAMLNode.plistValue: info.properties as the property list XcodeGen writes")
struct YAMLNodePlistValueTests {
    @Test("Plain booleans, integers and decimals are typed; quoted and other scalars stay strings")
    func scalarTypes() throws {
        let node = try YAMLReader.parse(
            "a: true\nb: NO\nc: 7\nd: \"7\"\ne: 1.5\nf: 0x1F\ng: text\nh:\ni: 'yes'\nj: 1.2.3\nk: -4\n")
        let plist = try #require(node.plistDictionary)
        #expect(plist["a"] as? Bool == true)
        #expect(plist["b"] as? Bool == false)
        #expect(plist["c"] as? Int == 7)
        #expect(plist["d"] as? String == "7")
        #expect(plist["e"] as? Double == 1.5)
        #expect(plist["f"] as? Int == 31)
        #expect(plist["g"] as? String == "text")
        #expect(plist["h"] as? String == "")
        #expect(plist["i"] as? String == "yes")
        #expect(plist["j"] as? String == "1.2.3")
        #expect(plist["k"] as? Int == -4)
    }

    @Test("Collections nest and the result is a valid property list")
    func collections() throws {
        let node = try YAMLReader.parse("list: [a, {b: [1, false]}]\nmap: {}\n")
        let plist = try #require(node.plistDictionary)
        let list = try #require(plist["list"] as? [Any])
        #expect(list.first as? String == "a")
        #expect(((list.last as? [String: Any])?["b"] as? [Any])?.last as? Bool == false)
        #expect((plist["map"] as? [String: Any])?.isEmpty == true)
        #expect(PropertyListSerialization.propertyList(plist, isValidFor: .xml))
    }

    @Test("A scalar or a list has no plist dictionary")
    func notAMapping() throws {
        #expect(try YAMLReader.parse("- a\n").plistDictionary == nil)
        #expect(try YAMLReader.parse("just text\n").plistDictionary == nil)
    }

    @Test("A scene manifest from info.properties reads as the external-display role it declares")
    func sceneManifest() throws {
        let text = """
            UIApplicationSceneManifest:
              UIApplicationSupportsMultipleScenes: yes
              UISceneConfigurations:
                UIWindowSceneSessionRoleExternalDisplayNonInteractive:
                  - UISceneConfigurationName: External
                    UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).ExternalSceneDelegate
            """
        let plist = try #require(try YAMLReader.parse(text).plistDictionary)
        let manifest = try #require(InfoPlist(dictionary: plist).sceneManifest)
        #expect(manifest.supportsMultipleScenes == true)
        let role = try #require(manifest.roles.first)
        #expect(role.roleName == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(role.entries.first?.delegateClassName == "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")
    }
}
