#!/usr/bin/env python3
"""Writes the doctor's fixture projects: one iOS app target each, hand-shaped like Xcode's files.

Run from this folder: python3 make_projects.py. Every fixture is deterministic, so rerunning it
changes nothing unless this script changed.
"""
import hashlib
import os
import plistlib

EXTERNAL = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
APPLICATION = "UIWindowSceneSessionRoleApplication"


def object_id(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def quote(value):
    if value and all((c.isascii() and c.isalnum()) or c in "._/" for c in value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def settings_block(settings, indent):
    lines = []
    for key in sorted(settings):
        lines.append(f"{indent}{key} = {quote(settings[key])};")
    return "\n".join(lines)


def pbxproj(name, folder, swift_files, target_settings, project_settings=None):
    """An objectVersion 60 project with one app target whose sources sit in the group `folder`."""
    project_settings = project_settings or {"IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos"}
    ids = {key: object_id(name, key) for key in [
        "project", "main", "group", "products", "target", "app", "sources", "frameworks", "resources",
        "projectList", "targetList", "projectDebug", "projectRelease", "targetDebug", "targetRelease"]}
    files = [(file, object_id(name, "ref", file), object_id(name, "build", file)) for file in swift_files]
    build_files = "\n".join(
        f"\t\t{build} /* {file} in Sources */ = {{isa = PBXBuildFile; fileRef = {ref} /* {file} */; }};"
        for file, ref, build in files)
    file_refs = "\n".join(
        f"\t\t{ref} /* {file} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = {quote(file)}; sourceTree = \"<group>\"; }};"
        for file, ref, build in files)
    children = "\n".join(f"\t\t\t\t{ref} /* {file} */," for file, ref, build in files)
    phase_files = "\n".join(f"\t\t\t\t{build} /* {file} in Sources */," for file, ref, build in files)

    def configuration(key, config, settings):
        return (f"\t\t{ids[key]} /* {config} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n"
                f"{settings_block(settings, chr(9) * 4)}\n\t\t\t}};\n\t\t\tname = {config};\n\t\t}};")

    def target_config(config):
        settings = dict(target_settings)
        return {key: (value[config] if isinstance(value, dict) else value) for key, value in settings.items()}

    return f"""// !$*UTF8*$!
{{
	archiveVersion = 1;
	classes = {{
	}};
	objectVersion = 60;
	objects = {{

/* Begin PBXBuildFile section */
{build_files}
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		{ids['app']} /* {name}.app */ = {{isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = {quote(name + '.app')}; sourceTree = BUILT_PRODUCTS_DIR; }};
{file_refs}
/* End PBXFileReference section */

/* Begin PBXFrameworksBuildPhase section */
		{ids['frameworks']} /* Frameworks */ = {{
			isa = PBXFrameworksBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
/* End PBXFrameworksBuildPhase section */

/* Begin PBXGroup section */
		{ids['main']} = {{
			isa = PBXGroup;
			children = (
				{ids['group']} /* {folder} */,
				{ids['products']} /* Products */,
			);
			sourceTree = "<group>";
		}};
		{ids['group']} /* {folder} */ = {{
			isa = PBXGroup;
			children = (
{children}
			);
			path = {quote(folder)};
			sourceTree = "<group>";
		}};
		{ids['products']} /* Products */ = {{
			isa = PBXGroup;
			children = (
				{ids['app']} /* {name}.app */,
			);
			name = Products;
			sourceTree = "<group>";
		}};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		{ids['target']} /* {name} */ = {{
			isa = PBXNativeTarget;
			buildConfigurationList = {ids['targetList']} /* Build configuration list for PBXNativeTarget "{name}" */;
			buildPhases = (
				{ids['sources']} /* Sources */,
				{ids['frameworks']} /* Frameworks */,
				{ids['resources']} /* Resources */,
			);
			buildRules = (
			);
			dependencies = (
			);
			name = {quote(name)};
			productName = {quote(name)};
			productReference = {ids['app']} /* {name}.app */;
			productType = "com.apple.product-type.application";
		}};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		{ids['project']} /* Project object */ = {{
			isa = PBXProject;
			buildConfigurationList = {ids['projectList']} /* Build configuration list for PBXProject "{name}" */;
			compatibilityVersion = "Xcode 15.0";
			developmentRegion = en;
			hasScannedForEncodings = 0;
			knownRegions = (
				en,
				Base,
			);
			mainGroup = {ids['main']};
			productRefGroup = {ids['products']} /* Products */;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				{ids['target']} /* {name} */,
			);
		}};
/* End PBXProject section */

/* Begin PBXResourcesBuildPhase section */
		{ids['resources']} /* Resources */ = {{
			isa = PBXResourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
/* End PBXResourcesBuildPhase section */

/* Begin PBXSourcesBuildPhase section */
		{ids['sources']} /* Sources */ = {{
			isa = PBXSourcesBuildPhase;
			buildActionMask = 2147483647;
			files = (
{phase_files}
			);
			runOnlyForDeploymentPostprocessing = 0;
		}};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
{configuration('projectDebug', 'Debug', project_settings)}
{configuration('projectRelease', 'Release', project_settings)}
{configuration('targetDebug', 'Debug', target_config('Debug'))}
{configuration('targetRelease', 'Release', target_config('Release'))}
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		{ids['projectList']} /* Build configuration list for PBXProject "{name}" */ = {{
			isa = XCConfigurationList;
			buildConfigurations = (
				{ids['projectDebug']} /* Debug */,
				{ids['projectRelease']} /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		}};
		{ids['targetList']} /* Build configuration list for PBXNativeTarget "{name}" */ = {{
			isa = XCConfigurationList;
			buildConfigurations = (
				{ids['targetDebug']} /* Debug */,
				{ids['targetRelease']} /* Release */,
			);
			defaultConfigurationIsVisible = 0;
			defaultConfigurationName = Release;
		}};
/* End XCConfigurationList section */
	}};
	rootObject = {ids['project']} /* Project object */;
}}
"""


def entry(delegate, name="External Display"):
    return {"UISceneConfigurationName": name, "UISceneClassName": "UIWindowScene", "UISceneDelegateClassName": delegate}


def info_plist(roles):
    return {"UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": True, "UISceneConfigurations": roles}}


def app_settings(name, **overrides):
    settings = {
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": f"{name}/Info.plist",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "NO", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{name}", "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": "6.0",
    }
    settings.update(overrides)
    return {key: value for key, value in settings.items() if value is not None}


SWIFTUI_APP = """import AirKit
import SwiftUI

@main
struct {name}App: App {{
    var body: some Scene {{
        WindowGroup {{
            Text("Hello")
                .airPlaySource()
        }}
    }}
}}
"""

SWIFTUI_APP_WITHOUT_SOURCE = """import SwiftUI

@main
struct {name}App: App {{
    var body: some Scene {{
        WindowGroup {{
            Text("Hello")
        }}
    }}
}}
"""

HIDDEN_WINDOW_DELEGATE = """import SwiftUI
import UIKit

final class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("On the TV"))
        self.window = window
    }
}
"""

KEY_WINDOW_DELEGATE = """import SwiftUI
import UIKit

@objc(ExternalDisplayDelegate)
final class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: Text("On the TV"))
        window.makeKeyAndVisible()
        self.window = window
    }
}
"""

UNKEPT_REGISTRATION = """import UIKit

@available(iOS 27.0, *)
final class ExternalDisplayAccessoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UISceneConfiguration()
        configuration.delegateClass = ExternalSceneDelegate.self
        registerSceneAccessory(UISceneAccessory.externalNonInteractive(sceneConfiguration: configuration))
    }
}
"""

SCENE_LOOKUP = """import UIKit

enum SceneLookup {
    @MainActor
    static var activeScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }
}
"""


def write(path, contents):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    mode = "wb" if isinstance(contents, bytes) else "w"
    with open(path, mode) as file:
        file.write(contents)


def project(folder, name, sources, settings, plist=None, group=None, product=None):
    group = group or name
    for file, text in sources.items():
        write(f"{folder}/{group}/{file}", text.format(name=name) if "{name}" in text else text)
    if plist is not None:
        write(f"{folder}/{group}/Info.plist", plistlib.dumps(plist, fmt=plistlib.FMT_XML, sort_keys=True))
    write(f"{folder}/{name}.xcodeproj/project.pbxproj", pbxproj(name, group, list(sources), settings))
    if product is not None:
        write(f"{folder}/Products/{name}.app/Info.plist", plistlib.dumps(product, fmt=plistlib.FMT_BINARY, sort_keys=True))


airkit_manifest = info_plist({APPLICATION: [{"UISceneConfigurationName": "Default Configuration"}], EXTERNAL: [entry("AirKitSceneDelegate", "AirPlay")]})
stamp = {"CFBundleExecutable": "Generated", "CFBundleName": "Generated", "DTPlatformName": "iphoneos", "DTSDKName": "iphoneos27.0",
         "DTXcode": "2700", "MinimumOSVersion": "17.0"}

# AK008: a generated scene manifest over a hand-written one.
project("Generated", "Generated", {"GeneratedApp.swift": SWIFTUI_APP},
        app_settings("Generated", INFOPLIST_KEY_UIApplicationSceneManifest_Generation="YES"), airkit_manifest)
# AK008 and AK009: the same, with the product it built (UISceneConfigurations = {}, as Xcode generates it).
project("GeneratedWithProduct", "Generated", {"GeneratedApp.swift": SWIFTUI_APP},
        app_settings("Generated", INFOPLIST_KEY_UIApplicationSceneManifest_Generation="YES"), airkit_manifest,
        product=dict(stamp, UIApplicationSceneManifest={"UIApplicationSupportsMultipleScenes": True, "UISceneConfigurations": {}}))
# AK015: INFOPLIST_FILE names a file that is not there (Release only).
project("MissingInfoPlist", "MissingInfoPlist", {"MissingInfoPlistApp.swift": SWIFTUI_APP},
        app_settings("MissingInfoPlist", INFOPLIST_FILE={"Debug": "MissingInfoPlist/Info.plist", "Release": "$(SRCROOT)/Release/Info.plist"}),
        airkit_manifest)
# AK006: a target named outside ASCII, whose module name follows it.
project("NonASCIIModule", "横幅", {"App.swift": SWIFTUI_APP.format(name="Banner")},
        app_settings("横幅", INFOPLIST_FILE="Banner/Info.plist"),
        info_plist({EXTERNAL: [entry("$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")]}), group="Banner")
# AK001: an app with the manifest entry and no source for iOS 27.
project("NoSource", "NoSource", {"NoSourceApp.swift": SWIFTUI_APP_WITHOUT_SOURCE}, app_settings("NoSource"), airkit_manifest)
# AK010, AK011, AK013: a UIKit delegate that never unhides its window, a registration dropped, an unfiltered lookup.
project("UIKitDelegate", "UIKitDelegate",
        {"ExternalSceneDelegate.swift": HIDDEN_WINDOW_DELEGATE, "AccessoryViewController.swift": UNKEPT_REGISTRATION,
         "SceneLookup.swift": SCENE_LOOKUP},
        app_settings("UIKitDelegate"), info_plist({EXTERNAL: [entry("$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")]}))
# AK012: the external window made key, the delegate exported under an @objc name.
project("KeyWindow", "KeyWindow", {"ExternalSceneDelegate.swift": KEY_WINDOW_DELEGATE, "KeyWindowApp.swift": SWIFTUI_APP},
        app_settings("KeyWindow"), info_plist({EXTERNAL: [entry("ExternalDisplayDelegate")]}))
# AK002: an app that uses AirKit but whose Info.plist lists only the application role.
project("AirKitWithoutRole", "AirKitWithoutRole", {"AirKitWithoutRoleApp.swift": SWIFTUI_APP}, app_settings("AirKitWithoutRole"),
        info_plist({APPLICATION: [{"UISceneConfigurationName": "Default Configuration"}]}))
# A pbxproj with a Latin-1 byte in a comment: not UTF-8, so the project cannot be read.
project("Latin1", "Latin1", {"Latin1App.swift": SWIFTUI_APP}, app_settings("Latin1"), airkit_manifest)
path = "Latin1/Latin1.xcodeproj/project.pbxproj"
text = open(path, "rb").read().replace(b"/* Begin PBXBuildFile section */", b"/* Begin PBXBuildFile section (caf\xe9) */", 1)
write(path, text)
