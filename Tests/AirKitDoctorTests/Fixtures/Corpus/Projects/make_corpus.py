#!/usr/bin/env python3
"""Writes the Projects corpus: the shapes of real public iOS projects, reduced to what decides a verdict.

Each fixture folder holds an `expected.txt` written by hand before anything was generated; this
script never touches it. Everything else in a fixture folder (projects, Info.plists, xcconfig files,
sources) is our own minimal text reproducing the shape seen in the repository named in that
`expected.txt`. Run from this folder: python3 make_corpus.py. Output is deterministic.
"""
import hashlib
import os
import plistlib
import re

HERE = os.path.dirname(os.path.abspath(__file__))

NON_INTERACTIVE = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
DEPRECATED = "UIWindowSceneSessionRoleExternalDisplay"
APPLICATION = "UIWindowSceneSessionRoleApplication"

PRODUCT_TYPES = {
    "app": ("com.apple.product-type.application", "wrapper.application", ".app"),
    "watchapp2": ("com.apple.product-type.application.watchapp2", "wrapper.application", ".app"),
    "watchext": ("com.apple.product-type.watchkit2-extension", "wrapper.app-extension", ".appex"),
    "appex": ("com.apple.product-type.app-extension", "wrapper.app-extension", ".appex"),
    "framework": ("com.apple.product-type.framework", "wrapper.framework", ".framework"),
    "static": ("com.apple.product-type.library.static", "archive.ar", ".a"),
    "tool": ("com.apple.product-type.tool", "compiled.mach-o.executable", ""),
    "xpc": ("com.apple.product-type.xpc-service", "wrapper.xpc-service", ".xpc"),
    "bundle": ("com.apple.product-type.bundle", "wrapper.cfbundle", ".bundle"),
    "test": ("com.apple.product-type.bundle.unit-test", "wrapper.cfbundle", ".xctest"),
}

FILE_TYPES = {
    ".swift": "sourcecode.swift", ".m": "sourcecode.c.objc", ".mm": "sourcecode.cpp.objcpp",
    ".c": "sourcecode.c.c", ".h": "sourcecode.c.h", ".plist": "text.plist.xml",
    ".xcconfig": "text.xcconfig", ".storyboard": "file.storyboard",
    ".entitlements": "text.plist.entitlements", ".xcdatamodeld": "wrapper.xcdatamodeld",
}

COMPATIBILITY = {46: "Xcode 3.2", 50: "Xcode 9.3", 52: "Xcode 12.0", 54: "Xcode 13.0", 55: "Xcode 13.0",
                 56: "Xcode 14.0", 60: "Xcode 15.0", 70: "Xcode 16.0", 71: "Xcode 16.0", 76: "Xcode 16.3",
                 77: "Xcode 16.0"}


def object_id(*parts):
    return hashlib.sha1("/".join(parts).encode()).hexdigest()[:24].upper()


def quote(value):
    if value and re.fullmatch(r"[A-Za-z0-9_./]+", value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def value_text(value, indent):
    if isinstance(value, list):
        items = "".join(f"{indent}\t{quote(item)},\n" for item in value)
        return f"(\n{items}{indent})"
    return quote(value)


def settings_text(settings, indent):
    return "".join(f"{indent}{quote(key)} = {value_text(settings[key], indent)};\n" for key in sorted(settings))


def for_configuration(settings, configuration):
    """A settings dict whose values may be {configuration: value} maps, resolved for one configuration."""
    resolved = {}
    for key, value in (settings or {}).items():
        if isinstance(value, dict):
            if configuration in value:
                resolved[key] = value[configuration]
        else:
            resolved[key] = value
    return resolved


class Project:
    """One .xcodeproj: targets, a group tree of file references and optional synchronized folders."""

    def __init__(self, path, version, settings, configurations=("Debug", "Release"), base=None, anchor=None,
                 files=(), synchronized=()):
        self.path = path  # e.g. "Kabetsu.xcodeproj" or "SongProjector/ChurchBeam.xcodeproj"
        self.name = os.path.basename(path)[: -len(".xcodeproj")]
        self.version = version
        self.settings = settings
        self.configurations = configurations
        self.base = base
        self.anchor = anchor
        self.files = list(files)
        self.synchronized = list(synchronized)
        self.targets = []

    def target(self, name, kind="app", settings=None, sources=(), synchronized=(), phases=None, base=None,
               anchor=None, exceptions=(), scripts=None):
        self.targets.append({"name": name, "kind": kind, "settings": settings or {}, "sources": list(sources),
                             "synchronized": list(synchronized), "phases": phases, "base": base, "anchor": anchor,
                             "exceptions": list(exceptions), "scripts": scripts or {}})
        for source in sources:
            if source not in self.files:
                self.files.append(source)
        for base_path in self._paths(base):
            if base_path not in self.files:
                self.files.append(base_path)
        return self

    @staticmethod
    def _paths(base):
        if base is None:
            return []
        return sorted(set(base.values())) if isinstance(base, dict) else [base]

    def id(self, *parts):
        return object_id(self.path, *parts)

    def text(self):
        for base_path in self._paths(self.base):
            if base_path not in self.files:
                self.files.append(base_path)
        objects = {}

        def add(section, key, body, comment=""):
            objects.setdefault(section, []).append((key, body, comment))

        # Group tree of plain file references.
        tree = {}
        for file in self.files:
            node = tree
            parts = file.split("/")
            for part in parts[:-1]:
                node = node.setdefault(part + "/", {})
            node[parts[-1]] = file
        main_children = []

        def walk(node, prefix):
            ids = []
            for key in sorted(node):
                if key.endswith("/"):
                    folder = prefix + key[:-1]
                    group = self.id("group", folder)
                    children = walk(node[key], folder + "/")
                    child_lines = "".join(f"\t\t\t\t{child},\n" for child in children)
                    add("PBXGroup", group, f"{{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{child_lines}\t\t\t);\n"
                        f"\t\t\tpath = {quote(key[:-1])};\n\t\t\tsourceTree = \"<group>\";\n\t\t}}", key[:-1])
                    ids.append(f"{group} /* {key[:-1]} */")
                else:
                    file = node[key]
                    extension = os.path.splitext(file)[1]
                    kind = FILE_TYPES.get(extension, "text")
                    add("PBXFileReference", self.id("ref", file),
                        f"{{isa = PBXFileReference; lastKnownFileType = {kind}; path = {quote(key)}; "
                        f"sourceTree = \"<group>\"; }}", key)
                    ids.append(f"{self.id('ref', file)} /* {key} */")
            return ids

        main_children += walk(tree, "")
        for folder in self.synchronized:
            exceptions = [(target, file) for target in self.targets for (where, file) in
                          [(e.split("/", 1)[0], e.split("/", 1)[1]) for e in target["exceptions"]] if where == folder]
            exception_ids = []
            by_target = {}
            for target, file in exceptions:
                by_target.setdefault(target["name"], []).append(file)
            for target_name, files in sorted(by_target.items()):
                exception = self.id("exception", folder, target_name)
                exception_ids.append(exception)
                lines = "".join(f"\t\t\t\t{quote(file)},\n" for file in sorted(files))
                add("PBXFileSystemSynchronizedBuildFileExceptionSet", exception,
                    f"{{\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n"
                    f"\t\t\tmembershipExceptions = (\n{lines}\t\t\t);\n"
                    f"\t\t\ttarget = {self.id('target', target_name)} /* {target_name} */;\n\t\t}}",
                    f'Exceptions for "{folder}" folder in "{target_name}" target')
            exception_text = ""
            if exception_ids:
                lines = "".join(f"\t\t\t\t{exception},\n" for exception in exception_ids)
                exception_text = f"\t\t\texceptions = (\n{lines}\t\t\t);\n"
            extra = "" if self.version >= 77 else "\t\t\texplicitFileTypes = {\n\t\t\t};\n\t\t\texplicitFolders = (\n\t\t\t);\n"
            add("PBXFileSystemSynchronizedRootGroup", self.id("sync", folder),
                f"{{\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n{exception_text}{extra}"
                f"\t\t\tpath = {quote(folder)};\n\t\t\tsourceTree = \"<group>\";\n\t\t}}", folder)
            main_children.append(f"{self.id('sync', folder)} /* {folder} */")

        products = []
        target_ids = []
        for target in self.targets:
            name = target["name"]
            product_type, file_type, extension = PRODUCT_TYPES[target["kind"]]
            product = self.id("product", name)
            product_name = name + extension if target["kind"] != "static" else "lib" + name + ".a"
            add("PBXFileReference", product,
                f"{{isa = PBXFileReference; explicitFileType = {quote(file_type)}; includeInIndex = 0; "
                f"path = {quote(product_name)}; sourceTree = BUILT_PRODUCTS_DIR; }}", product_name)
            products.append(f"{product} /* {product_name} */")
            phase_ids = []
            for phase in target["phases"] or ["sources", "frameworks", "resources"]:
                phase_id = self.id("phase", name, phase)
                if phase == "sources":
                    lines = ""
                    for source in target["sources"]:
                        build = self.id("build", name, source)
                        leaf = os.path.basename(source)
                        add("PBXBuildFile", build,
                            f"{{isa = PBXBuildFile; fileRef = {self.id('ref', source)} /* {leaf} */; }}",
                            f"{leaf} in Sources")
                        lines += f"\t\t\t\t{build} /* {leaf} in Sources */,\n"
                    add("PBXSourcesBuildPhase", phase_id,
                        f"{{\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                        f"\t\t\tfiles = (\n{lines}\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}}",
                        "Sources")
                    phase_ids.append(f"{phase_id} /* Sources */")
                elif phase in ("frameworks", "resources"):
                    isa = "PBXFrameworksBuildPhase" if phase == "frameworks" else "PBXResourcesBuildPhase"
                    label = phase.capitalize()
                    add(isa, phase_id, f"{{\n\t\t\tisa = {isa};\n\t\t\tbuildActionMask = 2147483647;\n"
                        f"\t\t\tfiles = (\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}}", label)
                    phase_ids.append(f"{phase_id} /* {label} */")
                else:
                    inputs, outputs, script = target["scripts"][phase]
                    input_lines = "".join(f"\t\t\t\t{quote(path)},\n" for path in inputs)
                    output_lines = "".join(f"\t\t\t\t{quote(path)},\n" for path in outputs)
                    add("PBXShellScriptBuildPhase", phase_id,
                        f"{{\n\t\t\tisa = PBXShellScriptBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                        f"\t\t\tfiles = (\n\t\t\t);\n\t\t\tinputPaths = (\n{input_lines}\t\t\t);\n"
                        f"\t\t\tname = {quote(phase)};\n\t\t\toutputPaths = (\n{output_lines}\t\t\t);\n"
                        f"\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t\tshellPath = /bin/sh;\n"
                        f"\t\t\tshellScript = {quote(script)};\n\t\t}}", phase)
                    phase_ids.append(f"{phase_id} /* {phase} */")
            configuration_list = self.configuration_list("target", name, target["settings"], target["base"],
                                                         target["anchor"], add, f'PBXNativeTarget "{name}"')
            phase_lines = "".join(f"\t\t\t\t{phase},\n" for phase in phase_ids)
            synchronized = ""
            if target["synchronized"]:
                lines = "".join(f"\t\t\t\t{self.id('sync', folder)} /* {folder} */,\n"
                                for folder in target["synchronized"])
                synchronized = f"\t\t\tfileSystemSynchronizedGroups = (\n{lines}\t\t\t);\n"
            target_id = self.id("target", name)
            add("PBXNativeTarget", target_id,
                f"{{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {configuration_list};\n"
                f"\t\t\tbuildPhases = (\n{phase_lines}\t\t\t);\n\t\t\tbuildRules = (\n\t\t\t);\n"
                f"\t\t\tdependencies = (\n\t\t\t);\n{synchronized}\t\t\tname = {quote(name)};\n"
                f"\t\t\tproductName = {quote(name)};\n\t\t\tproductReference = {product} /* {product_name} */;\n"
                f"\t\t\tproductType = {quote(product_type)};\n\t\t}}", name)
            target_ids.append(f"{target_id} /* {name} */")

        products_group = self.id("group", "Products")
        product_lines = "".join(f"\t\t\t\t{product},\n" for product in products)
        add("PBXGroup", products_group, f"{{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{product_lines}\t\t\t);\n"
            f"\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t}}", "Products")
        main_group = self.id("group", "")
        main_lines = "".join(f"\t\t\t\t{child},\n" for child in main_children + [f"{products_group} /* Products */"])
        add("PBXGroup", main_group, f"{{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n{main_lines}\t\t\t);\n"
            f"\t\t\tsourceTree = \"<group>\";\n\t\t}}")
        project_list = self.configuration_list("project", "", self.settings, self.base, self.anchor, add,
                                               f'PBXProject "{self.name}"')
        target_lines = "".join(f"\t\t\t\t{target},\n" for target in target_ids)
        add("PBXProject", self.id("project"),
            f"{{\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = {project_list};\n"
            f"\t\t\tcompatibilityVersion = {quote(COMPATIBILITY[self.version])};\n\t\t\tdevelopmentRegion = en;\n"
            f"\t\t\thasScannedForEncodings = 0;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n"
            f"\t\t\tmainGroup = {main_group};\n\t\t\tproductRefGroup = {products_group} /* Products */;\n"
            f"\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n{target_lines}\t\t\t);\n\t\t}}",
            "Project object")

        body = ""
        for section in sorted(objects):
            body += f"\n/* Begin {section} section */\n"
            for key, text, comment in sorted(objects[section]):
                label = f" /* {comment} */" if comment else ""
                body += f"\t\t{key}{label} = {text};\n"
            body += f"/* End {section} section */\n"
        return (f"// !$*UTF8*$!\n{{\n\tarchiveVersion = 1;\n\tclasses = {{\n\t}};\n\tobjectVersion = {self.version};\n"
                f"\tobjects = {{\n{body}\t}};\n\trootObject = {self.id('project')} /* Project object */;\n}}\n")

    def configuration_list(self, owner, name, settings, base, anchor, add, label):
        lines = ""
        for configuration in self.configurations:
            configuration_id = self.id("configuration", owner, name, configuration)
            reference = ""
            base_path = base.get(configuration) if isinstance(base, dict) else base
            if base_path:
                reference = (f"\t\t\tbaseConfigurationReference = {self.id('ref', base_path)} /* "
                             f"{os.path.basename(base_path)} */;\n")
            anchor_pair = anchor.get(configuration) if isinstance(anchor, dict) else anchor
            if anchor_pair:
                folder, relative = anchor_pair
                reference = (f"\t\t\tbaseConfigurationReferenceAnchor = {self.id('sync', folder)} /* {folder} */;\n"
                             f"\t\t\tbaseConfigurationReferenceRelativePath = {quote(relative)};\n")
            add("XCBuildConfiguration", configuration_id,
                f"{{\n\t\t\tisa = XCBuildConfiguration;\n{reference}\t\t\tbuildSettings = {{\n"
                f"{settings_text(for_configuration(settings, configuration), chr(9) * 4)}\t\t\t}};\n"
                f"\t\t\tname = {quote(configuration)};\n\t\t}}", configuration)
            lines += f"\t\t\t\t{configuration_id} /* {configuration} */,\n"
        list_id = self.id("list", owner, name)
        add("XCConfigurationList", list_id,
            f"{{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n{lines}\t\t\t);\n"
            f"\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t}}",
            f"Build configuration list for {label}")
        return f"{list_id} /* Build configuration list for {label} */"


class Fixture:
    """One fixture folder: writes files relative to it."""

    def __init__(self, slug):
        self.root = os.path.join(HERE, slug)

    def write(self, path, contents):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        mode = "wb" if isinstance(contents, bytes) else "w"
        with open(full, mode) as file:
            file.write(contents)

    def plist(self, path, contents):
        self.write(path, plistlib.dumps(contents, fmt=plistlib.FMT_XML, sort_keys=True))

    def project(self, project):
        self.write(os.path.join(project.path, "project.pbxproj"), project.text())


def entry(name, delegate=None, scene_class=None, storyboard=None):
    result = {"UISceneConfigurationName": name}
    if delegate is not None:
        result["UISceneDelegateClassName"] = delegate
    if scene_class is not None:
        result["UISceneClassName"] = scene_class
    if storyboard is not None:
        result["UISceneStoryboardFile"] = storyboard
    return result


def info(manifest=None, multiple=False, **extra):
    result = {"CFBundleExecutable": "$(EXECUTABLE_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
              "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
              "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
              "LSRequiresIPhoneOS": True}
    if manifest is not None:
        result["UIApplicationSceneManifest"] = {"UIApplicationSupportsMultipleScenes": multiple,
                                                "UISceneConfigurations": manifest}
    result.update(extra)
    return result


# ---------------------------------------------------------------------------------------------------
# Shared source snippets (our own minimal code for the patterns that matter).

SWIFTUI_APP = """import SwiftUI

@main
struct {name}App: App {{
    var body: some Scene {{
        WindowGroup {{
            Text("{name}")
        }}
    }}
}}
"""

SWIFTUI_APP_WITH_DELEGATE = """import SwiftUI

@main
struct {name}App: App {{
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {{
        WindowGroup {{
            Text("{name}")
        }}
    }}
}}
"""

DELEGATE_FOR_EVERY_ROLE = """import SwiftUI
import UIKit

class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
"""

ROLE_CHECKING_SCENE_DELEGATE = """import SwiftUI
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if session.role == .windowExternalDisplayNonInteractive {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: Text("On the big screen"))
            window.isHidden = false
            self.window = window
        }
    }
}
"""

UIKIT_APP_DELEGATE = """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
"""

EXTERNAL_WINDOW_DELEGATE = """import UIKit

class {cls}: UIResponder, UIWindowSceneDelegate {{
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {{
        guard let windowScene = scene as? UIWindowScene else {{ return }}
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.isHidden = false
        self.window = window
    }}
}}
"""

OBJC_MAIN = """#import <UIKit/UIKit.h>
#import "{delegate}.h"

int main(int argc, char *argv[]) {{
    @autoreleasepool {{
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([{delegate} class]));
    }}
}}
"""

OBJC_DELEGATE_HEADER = """#import <UIKit/UIKit.h>

@interface {delegate} : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
"""

OBJC_PLAIN_DELEGATE = """#import "{delegate}.h"

@implementation {delegate}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {{
    return YES;
}}

@end
"""


def fill(template, **values):
    return template.format(**values)


# ---------------------------------------------------------------------------------------------------
# The fixtures, one function each, in the order of the README.

def kabetsu():
    f = Fixture("dannythi-kabetsu-project")
    p = Project("Kabetsu.xcodeproj", 50, {"IPHONEOS_DEPLOYMENT_TARGET": "13.2", "SDKROOT": "iphoneos"},
                files=["Kabetsu/Info.plist"])
    p.target("Kabetsu", settings={"INFOPLIST_FILE": "Kabetsu/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Kabetsu",
                                  "PRODUCT_NAME": "$(TARGET_NAME)", "SWIFT_VERSION": "5.0", "TARGETED_DEVICE_FAMILY": "1,2"},
             sources=["Kabetsu/SupportingFiles/AppDelegate.swift", "Kabetsu/SupportingFiles/SceneDelegate.swift",
                      "Kabetsu/SupportingFiles/ExternalSceneDelegate.swift", "Kabetsu/Managers/ExternalDisplayManager.swift"])
    f.project(p)
    f.plist("Kabetsu/Info.plist", info({
        APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate")],
        DEPRECATED: [entry("External Configuration", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")]},
        UILaunchStoryboardName="LaunchScreen"))
    f.write("Kabetsu/SupportingFiles/AppDelegate.swift", """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let name: String
        let delegateClass: AnyClass
        switch connectingSceneSession.role {
        case .windowExternalDisplay:
            name = "External Configuration"
            delegateClass = ExternalSceneDelegate.self
        default:
            name = "Default Configuration"
            delegateClass = SceneDelegate.self
        }
        let configuration = UISceneConfiguration(name: name, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = delegateClass
        return configuration
    }
}
""")
    f.write("Kabetsu/SupportingFiles/SceneDelegate.swift", """import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
""")
    f.write("Kabetsu/SupportingFiles/ExternalSceneDelegate.swift", fill(EXTERNAL_WINDOW_DELEGATE, cls="ExternalSceneDelegate"))
    f.write("Kabetsu/Managers/ExternalDisplayManager.swift", """import UIKit

/// Mirrors the timer that is running onto the external window.
final class ExternalDisplayManager: UIViewController {
    static let shared = ExternalDisplayManager()
}
""")


def delta():
    f = Fixture("rileytestut-delta")
    p = Project("Delta.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "17.4", "SDKROOT": "iphoneos"},
                files=["Delta/Supporting Files/Info.plist"])
    sources = ["Delta/AppDelegate.swift", "Delta/Scenes/SceneDelegate.swift", "Delta/Scenes/ExternalDisplaySceneDelegate.swift",
               "External/DeltaOperator/Sources/DeltaOperatorDelegate.swift",
               "External/DeltaOperator/Sources/OperatorStatusView.swift"]
    p.target("Delta", settings={"INFOPLIST_FILE": "Delta/Supporting Files/Info.plist",
                                "INFOPLIST_KEY_LSApplicationCategoryType": "public.app-category.games",
                                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Delta", "PRODUCT_NAME": "$(TARGET_NAME)",
                                "SWIFT_VERSION": "5.0"},
             base={"Debug": "Pods/Target Support Files/Pods-Delta/Pods-Delta.debug.xcconfig",
                   "Release": "Pods/Target Support Files/Pods-Delta/Pods-Delta.release.xcconfig"},
             sources=sources,
             phases=["[CP] Check Pods Manifest.lock", "sources", "frameworks", "resources"],
             scripts={"[CP] Check Pods Manifest.lock": (["${PODS_PODFILE_DIR_PATH}/Podfile.lock", "${PODS_ROOT}/Manifest.lock"],
                                                        ["$(DERIVED_FILE_DIR)/Pods-Delta-checkManifestLockResult.txt"],
                                                        "diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\" \"${PODS_ROOT}/Manifest.lock\" > /dev/null\n")})
    p.target("DeltaPreviews", kind="framework", settings={"GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "14.0"},
             sources=["DeltaPreviews/PreviewGameViewController.swift"])
    p.target("DeltaFeatures", kind="static", sources=["DeltaFeatures/Feature.swift"])
    f.project(p)
    for configuration in ("debug", "release"):
        f.write(f"Pods/Target Support Files/Pods-Delta/Pods-Delta.{configuration}.xcconfig",
                "GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1\n"
                "OTHER_LDFLAGS = $(inherited) -ObjC -framework \"UIKit\"\n"
                "OTHER_SWIFT_FLAGS = $(inherited) -D COCOAPODS\n"
                "PODS_BUILD_DIR = ${BUILD_DIR}\n"
                "PODS_CONFIGURATION_BUILD_DIR = ${PODS_BUILD_DIR}/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)\n"
                "PODS_PODFILE_DIR_PATH = ${SRCROOT}/.\n"
                "PODS_ROOT = ${SRCROOT}/Pods\n")
    f.plist("Delta/Supporting Files/Info.plist", info({
        APPLICATION: [entry("Main", "SceneDelegate", storyboard="Main"),
                      entry("Game", "$(PRODUCT_MODULE_NAME).GameSceneDelegate", "$(PRODUCT_MODULE_NAME).GameScene", "Main")],
        DEPRECATED: [entry("External Display", "$(PRODUCT_MODULE_NAME).ExternalDisplaySceneDelegate",
                           "$(PRODUCT_MODULE_NAME).ExternalDisplayScene")]}, multiple=True))
    f.write("Delta/AppDelegate.swift", """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if connectingSceneSession.role == .windowExternalDisplay {
            return UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
        }
        return UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
    }
}
""")
    f.write("Delta/Scenes/SceneDelegate.swift", """import UIKit

@objc(SceneDelegate)
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

class GameScene: UIWindowScene {}

class GameSceneDelegate: SceneDelegate {}
""")
    f.write("Delta/Scenes/ExternalDisplaySceneDelegate.swift", """import UIKit

/// The scene the system creates for the TV: it owns the game view that is shown there.
class ExternalDisplayScene: UIWindowScene {
    let gameViewController = UIViewController()
}

class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let externalScene = scene as? ExternalDisplayScene else { return }
        let window = UIWindow(windowScene: externalScene)
        window.rootViewController = externalScene.gameViewController
        window.isHidden = false
        self.window = window
    }
}
""")
    f.write("DeltaPreviews/PreviewGameViewController.swift", "import UIKit\n\npublic final class PreviewGameViewController: UIViewController {}\n")
    f.write("DeltaFeatures/Feature.swift", "public struct Feature {}\n")


class SparseCheckout(Fixture):
    """A fixture of which only some paths are on disk, as in a sparse or partial checkout."""

    def __init__(self, slug, kept):
        super().__init__(slug)
        self.kept = kept

    def write(self, path, contents):
        if any(path == kept or path.startswith(kept + "/") for kept in self.kept):
            super().write(path, contents)


def vlc(partial=False):
    f = (SparseCheckout("videolan-vlc-ios-partial-checkout", ["VLC.xcodeproj", "Buildsystem", "Sources/App/iOS/main.m"])
         if partial else Fixture("videolan-vlc-ios"))
    configurations = ("Debug", "Release", "Distribution")
    p = Project("VLC.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "12.0", "SDKROOT": "iphoneos"}, configurations,
                base="Buildsystem/SharedConfig.xcconfig",
                files=["Resources/iOS/Info.plist", "Resources/tvOS/Info.plist", "Sources/App/iOS/VLCAppDelegate.h",
                       "Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.h", "Sources/App/tvOS/AppleTVAppDelegate.h"])
    ios_sources = ["Sources/App/iOS/main.m", "Sources/App/iOS/VLCAppDelegate.m",
                   "Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.m",
                   "Sources/Playback/Player/VideoPlayer-iOS/PlayerController.swift"]
    ios = {"INFOPLIST_FILE": "$(SRCROOT)/Resources/iOS/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
           "PRODUCT_BUNDLE_IDENTIFIER": "${BUNDLE_IDENTIFIER_PREFIX}.vlc-ios", "PRODUCT_NAME": "$(TARGET_NAME)",
           "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
           "OTHER_LDFLAGS": "$(inherited)", "OTHER_LDFLAGS[sdk=iphoneos*]": ["-read_only_relocs", "suppress", "$(inherited)"]}
    for name in ("VLC-iOS", "VLC-iOS-no-watch"):
        p.target(name, settings=ios, sources=ios_sources,
                 base={c: f"Pods/Target Support Files/Pods-{name}/Pods-{name}.{c.lower()}.xcconfig" for c in configurations})
    p.target("VLC-tvOS", settings={"INFOPLIST_FILE": "$(SRCROOT)/Resources/tvOS/Info.plist", "SDKROOT": "appletvos",
                                   "TVOS_DEPLOYMENT_TARGET": "13.0", "PRODUCT_NAME": "$(TARGET_NAME)"},
             sources=["Sources/App/tvOS/AppleTVAppDelegate.m", "Sources/App/tvOS/main.m"])
    p.target("VLC-visionOS", settings={"INFOPLIST_FILE": "Resources/iOS/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
                                       "PRODUCT_NAME": "$(TARGET_NAME)", "SUPPORTED_PLATFORMS": "xros xrsimulator",
                                       "SUPPORTS_MACCATALYST": "NO", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO",
                                       "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "NO",
                                       "CODE_SIGN_IDENTITY[sdk=iphoneos*]": "iPhone Developer"},
             sources=ios_sources)
    p.target("VLC-watchOS", settings={"GENERATE_INFOPLIST_FILE": "YES", "SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "9.0",
                                      "PRODUCT_NAME": "$(TARGET_NAME)"},
             sources=["Sources/Watch/VLCWatchApp.swift"])
    p.target("VLC-iOSTests", kind="test", settings={"INFOPLIST_FILE": "Buildsystem/Testing/Unit/Info.plist"},
             sources=["Buildsystem/Testing/Unit/VLCTests.swift"])
    p.target("VLC-ShareExtension", kind="appex", settings={"GENERATE_INFOPLIST_FILE": "YES",
                                                          "INFOPLIST_FILE": "Sources/ShareExtension/Info.plist"},
             sources=["Sources/ShareExtension/ShareViewController.swift"])
    f.project(p)
    f.write("Buildsystem/SharedConfig.xcconfig", "BUNDLE_IDENTIFIER_PREFIX=com.example\n\n"
            "GROUP_IDENTIFIER=group.$(BUNDLE_IDENTIFIER_PREFIX).vlc-ios\n")
    external = [entry("VLCNonInteractiveWindowScene", "VLCNonInteractiveWindowSceneDelegate", "UIWindowScene")]
    f.plist("Resources/iOS/Info.plist", info({
        "CPTemplateApplicationSceneSessionRoleApplication": [entry("VLCCarPlayScene", "VLCCarPlaySceneDelegate",
                                                                   "CPTemplateApplicationScene")],
        APPLICATION: [entry("VLCDefaultAppScene", "VLCAppSceneDelegate", "UIWindowScene")],
        DEPRECATED: external, NON_INTERACTIVE: external}))
    f.plist("Resources/tvOS/Info.plist", info(None, LSRequiresIPhoneOS=False))
    f.plist("Buildsystem/Testing/Unit/Info.plist", {"CFBundlePackageType": "BNDL"})
    f.plist("Sources/ShareExtension/Info.plist", {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.share-services"}})
    f.write("Sources/App/iOS/main.m", fill(OBJC_MAIN, delegate="VLCAppDelegate"))
    f.write("Sources/App/iOS/VLCAppDelegate.h", fill(OBJC_DELEGATE_HEADER, delegate="VLCAppDelegate"))
    f.write("Sources/App/iOS/VLCAppDelegate.m", """#import "VLCAppDelegate.h"

@implementation VLCAppDelegate

- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                              options:(UISceneConnectionOptions *)options API_AVAILABLE(ios(13.0))
{
    UISceneSessionRole role = connectingSceneSession.role;
    if ([role isEqualToString:@"CPTemplateApplicationSceneSessionRoleApplication"]) {
        return [[UISceneConfiguration alloc] initWithName:@"VLCCarPlayScene" sessionRole:role];
    }
    if ([role isEqualToString:@"UIWindowSceneSessionRoleExternalDisplayNonInteractive"] ||
        [role isEqualToString:@"UIWindowSceneSessionRoleExternalDisplay"]) {
        return [[UISceneConfiguration alloc] initWithName:@"VLCNonInteractiveWindowScene" sessionRole:role];
    }
    return [[UISceneConfiguration alloc] initWithName:@"VLCDefaultAppScene" sessionRole:role];
}

@end
""")
    f.write("Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.h", """#import <UIKit/UIKit.h>

@interface VLCNonInteractiveWindowSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
""")
    f.write("Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.m", """#import "VLCNonInteractiveWindowSceneDelegate.h"

@implementation VLCNonInteractiveWindowSceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions
{
    UIWindowScene *windowScene = (UIWindowScene *)scene;
    self.window = [[UIWindow alloc] initWithWindowScene:windowScene];
    self.window.rootViewController = [[UIViewController alloc] init];
    self.window.hidden = NO;
}

@end
""")
    f.write("Sources/Playback/Player/VideoPlayer-iOS/PlayerController.swift", """import UIKit

/// Moves the video to the external screen while one is connected.
final class PlayerController: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenChanged),
            name: UIScreen.didConnectNotification, object: nil)
    }

    @objc private func screenChanged() {}
}
""")
    f.write("Sources/App/tvOS/AppleTVAppDelegate.h", fill(OBJC_DELEGATE_HEADER, delegate="AppleTVAppDelegate"))
    f.write("Sources/App/tvOS/AppleTVAppDelegate.m", fill(OBJC_PLAIN_DELEGATE, delegate="AppleTVAppDelegate"))
    f.write("Sources/App/tvOS/main.m", fill(OBJC_MAIN, delegate="AppleTVAppDelegate"))
    f.write("Sources/Watch/VLCWatchApp.swift", fill(SWIFTUI_APP, name="VLCWatch"))
    f.write("Buildsystem/Testing/Unit/VLCTests.swift", "import XCTest\n\nfinal class VLCTests: XCTestCase {}\n")
    f.write("Sources/ShareExtension/ShareViewController.swift", "import UIKit\n\nfinal class ShareViewController: UIViewController {}\n")


def icecubes():
    f = Fixture("dimillian-icecubesapp")
    p = Project("IceCubesApp.xcodeproj", 70, {}, base={"Debug": "IceCubesApp.xcconfig", "Release": "IceCubesApp-release.xcconfig"},
                synchronized=["IceCubesApp", "IceCubesShareExtension"])
    generated = {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "IceCubesApp/Info.plist",
                 "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
                 "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]": "YES",
                 "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphonesimulator*]": "YES",
                 "IPHONEOS_DEPLOYMENT_TARGET": "18.5", "PRODUCT_BUNDLE_IDENTIFIER": "$(BUNDLE_ID_PREFIX).IceCubesApp",
                 "PRODUCT_NAME": "$(TARGET_NAME)", "SDKROOT": "auto",
                 "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator", "SUPPORTS_MACCATALYST": "YES",
                 "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO", "TARGETED_DEVICE_FAMILY": "1,2,6,7"}
    p.target("IceCubesApp", settings=generated, synchronized=["IceCubesApp"], exceptions=["IceCubesApp/Info.plist"])
    p.target("IceCubesShareExtension", kind="appex",
             settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "IceCubesShareExtension/Info.plist",
                       "IPHONEOS_DEPLOYMENT_TARGET": "18.5", "SDKROOT": "iphoneos",
                       "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "YES"},
             synchronized=["IceCubesShareExtension"], exceptions=["IceCubesShareExtension/Info.plist"])
    f.project(p)
    f.write("IceCubesApp-release.xcconfig", "DEVELOPMENT_TEAM = TEAMID0000\nBUNDLE_ID_PREFIX = com.example\n")
    f.write("IceCubesApp.xcconfig.template", "DEVELOPMENT_TEAM = YOUR_TEAM_ID\nBUNDLE_ID_PREFIX = com.yourcompany\n")
    f.plist("IceCubesApp/Info.plist", {"ITSAppUsesNonExemptEncryption": False, "UIBackgroundModes": ["remote-notification"]})
    f.plist("IceCubesShareExtension/Info.plist", {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.share-services"}})
    f.write("IceCubesShareExtension/ShareViewController.swift", "import UIKit\n\nfinal class ShareViewController: UIViewController {}\n")
    f.write("IceCubesApp/App/Main/IceCubesApp.swift", """import SwiftUI
import UIKit

@main
struct IceCubesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("Timeline")
        }
    }
}

class AppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options _: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        if connectingSceneSession.role == .windowApplication {
            configuration.delegateClass = SceneDelegate.self
        }
        return configuration
    }
}

class SceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?
}
""")


def netnewswire():
    f = Fixture("ranchero-software-netnewswire")
    p = Project("NetNewsWire.xcodeproj", 76, {}, anchor={"Debug": ("xcconfig", "NetNewsWire_project_debug.xcconfig"),
                                                         "Release": ("xcconfig", "NetNewsWire_project_release.xcconfig")},
                synchronized=["xcconfig", "Mac", "iOS", "Shared"])
    p.target("NetNewsWire", synchronized=["Mac", "Shared"], anchor=("xcconfig", "NetNewsWire_macapp_target.xcconfig"),
             exceptions=["Mac/Resources/Info.plist"])
    p.target("NetNewsWire-iOS", synchronized=["iOS", "Shared"], anchor=("xcconfig", "NetNewsWire_iOSapp_target.xcconfig"),
             exceptions=["iOS/Resources/Info.plist"])
    f.project(p)
    f.write("xcconfig/NetNewsWire_project.xcconfig", '#include? "../../SharedXcodeSettings/ProjectSettings.xcconfig"\n\n'
            "MACOSX_DEPLOYMENT_TARGET = 15.0\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\nSWIFT_VERSION = 6.0\n")
    f.write("xcconfig/NetNewsWire_project_debug.xcconfig", '#include "./NetNewsWire_project.xcconfig"\n'
            '#include "./common/NetNewsWire_debug_identifiers.xcconfig"\n\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG\n')
    f.write("xcconfig/NetNewsWire_project_release.xcconfig", '#include "./NetNewsWire_project.xcconfig"\n')
    f.write("xcconfig/NetNewsWire_iOSapp_target.xcconfig", '#include? "../../SharedXcodeSettings/ProjectSettings.xcconfig"\n'
            '#include "./common/NetNewsWire_ios_target_common.xcconfig"\n\n'
            "INFOPLIST_FILE = iOS/Resources/Info.plist\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator\n"
            "PRODUCT_BUNDLE_IDENTIFIER = com.example.NetNewsWire.iOS\n")
    f.write("xcconfig/NetNewsWire_macapp_target.xcconfig", '#include "./common/NetNewsWire_macapp_target_common.xcconfig"\n\n'
            "PRODUCT_BUNDLE_IDENTIFIER = com.example.NetNewsWire\n")
    f.write("xcconfig/common/NetNewsWire_debug_identifiers.xcconfig", "ORGANIZATION_IDENTIFIER = com.example.debug\n")
    f.write("xcconfig/common/NetNewsWire_version.xcconfig", "MARKETING_VERSION = 7.0\nCURRENT_PROJECT_VERSION = 7000\n")
    f.write("xcconfig/common/NetNewsWire_ios_target_common.xcconfig", '#include "./NetNewsWire_version.xcconfig"\n\n'
            "SDKROOT = iphoneos;\nTARGETED_DEVICE_FAMILY = 1,2\nPRODUCT_NAME = NetNewsWire\n")
    f.write("xcconfig/common/NetNewsWire_macapp_target_common.xcconfig", '#include "./NetNewsWire_mac_target_common.xcconfig"\n\n'
            "INFOPLIST_FILE = Mac/Resources/Info.plist\n")
    f.write("xcconfig/common/NetNewsWire_mac_target_common.xcconfig", '#include "./NetNewsWire_version.xcconfig"\n\n'
            "SDKROOT = macosx;\nPRODUCT_NAME = NetNewsWire\n")
    f.plist("iOS/Resources/Info.plist", info({APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate",
                                                                  storyboard="Main")]}, multiple=True))
    f.plist("Mac/Resources/Info.plist", {"CFBundleExecutable": "$(EXECUTABLE_NAME)", "NSPrincipalClass": "NSApplication"})
    f.write("iOS/AppDelegate.swift", """import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
""")
    f.write("Mac/AppDelegate.swift", "import AppKit\n\n@main\nfinal class AppDelegate: NSObject, NSApplicationDelegate {}\n")
    f.write("Shared/Feeds.swift", "struct Feed {\n    let url: String\n}\n")


def moonlight():
    f = Fixture("moonlight-stream-moonlight-ios")
    p = Project("Moonlight.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "12.0", "SDKROOT": "iphoneos"},
                files=["Limelight/Limelight-Info.plist", "Moonlight TV/Info.plist", "Limelight/AppDelegate.h"])
    shared = ["Limelight/main.m", "Limelight/AppDelegate.m", "Limelight/Stream/StreamManager.m",
              "X1Kit/Sources/X1Kit/X1Kit.swift"]
    p.target("Moonlight", settings={"INFOPLIST_FILE": "Limelight/Limelight-Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.moonlight", "TARGETED_DEVICE_FAMILY": "1,2"},
             sources=shared)
    p.target("Moonlight TV", settings={"INFOPLIST_FILE": "Moonlight TV/Info.plist", "SDKROOT": "appletvos",
                                       "TVOS_DEPLOYMENT_TARGET": "12.0", "PRODUCT_NAME": "$(TARGET_NAME)",
                                       "TARGETED_DEVICE_FAMILY": "3"},
             sources=shared)
    f.project(p)
    common = Project("moonlight-common/moonlight-common.xcodeproj", 54, {"SDKROOT": "macosx"})
    # Every source of the library lives in the moonlight-common-c submodule, which the repository does not carry.
    library_sources = ["moonlight-common-c/src/Connection.c", "moonlight-common-c/src/RtpAudioQueue.c",
                       "moonlight-common-c/src/SimpleStun.c", "moonlight-common-c/reedsolomon/rs.c"]
    common.target("moonlight-common", kind="static", settings={"IPHONEOS_DEPLOYMENT_TARGET": "12.0", "SDKROOT": "iphoneos",
                                                                "SUPPORTED_PLATFORMS": "iphonesimulator iphoneos"},
                  sources=library_sources)
    common.target("moonlight-common-tv", kind="static", settings={"SDKROOT": "appletvos", "TVOS_DEPLOYMENT_TARGET": "12.0"},
                  sources=library_sources)
    f.project(common)
    f.plist("Limelight/Limelight-Info.plist", info(None, UIMainStoryboardFile="iPad", UIRequiresFullScreen=True))
    f.plist("Moonlight TV/Info.plist", info(None, LSRequiresIPhoneOS=False, UIMainStoryboardFile="Main"))
    f.write("Limelight/main.m", fill(OBJC_MAIN, delegate="AppDelegate"))
    f.write("Limelight/AppDelegate.h", fill(OBJC_DELEGATE_HEADER, delegate="AppDelegate"))
    f.write("Limelight/AppDelegate.m", fill(OBJC_PLAIN_DELEGATE, delegate="AppDelegate"))
    f.write("Limelight/Stream/StreamManager.m", """#import <Foundation/Foundation.h>

@interface StreamManager : NSOperation
@end

@implementation StreamManager
@end
""")


def swiftfin():
    f = Fixture("jellyfin-swiftfin")
    p = Project("Swiftfin.xcodeproj", 71, {"IPHONEOS_DEPLOYMENT_TARGET": "18.6", "SDKROOT": "iphoneos"},
                synchronized=["Swiftfin", "Swiftfin tvOS", "Shared", "XcodeConfig"])
    p.target("Swiftfin iOS", settings={"INFOPLIST_FILE": "Swiftfin/Resources/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "18.6",
                                       "PRODUCT_NAME": "Swiftfin", "SUPPORTS_MACCATALYST": "NO",
                                       "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO"},
             synchronized=["Swiftfin", "Shared", "XcodeConfig"], anchor=("XcodeConfig", "Shared.xcconfig"),
             exceptions=["Swiftfin/Resources/Info.plist"])
    p.target("Swiftfin tvOS", settings={"INFOPLIST_FILE": "Swiftfin tvOS/Resources/Info.plist", "SDKROOT": "appletvos",
                                        "TVOS_DEPLOYMENT_TARGET": "26.1", "PRODUCT_NAME": "Swiftfin"},
             synchronized=["Swiftfin tvOS", "Shared", "XcodeConfig"], anchor=("XcodeConfig", "Shared.xcconfig"),
             exceptions=["Swiftfin tvOS/Resources/Info.plist"])
    f.project(p)
    f.write("XcodeConfig/Shared.xcconfig", "DEVELOPMENT_TEAM =\nPRODUCT_BUNDLE_IDENTIFIER = org.example.swiftfin\n\n"
            '#include? "DevelopmentTeam.xcconfig"\n')
    f.plist("Swiftfin/Resources/Info.plist", info(None, UIApplicationSceneManifest={"UIApplicationSupportsMultipleScenes": False},
                                                  UIBackgroundModes=["audio"]))
    f.plist("Swiftfin tvOS/Resources/Info.plist", info(None, LSRequiresIPhoneOS=False))
    f.write("Swiftfin/App/SwiftfiniOSApp.swift", fill(SWIFTUI_APP, name="SwiftfiniOS"))
    f.write("Swiftfin tvOS/App/SwiftfinApp.swift", fill(SWIFTUI_APP, name="SwiftfinTV"))
    f.write("Shared/Objects/MediaItem.swift", "struct MediaItem {\n    let id: String\n}\n")


def dashparty():
    f = Fixture("luanapbueno-dashparty")
    target = {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "DashParty/Info.plist",
              "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
              "PRODUCT_BUNDLE_IDENTIFIER": "com.example.DashParty", "PRODUCT_NAME": "$(TARGET_NAME)",
              "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO", "SWIFT_VERSION": "5.0"}
    first = Project("DashParty.xcodeproj", 77, {"IPHONEOS_DEPLOYMENT_TARGET": "18.0", "SDKROOT": "iphoneos"},
                    synchronized=["DashParty"])
    first.target("DashParty", settings=dict(target, IPHONEOS_DEPLOYMENT_TARGET="18.0"), synchronized=["DashParty"],
                 exceptions=["DashParty/Info.plist"])
    f.project(first)
    second = Project("MoonDash copy 2.xcodeproj", 77, {"IPHONEOS_DEPLOYMENT_TARGET": "18.0", "SDKROOT": "iphoneos"},
                     synchronized=["DashParty"])
    second.target("DashParty", settings=dict(target, INFOPLIST_KEY_CFBundleDisplayName="MoonDash"),
                  synchronized=["DashParty"], exceptions=["DashParty/Info.plist"])
    f.project(second)
    f.plist("DashParty/Info.plist", {"UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": True,
        "UISceneConfigurations": {NON_INTERACTIVE: [entry("External Display", "$(PRODUCT_MODULE_NAME).SceneDelegate")]}},
        "UIBackgroundModes": ["bluetooth-central"]})
    f.write("DashParty/Configurations/DashPartyApp.swift", fill(SWIFTUI_APP_WITH_DELEGATE, name="DashParty"))
    f.write("DashParty/Configurations/AppDelegate.swift", DELEGATE_FOR_EVERY_ROLE)
    f.write("DashParty/Configurations/SceneDelegate.swift", ROLE_CHECKING_SCENE_DELEGATE)


def songprojector():
    f = Fixture("lzee100-songprojector")
    p = Project("SongProjector/ChurchBeam.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos"},
                files=["SongProjector/Info.plist"])
    p.target("SongProjector", settings={"INFOPLIST_FILE": "SongProjector/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
                                        "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.ChurchBeam"},
             base={"Debug": "Pods/Target Support Files/Pods-SongProjector/Pods-SongProjector.debug.xcconfig",
                   "Release": "Pods/Target Support Files/Pods-SongProjector/Pods-SongProjector.release.xcconfig"},
             sources=["SongProjector/Global/AppDelegate.swift", "SongProjector/RestService/Base/SceneDelegate.swift"])
    f.project(p)
    for configuration in ("debug", "release"):
        f.write(f"SongProjector/Pods/Target Support Files/Pods-SongProjector/Pods-SongProjector.{configuration}.xcconfig",
                "FRAMEWORK_SEARCH_PATHS = $(inherited) \"${PODS_CONFIGURATION_BUILD_DIR}/SwiftKeychainWrapper\"\n"
                "OTHER_LDFLAGS = $(inherited) -framework \"SwiftKeychainWrapper\"\nPODS_ROOT = ${SRCROOT}/Pods\n")
    f.plist("SongProjector/SongProjector/Info.plist", info({
        APPLICATION: [entry("Default", "$(PRODUCT_MODULE_NAME).SceneDelegate")],
        NON_INTERACTIVE: [entry("External", "$(PRODUCT_MODULE_NAME).SceneDelegate", "")]}, UIBackgroundModes=["audio"]))
    f.write("SongProjector/SongProjector/Global/AppDelegate.swift", """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: .main) { _ in }
        return true
    }
}
""")
    f.write("SongProjector/SongProjector/RestService/Base/SceneDelegate.swift", """import SwiftUI
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        if session.role == UISceneSession.Role.windowExternalDisplayNonInteractive {
            window?.rootViewController = UIHostingController(rootView: Text("Lyrics on the beamer"))
            window?.isHidden = false
        } else {
            window?.rootViewController = UIHostingController(rootView: Text("Songs"))
            window?.makeKeyAndVisible()
        }
    }
}
""")


def palmin():
    f = Fixture("palmin-externaldisplay")
    p = Project("ExternalDisplay.xcodeproj", 50, {"IPHONEOS_DEPLOYMENT_TARGET": "13.6", "SDKROOT": "iphoneos"},
                files=["ExternalDisplay/Info.plist", "ExternalDisplay/External.storyboard"])
    p.target("ExternalDisplay", settings={"INFOPLIST_FILE": "ExternalDisplay/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "13.4",
                                          "PRODUCT_NAME": "$(TARGET_NAME)", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.ExternalDisplay"},
             sources=["ExternalDisplay/AppDelegate.swift", "ExternalDisplay/SceneDelegate.swift",
                      "ExternalDisplay/ExternalViewController.swift"])
    f.project(p)
    f.plist("ExternalDisplay/Info.plist", info({
        DEPRECATED: [entry("External", "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard="External")],
        APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard="Main")]},
        UILaunchStoryboardName="LaunchScreen", UIMainStoryboardFile="Main"))
    f.write("ExternalDisplay/External.storyboard", """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="ext-vc-001">
    <scenes>
        <scene sceneID="ext-scene-1">
            <objects>
                <viewController id="ext-vc-001" customClass="ExternalViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
""")
    f.write("ExternalDisplay/AppDelegate.swift", "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    f.write("ExternalDisplay/SceneDelegate.swift", """import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var externalWindowScene: UIWindowScene?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let windowScene = scene as? UIWindowScene, session.role == .windowExternalDisplay {
            SceneDelegate.externalWindowScene = windowScene
        }
    }
}
""")
    f.write("ExternalDisplay/ExternalViewController.swift", """import UIKit

class ExternalViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // A hidden window would turn mirroring back on.
        view.window?.isHidden = false
    }
}
""")


def yolo():
    f = Fixture("ultralytics-yolo-ios-app")
    p = Project("YOLOiOSApp/YOLOiOSApp.xcodeproj", 60, {"IPHONEOS_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "iphoneos"},
                files=["YOLOiOSApp/Info.plist"])
    p.target("YOLOiOSApp", settings={"INFOPLIST_FILE": "YOLOiOSApp/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
                                     "INFOPLIST_KEY_CFBundleDisplayName": "Ultralytics YOLO", "PRODUCT_NAME": "$(TARGET_NAME)",
                                     "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
                                     "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "YES", "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "YES"},
             sources=["YOLOiOSApp/AppDelegate.swift", "YOLOiOSApp/SceneDelegate.swift",
                      "YOLOiOSApp/ExternalDisplay/ExternalDisplayManager.swift",
                      "YOLOiOSApp/ExternalDisplay/ExternalSceneDelegate.swift"],
             phases=["Download YOLO Models", "sources", "frameworks", "resources"],
             scripts={"Download YOLO Models": ([], ["$(SRCROOT)/YOLOiOSApp/Models/yolo11n.mlpackage"],
                                               "sh \"${SRCROOT}/Scripts/download-models.sh\"\n")})
    f.project(p)
    example = Project("ExampleApps/YOLORealTimeSwiftUI/YOLORealTimeSwiftUI.xcodeproj", 77,
                      {"IPHONEOS_DEPLOYMENT_TARGET": "18.2", "SDKROOT": "iphoneos"}, synchronized=["YOLORealTimeSwiftUI"])
    example.target("YOLORealTimeSwiftUI", settings={"GENERATE_INFOPLIST_FILE": "YES",
                                                    "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
                                                    "INFOPLIST_KEY_NSCameraUsageDescription": "Detect objects live",
                                                    "IPHONEOS_DEPLOYMENT_TARGET": "16.6", "PRODUCT_NAME": "$(TARGET_NAME)"},
                   synchronized=["YOLORealTimeSwiftUI"])
    f.project(example)
    f.write("ExampleApps/YOLORealTimeSwiftUI/YOLORealTimeSwiftUI/YOLORealTimeSwiftUIApp.swift",
            fill(SWIFTUI_APP, name="YOLORealTimeSwiftUI"))
    f.plist("YOLOiOSApp/YOLOiOSApp/Info.plist", info({
        APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard="Main")]},
        multiple=True, UILaunchStoryboardName="LaunchScreen", UIMainStoryboardFile="Main"))
    f.write("YOLOiOSApp/YOLOiOSApp/AppDelegate.swift", """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if connectingSceneSession.role.isExternalDisplay {
            let configuration = UISceneConfiguration(
                name: "External Display Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = ExternalSceneDelegate.self
            return configuration
        }
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
""")
    f.write("YOLOiOSApp/YOLOiOSApp/SceneDelegate.swift", """import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
""")
    f.write("YOLOiOSApp/YOLOiOSApp/ExternalDisplay/ExternalDisplayManager.swift", """import UIKit

extension UISceneSession.Role {
    /// Both the current and the deprecated external display roles.
    var isExternalDisplay: Bool {
        rawValue == "UIWindowSceneSessionRoleExternalDisplay"
            || rawValue == "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    }
}
""")
    f.write("YOLOiOSApp/YOLOiOSApp/ExternalDisplay/ExternalSceneDelegate.swift", """import UIKit

@objc(ExternalSceneDelegate)
class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.isHidden = false
        self.window = window
    }
}
""")


def ourfamilyphotos():
    f = Fixture("ltshannon-ourfamilyphotos")
    p = Project("OurFamilyPhotos.xcodeproj", 77, {"IPHONEOS_DEPLOYMENT_TARGET": "18.0", "SDKROOT": "iphoneos"},
                synchronized=["OurFamilyPhotos"])
    p.target("OurFamilyPhotos", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "OurFamilyPhotos/Info.plist",
                                          "PRODUCT_BUNDLE_IDENTIFIER": "com.example.OurFamilyPhotos", "PRODUCT_NAME": "$(TARGET_NAME)",
                                          "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
                                          "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "NO"},
             synchronized=["OurFamilyPhotos"], exceptions=["OurFamilyPhotos/Info.plist"])
    f.project(p)
    f.plist("OurFamilyPhotos/Info.plist", {"UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": True,
        "UISceneConfigurations": {NON_INTERACTIVE: [entry("External Display", "$(PRODUCT_MODULE_NAME).SceneDelegate")]}},
        "UIBackgroundModes": ["remote-notification"]})
    f.write("OurFamilyPhotos/OurFamilyPhotosApp.swift", fill(SWIFTUI_APP_WITH_DELEGATE, name="OurFamilyPhotos"))
    f.write("OurFamilyPhotos/AppDelegate.swift", DELEGATE_FOR_EVERY_ROLE)
    f.write("OurFamilyPhotos/SceneDelegate.swift", ROLE_CHECKING_SCENE_DELEGATE)


def utm():
    f = Fixture("utmapp-utm")
    p = Project("UTM.xcodeproj", 55, {"IPHONEOS_DEPLOYMENT_TARGET": "14.0", "MACOSX_DEPLOYMENT_TARGET": "11.3", "SDKROOT": "auto",
                                      "SUPPORTED_PLATFORMS": "", "XROS_DEPLOYMENT_TARGET": "1.0"},
                base="Build.xcconfig", files=["Platform/iOS/Info.plist", "Platform/iOS/Info-Remote.plist",
                                              "Platform/macOS/Info.plist"])
    ios = ["Platform/iOS/UTMApp.swift", "Platform/iOS/UTMExternalSceneDelegate.swift"]
    common = {"SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator", "SUPPORTS_MACCATALYST": "NO",
              "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO", "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "NO",
              "TARGETED_DEVICE_FAMILY": "1,2,7", "PRODUCT_NAME": "UTM", "CODE_SIGN_ENTITLEMENTS": "$(IOS_CODE_SIGN_ENTITLEMENTS)"}
    p.target("iOS", settings=dict(common, INFOPLIST_FILE="Platform/iOS/Info.plist"), sources=ios)
    p.target("iOS-SE", settings=dict(common, INFOPLIST_FILE="$(DERIVED_FILE_DIR)/Info.plist", PRODUCT_NAME="UTM SE"),
             sources=ios, phases=["Generate Info.plist", "sources", "frameworks", "resources"],
             scripts={"Generate Info.plist": (["$(SRCROOT)/Platform/iOS/Info.plist"], ["$(DERIVED_FILE_DIR)/Info.plist"],
                                              "INFO_PLIST=\"$SCRIPT_OUTPUT_FILE_0\"\ncp \"$SCRIPT_INPUT_FILE_0\" \"$INFO_PLIST\"\n"
                                              "/usr/libexec/PlistBuddy -c \"Delete :UIBackgroundModes:1\" \"$INFO_PLIST\"\n")})
    p.target("iOS-Remote", settings=dict(common, INFOPLIST_FILE="Platform/iOS/Info-Remote.plist", PRODUCT_NAME="UTM Remote"),
             sources=ios)
    p.target("macOS", settings={"INFOPLIST_FILE": "Platform/macOS/Info.plist", "SUPPORTED_PLATFORMS": "macosx",
                                "PRODUCT_NAME": "UTM", "CODE_SIGN_ENTITLEMENTS": "$(MAC_CODE_SIGN_ENTITLEMENTS)"},
             sources=["Platform/macOS/UTMApp.swift"])
    p.target("QEMULauncher", settings={"GENERATE_INFOPLIST_FILE": "YES", "SUPPORTED_PLATFORMS": "macosx"},
             sources=["QEMULauncher/Bootstrap.c"])
    p.target("QEMUHelper", kind="xpc", settings={"INFOPLIST_FILE": "QEMUHelper/Info.plist", "SUPPORTED_PLATFORMS": "macosx"},
             sources=["QEMUHelper/main.m"])
    p.target("utmctl", kind="tool", settings={"INFOPLIST_FILE": "$(SRCROOT)/utmctl/Info.plist", "SUPPORTED_PLATFORMS": "macosx"},
             sources=["utmctl/UTMCtl.swift"])
    f.project(p)
    f.write("Build.xcconfig", "MARKETING_VERSION = 5.0.3\nCURRENT_PROJECT_VERSION = 122\n\n"
            '#include? "CodeSigning.xcconfig"\n\n'
            "IOS_CODE_SIGN_ENTITLEMENTS_YES = Platform/iOS/iOS.entitlements\nIOS_CODE_SIGN_ENTITLEMENTS_NO =\n"
            "IOS_CODE_SIGN_ENTITLEMENTS = $(IOS_CODE_SIGN_ENTITLEMENTS_$(DEVELOPER_ACCOUNT_PAID:default=NO))\n"
            "MAC_CODE_SIGN_ENTITLEMENTS_YES = Platform/macOS/macOS.entitlements\n"
            "MAC_CODE_SIGN_ENTITLEMENTS_NO = Platform/macOS/macOS-unsigned.entitlements\n"
            "MAC_CODE_SIGN_ENTITLEMENTS = $(MAC_CODE_SIGN_ENTITLEMENTS_$(DEVELOPER_ACCOUNT_VM_ACCESS:default=NO))\n")
    external = {DEPRECATED: [entry("External", "$(PRODUCT_MODULE_NAME).UTMExternalSceneDelegate")]}
    f.plist("Platform/iOS/Info.plist", info(external, UIBackgroundModes=["audio", "location"]))
    f.plist("Platform/iOS/Info-Remote.plist", info(external))
    f.plist("Platform/macOS/Info.plist", {"CFBundleExecutable": "$(EXECUTABLE_NAME)", "NSPrincipalClass": "NSApplication"})
    f.plist("QEMUHelper/Info.plist", {"CFBundlePackageType": "XPC!", "XPCService": {"ServiceType": "Application"}})
    f.plist("utmctl/Info.plist", {"CFBundleIdentifier": "com.example.utmctl"})
    f.write("Platform/iOS/UTMApp.swift", fill(SWIFTUI_APP, name="UTM"))
    f.write("Platform/iOS/UTMExternalSceneDelegate.swift", """import SwiftUI
import UIKit

class UTMExternalSceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if session.role == .windowExternalDisplay {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: Text("VM display"))
            window.isHidden = false
            self.window = window
        }
    }
}
""")
    f.write("Platform/macOS/UTMApp.swift", fill(SWIFTUI_APP, name="UTMMac"))
    f.write("QEMULauncher/Bootstrap.c", "int main(int argc, char **argv) { return 0; }\n")
    f.write("QEMUHelper/main.m", "#import <Foundation/Foundation.h>\n\nint main(void) { return 0; }\n")
    f.write("utmctl/UTMCtl.swift", "@main\nstruct UTMCtl {\n    static func main() {}\n}\n")


def food_truck():
    f = Fixture("apple-sample-food-truck")
    p = Project("Food Truck.xcodeproj", 56, {"IPHONEOS_DEPLOYMENT_TARGET": "16.4", "MACOSX_DEPLOYMENT_TARGET": "13.3"},
                base="Configuration/SampleCode.xcconfig",
                files=["App/Food-Truck-Info.plist", "App/Food-Truck-All-Info.plist", "Widgets/Info.plist"])
    app = {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
           "IPHONEOS_DEPLOYMENT_TARGET": "16.4", "MACOSX_DEPLOYMENT_TARGET": "13.3", "SDKROOT": "auto",
           "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx", "PRODUCT_NAME": "$(TARGET_NAME)",
           "PRODUCT_BUNDLE_IDENTIFIER": "com.example.apple-samplecode.Food-Truck${SAMPLE_CODE_DISAMBIGUATOR}"}
    p.target("Food Truck", settings=dict(app, INFOPLIST_FILE="App/Food-Truck-Info.plist"), base="Configuration/SampleCode.xcconfig",
             sources=["App/App.swift"])
    p.target("Food Truck All", settings=dict(app, INFOPLIST_FILE="App/Food-Truck-All-Info.plist"),
             base="Configuration/SampleCode.xcconfig", sources=["App/App.swift"])
    p.target("Widgets", kind="appex", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Widgets/Info.plist",
                                                "SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphonesimulator iphoneos macosx",
                                                "SUPPORTS_MACCATALYST": "NO"},
             base="Configuration/SampleCode.xcconfig", sources=["Widgets/Widgets.swift"])
    f.project(p)
    f.write("Configuration/SampleCode.xcconfig", "// Disambiguates bundle identifiers across teams.\n"
            "SAMPLE_CODE_DISAMBIGUATOR=${DEVELOPMENT_TEAM}\n")
    f.plist("App/Food-Truck-Info.plist", {"NSLocationWhenInUseUsageDescription": "Find nearby trucks"})
    f.plist("App/Food-Truck-All-Info.plist", {"NSLocationWhenInUseUsageDescription": "Find nearby trucks"})
    f.plist("Widgets/Info.plist", {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}})
    f.write("App/App.swift", fill(SWIFTUI_APP, name="FoodTruck"))
    f.write("Widgets/Widgets.swift", "import SwiftUI\nimport WidgetKit\n\nstruct OrdersWidget {}\n")


def backyard_birds():
    f = Fixture("apple-sample-backyard-birds")
    p = Project("Backyard Birds.xcodeproj", 56, {"IPHONEOS_DEPLOYMENT_TARGET": "17.2", "MACOSX_DEPLOYMENT_TARGET": "14.2",
                                                 "WATCHOS_DEPLOYMENT_TARGET": "10.2"},
                base="Configuration/SampleCode.xcconfig", files=["Backyard-Birds-Info.plist", "Widgets/Info.plist"])
    p.target("Backyard Birds", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Backyard-Birds-Info.plist",
                                         "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]": "YES",
                                         "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphonesimulator*]": "YES",
                                         "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]": "YES",
                                         "IPHONEOS_DEPLOYMENT_TARGET": "17.2", "MACOSX_DEPLOYMENT_TARGET": "14.2",
                                         "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx",
                                         "PRODUCT_NAME": "$(TARGET_NAME)"},
             base="Configuration/SampleCode.xcconfig", sources=["Multiplatform/BackyardBirdsApp.swift"])
    p.target("Backyard Birds (Watch)", settings={"GENERATE_INFOPLIST_FILE": "YES", "SDKROOT": "watchos",
                                                 "WATCHOS_DEPLOYMENT_TARGET": "10.2", "PRODUCT_NAME": "Backyard Birds",
                                                 "INFOPLIST_KEY_WKCompanionAppBundleIdentifier": "com.example.BackyardBirds"},
             base="Configuration/SampleCode.xcconfig", sources=["Watch/BackyardBirdsWatchApp.swift"])
    p.target("Widgets", kind="appex", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Widgets/Info.plist",
                                                "SDKROOT": "auto",
                                                "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx watchos watchsimulator"},
             base="Configuration/SampleCode.xcconfig", sources=["Widgets/Widgets.swift"])
    f.project(p)
    f.write("Configuration/SampleCode.xcconfig", "SAMPLE_CODE_DISAMBIGUATOR=${DEVELOPMENT_TEAM}\n")
    f.plist("Backyard-Birds-Info.plist", {"UIBackgroundModes": ["processing"]})
    f.plist("Widgets/Info.plist", {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}})
    f.write("Multiplatform/BackyardBirdsApp.swift", fill(SWIFTUI_APP, name="BackyardBirds"))
    f.write("Watch/BackyardBirdsWatchApp.swift", fill(SWIFTUI_APP, name="BackyardBirdsWatch"))
    f.write("Widgets/Widgets.swift", "import WidgetKit\n\nstruct BirdWidget {}\n")


def loop():
    f = Fixture("loopkit-loop")
    p = Project("Loop.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "15.1", "SDKROOT": "iphoneos", "WATCHOS_DEPLOYMENT_TARGET": "7.1"},
                base="Loop.xcconfig", files=["Loop/Info.plist", "WatchApp/Info.plist", "WatchApp Extension/Info.plist"])
    p.target("Loop", settings={"INFOPLIST_FILE": "Loop/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                               "PRODUCT_BUNDLE_IDENTIFIER": "$(MAIN_APP_BUNDLE_IDENTIFIER)",
                               "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
                               "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) DEBUG"},
             sources=["Loop/AppDelegate.swift"])
    p.target("WatchApp", kind="watchapp2", settings={"INFOPLIST_FILE": "WatchApp/Info.plist", "SDKROOT": "watchos",
                                                      "PRODUCT_NAME": "$(MAIN_APP_DISPLAY_NAME)"},
             phases=["resources"])
    p.target("WatchApp Extension", kind="watchext", settings={"INFOPLIST_FILE": "WatchApp Extension/Info.plist",
                                                              "SDKROOT": "watchos"},
             sources=["WatchApp Extension/ExtensionDelegate.swift"])
    p.target("LoopCore", kind="framework", settings={"INFOPLIST_FILE": "LoopCore/Info.plist"},
             sources=["LoopCore/LoopSettings.swift"])
    f.project(p)
    f.write("Loop.xcconfig", "MAIN_APP_BUNDLE_IDENTIFIER = com.${DEVELOPMENT_TEAM}.loopkit\nMAIN_APP_DISPLAY_NAME = Loop\n"
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited)\nIPHONEOS_DEPLOYMENT_TARGET = 15.1\n"
            "URL_SCHEME_NAME = $(MAIN_APP_DISPLAY_NAME)\n\n"
            '#include? "Version.xcconfig"\n#include? "LoopOverride.xcconfig"\n#include? "../LoopConfigOverride.xcconfig"\n')
    f.write("Version.xcconfig", "LOOP_MARKETING_VERSION = 3.6.0\nCURRENT_PROJECT_VERSION = 57\n")
    f.plist("Loop/Info.plist", info(None, UIBackgroundModes=["bluetooth-central", "processing"]))
    f.plist("WatchApp/Info.plist", {"WKCompanionAppBundleIdentifier": "$(MAIN_APP_BUNDLE_IDENTIFIER)", "WKWatchKitApp": True})
    f.plist("WatchApp Extension/Info.plist", {"NSExtension": {"NSExtensionPointIdentifier": "com.apple.watchkit"}})
    f.plist("LoopCore/Info.plist", {"CFBundlePackageType": "FMWK"})
    f.write("Loop/AppDelegate.swift", UIKIT_APP_DELEGATE)
    f.write("WatchApp Extension/ExtensionDelegate.swift", "import WatchKit\n\nfinal class ExtensionDelegate: NSObject, WKApplicationDelegate {}\n")
    f.write("LoopCore/LoopSettings.swift", "public struct LoopSettings {}\n")


def markshown():
    f = Fixture("stollcri-markshown")
    p = Project("MarkShown.xcodeproj", 46, {"IPHONEOS_DEPLOYMENT_TARGET": "7.0", "SDKROOT": "iphoneos"},
                files=["MarkShown/MarkShown-Info.plist", "MarkShown/CASExternalScreen.h", "MarkShown/MKSAppDelegate.h",
                       "MarkShown/markdown.h"])
    p.target("MarkShown", settings={"INFOPLIST_FILE": "MarkShown/MarkShown-Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                    "GCC_PREFIX_HEADER": "MarkShown/MarkShown-Prefix.pch", "WRAPPER_EXTENSION": "app"},
             sources=["MarkShown/main.m", "MarkShown/MKSAppDelegate.m", "MarkShown/CASExternalScreen.m",
                      "MarkShown/markdown.c", "MarkShown/generate.c"])
    p.target("MarkShownTests", kind="test", settings={"INFOPLIST_FILE": "MarkShownTests/MarkShownTests-Info.plist"},
             sources=["MarkShownTests/MarkShownTests.m"])
    f.project(p)
    f.plist("MarkShown/MarkShown-Info.plist", info(None, UIMainStoryboardFile="Main_iPad",
                                                   UIRequiredDeviceCapabilities=["armv7"]))
    f.plist("MarkShownTests/MarkShownTests-Info.plist", {"CFBundlePackageType": "BNDL"})
    f.write("MarkShown/main.m", fill(OBJC_MAIN, delegate="MKSAppDelegate"))
    f.write("MarkShown/MKSAppDelegate.h", fill(OBJC_DELEGATE_HEADER, delegate="MKSAppDelegate"))
    f.write("MarkShown/MKSAppDelegate.m", fill(OBJC_PLAIN_DELEGATE, delegate="MKSAppDelegate"))
    f.write("MarkShown/CASExternalScreen.h", """#import <UIKit/UIKit.h>

@interface CASExternalScreen : NSObject
@property (strong, nonatomic) UIWindow *secondWindow;
- (void)setUpScreenConnectionNotificationHandlers;
@end
""")
    f.write("MarkShown/CASExternalScreen.m", """#import "CASExternalScreen.h"

@implementation CASExternalScreen

- (void)setUpScreenConnectionNotificationHandlers {
    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
    [center addObserver:self selector:@selector(screenDidConnect:) name:UIScreenDidConnectNotification object:nil];
    [center addObserver:self selector:@selector(screenDidDisconnect:) name:UIScreenDidDisconnectNotification object:nil];
}

- (void)screenDidConnect:(NSNotification *)notification {
    UIScreen *screen = [notification object];
    self.secondWindow = [[UIWindow alloc] initWithFrame:screen.bounds];
    self.secondWindow.screen = screen;
    self.secondWindow.hidden = NO;
}

- (void)screenDidDisconnect:(NSNotification *)notification {
    self.secondWindow = nil;
}

@end
""")
    f.write("MarkShown/markdown.h", "int mkd_compile(void *document, int flags);\n")
    f.write("MarkShown/markdown.c", "#include \"markdown.h\"\n\nint mkd_compile(void *document, int flags) { return 0; }\n")
    f.write("MarkShown/generate.c", "int mkd_generatehtml(void *document, void *output) { return 0; }\n")
    f.write("MarkShownTests/MarkShownTests.m", "#import <XCTest/XCTest.h>\n\n@interface MarkShownTests : XCTestCase\n@end\n\n"
            "@implementation MarkShownTests\n@end\n")


def multiscreen():
    f = Fixture("sfomuseum-ios-multiscreen-starter")
    p = Project("MultiScreen.xcodeproj", 52, {"IPHONEOS_DEPLOYMENT_TARGET": "16.0", "SDKROOT": "iphoneos"},
                files=["MultiScreen/Info.plist"])
    p.target("MultiScreen", settings={"INFOPLIST_FILE": "MultiScreen/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "14.1",
                                      "IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]": "13.6", "SUPPORTS_MACCATALYST": "YES",
                                      "PRODUCT_NAME": "$(TARGET_NAME)", "TARGETED_DEVICE_FAMILY": "1,2,6"},
             sources=["MultiScreen/AppDelegate.swift", "MultiScreen/SceneDelegate.swift", "MultiScreen/ExternalSceneDelegate.swift",
                      "MultiScreen/ViewController.swift"])
    p.target("MultiScreenTests", kind="test", settings={"INFOPLIST_FILE": "MultiScreenTests/Info.plist"},
             sources=["MultiScreenTests/MultiScreenTests.swift"])
    f.project(p)
    f.plist("MultiScreen/Info.plist", info({
        DEPRECATED: [entry("Default", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate", "", "Main")],
        APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard="Main")]}))
    f.plist("MultiScreenTests/Info.plist", {"CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"})
    f.write("MultiScreen/AppDelegate.swift", UIKIT_APP_DELEGATE)
    f.write("MultiScreen/SceneDelegate.swift", "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n")
    f.write("MultiScreen/ExternalSceneDelegate.swift", """import UIKit

/// Loads the passive web page on the external display.
class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene, let window else { return }
        window.rootViewController = ViewController(page: "external.html")
    }
}
""")
    f.write("MultiScreen/ViewController.swift", """import UIKit

class ViewController: UIViewController {
    let page: String

    init(page: String) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        page = "index.html"
        super.init(coder: coder)
    }
}
""")
    f.write("MultiScreenTests/MultiScreenTests.swift", "import XCTest\n\nfinal class MultiScreenTests: XCTestCase {}\n")


def celestia():
    f = Fixture("celestiamobile-mobilecelestia")
    p = Project("MobileCelestia.xcodeproj", 70, {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos",
                                                 "XROS_DEPLOYMENT_TARGET": "1.0"},
                synchronized=["MobileCelestia"], files=["CelestiaMacBridge/Info.plist"])
    p.target("MobileCelestia", settings={"INFOPLIST_FILE": "$(TARGET_NAME)/Info.plist",
                                         "INFOPLIST_FILE[sdk=macosx*]": "$(TARGET_NAME)/Info-macos.plist",
                                         "SUPPORTS_MACCATALYST": "YES", "SUPPORTS_MAC_DESIGNED_FOR_IPHONE_IPAD": "NO",
                                         "PRODUCT_NAME": "$(TARGET_NAME)", "TARGETED_DEVICE_FAMILY": "1,2,6,7"},
             synchronized=["MobileCelestia"], exceptions=["MobileCelestia/Info.plist", "MobileCelestia/Info-macos.plist"],
             phases=["Copy General Data", "sources", "frameworks", "resources"],
             scripts={"Copy General Data": ([], [], "rsync -a \"$SRCROOT/../CelestiaContent/\" \"$TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH/CelestiaResources/\"\n")})
    p.target("CelestiaMacBridge", kind="bundle", settings={"INFOPLIST_FILE": "CelestiaMacBridge/Info.plist", "SDKROOT": "macosx"},
             sources=["CelestiaMacBridge/MacBridge.m"])
    f.project(p)
    manifest = {DEPRECATED: [entry("ExternalScreen", "$(PRODUCT_MODULE_NAME).ExternalScreenSceneDelegate")],
                NON_INTERACTIVE: [entry("ExternalScreen", "$(PRODUCT_MODULE_NAME).ExternalScreenSceneDelegate")],
                APPLICATION: [entry("Main", "$(PRODUCT_MODULE_NAME).MainSceneDelegate")]}
    f.plist("MobileCelestia/Info.plist", info(manifest, UIApplicationSceneManifest={
        "UIApplicationSupportsMultipleScenes": False, "UIApplicationSupportsTabbedSceneCollection": False,
        "UISceneConfigurations": manifest}))
    f.plist("MobileCelestia/Info-macos.plist", info({APPLICATION: [entry("Main", "$(PRODUCT_MODULE_NAME).MainSceneDelegate")]},
                                                    multiple=True))
    f.plist("CelestiaMacBridge/Info.plist", {"NSPrincipalClass": "MacBridge"})
    f.write("CelestiaMacBridge/MacBridge.m", "#import <Foundation/Foundation.h>\n\n@interface MacBridge : NSObject\n@end\n\n"
            "@implementation MacBridge\n@end\n")
    f.write("MobileCelestia/AppDelegate.swift", """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    #if targetEnvironment(macCatalyst)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
    }
    #endif
}
""")
    f.write("MobileCelestia/MainSceneDelegate.swift", "import UIKit\n\nclass MainSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n")
    f.write("MobileCelestia/ExternalScreenSceneDelegate.swift", fill(EXTERNAL_WINDOW_DELEGATE, cls="ExternalScreenSceneDelegate"))


def epgplayer():
    f = Fixture("imxieyi-epgplayer")
    p = Project("EPGPlayer.xcodeproj", 77, {"IPHONEOS_DEPLOYMENT_TARGET": "18.2", "SDKROOT": "iphoneos"},
                synchronized=["EPGPlayer"])
    p.target("EPGPlayer", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "EPGPlayer/Info.plist",
                                    "INFOPLIST_KEY_UILaunchScreen_Generation": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "18.0",
                                    "MACOSX_DEPLOYMENT_TARGET": "15.0", "PRODUCT_NAME": "$(TARGET_NAME)",
                                    "SUPPORTED_PLATFORMS": "appletvos appletvsimulator iphoneos iphonesimulator macosx",
                                    "SUPPORTS_MACCATALYST": "NO", "TARGETED_DEVICE_FAMILY": "1,2,3"},
             synchronized=["EPGPlayer"], exceptions=["EPGPlayer/Info.plist"],
             phases=["sources", "frameworks", "resources", "Copy GoogleService-Info.plist if exists"],
             scripts={"Copy GoogleService-Info.plist if exists": ([], [], "[ -f \"$SRCROOT/GoogleService-Info.plist\" ] && "
                                                                          "cp \"$SRCROOT/GoogleService-Info.plist\" \"$TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH/\" || true\n")})
    f.project(p)
    f.plist("EPGPlayer/Info.plist", {"UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": False,
        "UISceneConfigurations": {NON_INTERACTIVE: [entry("ExternalScene", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate",
                                                          "UIWindowScene", "ExternalLaunchScreen")]}},
        "UIBackgroundModes": ["audio"]})
    f.write("EPGPlayer/Shared/EPGPlayerApp.swift", fill(SWIFTUI_APP_WITH_DELEGATE, name="EPGPlayer"))
    f.write("EPGPlayer/Platform/iOS/AppDelegate.swift", """import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate, ObservableObject {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        true
    }
}
""")
    f.write("EPGPlayer/Platform/iOS/ExternalDisplay/ExternalDisplayHelper.swift", """import UIKit

class ExternalDisplayHelper: NSObject {
    @MainActor static var instance = ExternalDisplayHelper()
    @objc dynamic var delegate: ExternalSceneDelegate?
}
""")
    f.write("EPGPlayer/Platform/iOS/ExternalDisplay/ExternalSceneDelegate.swift", """import UIKit

/// Hosts the video output while a TV is connected.
class ExternalSceneDelegate: NSObject, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        ExternalDisplayHelper.instance.delegate = self
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UIViewController()
        window?.isHidden = false
    }
}
""")
    f.write("EPGPlayer/Platform/iOS/ExternalDisplay/ExternalLaunchScreen.storyboard", """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" launchScreen="YES" initialViewController="epg-launch-1">
    <scenes>
        <scene sceneID="epg-scene-1">
            <objects>
                <viewController id="epg-launch-1" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
""")


def mrhappyoi():
    f = Fixture("hironytic-mrhappyoi")
    p = Project("MrHappyoI.xcodeproj", 50, {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos"},
                files=["MrHappyoI/Info.plist"])
    p.target("MrHappyoI", settings={"INFOPLIST_FILE": "MrHappyoI/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.MrHappyoI", "TARGETED_DEVICE_FAMILY": "2"},
             sources=["MrHappyoI/AppDelegate.swift", "MrHappyoI/DefaultSceneDelegate.swift",
                      "MrHappyoI/ExternalDisplaySceneDelegate.swift", "MrHappyoI/View/ExternalDisplayCoordinator.swift"])
    f.project(p)
    f.plist("MrHappyoI/Info.plist", info({
        APPLICATION: [entry("Default Configuration", "$(PRODUCT_MODULE_NAME).DefaultSceneDelegate", storyboard="DocumentBrowser")],
        DEPRECATED: [entry("External Display Configuration", "$(PRODUCT_MODULE_NAME).ExternalDisplaySceneDelegate")]},
        UIFileSharingEnabled=True, UILaunchStoryboardName="LaunchScreen"))
    f.write("MrHappyoI/AppDelegate.swift", """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        switch connectingSceneSession.role {
        case .windowApplication:
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        case .windowExternalDisplay:
            return UISceneConfiguration(name: "External Display Configuration", sessionRole: connectingSceneSession.role)
        default:
            return connectingSceneSession.configuration
        }
    }
}
""")
    f.write("MrHappyoI/DefaultSceneDelegate.swift", "import UIKit\n\nclass DefaultSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n")
    f.write("MrHappyoI/ExternalDisplaySceneDelegate.swift", fill(EXTERNAL_WINDOW_DELEGATE, cls="ExternalDisplaySceneDelegate"))
    f.write("MrHappyoI/View/ExternalDisplayCoordinator.swift", """import UIKit

/// Shows the current slide on the projector's window.
final class ExternalDisplayCoordinator {
    weak var window: UIWindow?
}
""")


def gym_tracker():
    f = Fixture("omeriadon-gym-tracker")
    p = Project("Gym Tracker.xcodeproj", 77, {"IPHONEOS_DEPLOYMENT_TARGET": "18.4", "SDKROOT": "iphoneos"},
                synchronized=["Gym Tracker"], files=["Gym-Tracker-Info.plist"])
    p.target("Gym Tracker", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Gym-Tracker-Info.plist",
                                      "IPHONEOS_DEPLOYMENT_TARGET": "17.6", "PRODUCT_NAME": "$(TARGET_NAME)",
                                      "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Gym-Tracker",
                                      "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
                                      "SUPPORTS_XR_DESIGNED_FOR_IPHONE_IPAD": "YES"},
             synchronized=["Gym Tracker"], exceptions=["Gym Tracker/GymTrackerWidget/Info.plist",
                                                       "Gym Tracker/GymTrackerWidget/GymTrackerWidget.swift"])
    p.target("GymTrackerWidgetExtension", kind="appex",
             settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Gym Tracker/GymTrackerWidget/Info.plist",
                       "IPHONEOS_DEPLOYMENT_TARGET": "17.6"},
             sources=["Gym Tracker/GymTrackerWidget/GymTrackerWidget.swift"])
    f.project(p)
    manifest = {"UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": True,
        "UISceneConfigurations": {NON_INTERACTIVE: [entry("External Display", "$(PRODUCT_MODULE_NAME).SceneDelegate")]}}}
    f.plist("Gym-Tracker-Info.plist", dict(manifest, UIBackgroundModes=["remote-notification", "audio"]))
    f.plist("Gym Tracker/GymTrackerWidget/Info.plist", dict(manifest, NSExtension={
        "NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}))
    f.write("Gym Tracker/Gym_TrackerApp.swift", fill(SWIFTUI_APP_WITH_DELEGATE, name="Gym_Tracker"))
    f.write("Gym Tracker/AppDelegate.swift", DELEGATE_FOR_EVERY_ROLE)
    f.write("Gym Tracker/SceneDelegate.swift", ROLE_CHECKING_SCENE_DELEGATE)
    f.write("Gym Tracker/GymTrackerWidget/GymTrackerWidget.swift", "import WidgetKit\n\nstruct GymTrackerWidget {}\n")


def additional_screen():
    f = Fixture("podalakurprasanth-additionalscreeninios")
    demo = Project("ExternalScreeniOS/ExternalScreenDemo.xcodeproj", 55, {"IPHONEOS_DEPLOYMENT_TARGET": "12.1", "SDKROOT": "iphoneos"},
                   files=["ExternalScreenDemo/Info.plist"])
    demo.target("ExternalScreenDemo", settings={"INFOPLIST_FILE": "ExternalScreenDemo/Info.plist",
                                                "IPHONEOS_DEPLOYMENT_TARGET": "13.0", "PRODUCT_NAME": "$(TARGET_NAME)"},
                sources=["ExternalScreenDemo/AppDelegate.swift", "ExternalScreenDemo/ViewController.swift"])
    f.project(demo)
    f.plist("ExternalScreeniOS/ExternalScreenDemo/Info.plist", info(None, UILaunchStoryboardName="LaunchScreen",
                                                                    UIMainStoryboardFile="Main"))
    f.write("ExternalScreeniOS/ExternalScreenDemo/AppDelegate.swift", UIKIT_APP_DELEGATE)
    f.write("ExternalScreeniOS/ExternalScreenDemo/ViewController.swift", """import UIKit

class ViewController: UIViewController {
    var secondWindow: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupScreen()
        NotificationCenter.default.addObserver(
            self, selector: #selector(setupScreen), name: UIScreen.didConnectNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenDisconnected), name: UIScreen.didDisconnectNotification, object: nil)
    }

    @objc func setupScreen() {
        guard UIScreen.screens.count > 1 else { return }
        let secondScreen = UIScreen.screens[1]
        let window = UIWindow(frame: secondScreen.bounds)
        window.rootViewController = UIViewController()
        window.screen = secondScreen
        window.isHidden = false
        secondWindow = window
    }

    @objc func screenDisconnected() {
        secondWindow = nil
    }
}
""")
    task = Project("APITask/OCBCAssessment.xcodeproj", 55, {"IPHONEOS_DEPLOYMENT_TARGET": "11.0", "SDKROOT": "iphoneos"},
                   files=["OCBCAssessment/Info.plist"])
    task.target("OCBCAssessment", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "OCBCAssessment/Info.plist",
                                            "IPHONEOS_DEPLOYMENT_TARGET": "11.0", "PRODUCT_NAME": "$(TARGET_NAME)"},
                sources=["OCBCAssessment/AppDelegate.swift", "OCBCAssessment/Module/Login/LoginVC.swift"])
    f.project(task)
    f.plist("APITask/OCBCAssessment/Info.plist", {"NSAppTransportSecurity": {"NSAllowsArbitraryLoads": True}})
    f.write("APITask/OCBCAssessment/AppDelegate.swift", UIKIT_APP_DELEGATE)
    f.write("APITask/OCBCAssessment/Module/Login/LoginVC.swift", "import UIKit\n\nfinal class LoginVC: UIViewController {}\n")


def countout():
    f = Fixture("pixlwave-countout")
    p = Project("Countout.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "26.0", "SDKROOT": "iphoneos"},
                files=["Resources/Info.plist", "Resources/LaunchScreen.storyboard"])
    p.target("Countout", settings={"INFOPLIST_FILE": "Resources/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                   "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Countout", "TARGETED_DEVICE_FAMILY": "1,2"},
             sources=["Sources/CountoutApp.swift", "Sources/Delegates/AppDelegate.swift",
                      "Sources/Delegates/OutputDelegate.swift"])
    p.target("CountoutTests", kind="test", settings={"GENERATE_INFOPLIST_FILE": "YES"},
             sources=["CountoutTests/FormattingTests.swift"])
    p.target("CountoutScreenshots", kind="test", settings={"GENERATE_INFOPLIST_FILE": "YES", "SDKROOT": "auto",
                                                            "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"},
             sources=["CountoutScreenshots/AppStore.swift"])
    f.project(p)
    f.plist("Resources/Info.plist", info({DEPRECATED: [entry("Output Configuration", "$(PRODUCT_MODULE_NAME).OutputDelegate")]},
                                         UILaunchStoryboardName="LaunchScreen"))
    f.write("Resources/LaunchScreen.storyboard", """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" launchScreen="YES" initialViewController="cnt-launch-1">
    <scenes>
        <scene sceneID="cnt-scene-1">
            <objects>
                <viewController id="cnt-launch-1" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
""")
    f.write("Sources/CountoutApp.swift", """import SwiftUI

@main
struct CountoutApp: App {
    @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate

    var body: some Scene {
        WindowGroup {
            Text("Timers")
        }
    }
}
""")
    f.write("Sources/Delegates/AppDelegate.swift", """import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        true
    }
}
""")
    f.write("Sources/Delegates/OutputDelegate.swift", """import SwiftUI
import UIKit

/// Puts the countdown on the venue screen.
class OutputDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, session.role == .windowExternalDisplay else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIHostingController(rootView: Text("05:00"))
        window?.isHidden = false
    }
}
""")
    f.write("CountoutTests/FormattingTests.swift", "import XCTest\n\nfinal class FormattingTests: XCTestCase {}\n")
    f.write("CountoutScreenshots/AppStore.swift", "import XCTest\n\nfinal class AppStore: XCTestCase {}\n")


def analog():
    f = Fixture("analogio-mobile_app")
    configurations = ("Debug-production", "Debug-development", "Release-production", "Release-development",
                      "Profile-production", "Profile-development")
    p = Project("ios/Runner.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "13.0", "SDKROOT": "iphoneos",
                                             "SUPPORTED_PLATFORMS": {c: "iphoneos" for c in configurations[2:]}},
                configurations, files=["Runner/Info.plist", "Runner/GeneratedPluginRegistrant.h",
                                       "Runner/Runner-Bridging-Header.h", "Flutter/Flavors.xcconfig",
                                       "Flutter/AppFrameworkInfo.plist"])
    p.target("Runner", settings={"INFOPLIST_FILE": "Runner/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                 "PRODUCT_BUNDLE_IDENTIFIER": "dk.example.analog$(FLAVOR_SUFFIX)",
                                 "SWIFT_OBJC_BRIDGING_HEADER": "Runner/Runner-Bridging-Header.h"},
             base={c: ("Flutter/Debug.xcconfig" if c.startswith("Debug") else "Flutter/Release.xcconfig") for c in configurations},
             sources=["Runner/AppDelegate.swift", "Runner/GeneratedPluginRegistrant.m"],
             phases=["Run Script", "sources", "frameworks", "resources", "Thin Binary"],
             scripts={"Run Script": ([], [], "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" build\n"),
                      "Thin Binary": (["${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"], [],
                                      "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" embed_and_thin\n")})
    p.target("RunnerTests", kind="test", settings={"GENERATE_INFOPLIST_FILE": "YES"},
             base={c: f"Pods/Target Support Files/Pods-RunnerTests/Pods-RunnerTests.{c.lower()}.xcconfig" for c in configurations},
             sources=["RunnerTests/RunnerTests.swift"])
    f.project(p)
    for name in ("Debug", "Release"):
        f.write(f"ios/Flutter/{name}.xcconfig", f'#include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.{name.lower()}.xcconfig"\n'
                '#include "Generated.xcconfig"\n#include "Flavors.xcconfig"\n')
    f.write("ios/Flutter/Flavors.xcconfig", "// Per-flavour values, chosen by configuration name.\n"
            "DEEP_LINK_SCHEME = analogapp\nFLAVOR_APP_NAME = Analog\n\n"
            "DEEP_LINK_SCHEME[config=Debug-development] = analogapp-dev\n"
            "DEEP_LINK_SCHEME[config=Release-development] = analogapp-dev\n"
            "FLAVOR_APP_NAME[config=Debug-development] = [DEV] Analog\n"
            "FLAVOR_APP_NAME[config=Release-development] = [DEV] Analog\n")
    f.plist("ios/Flutter/AppFrameworkInfo.plist", {"CFBundleExecutable": "App", "MinimumOSVersion": "13.0"})
    f.plist("ios/Runner/Info.plist", info(None, CFBundleDisplayName="$(FLAVOR_APP_NAME)",
                                          CFBundleURLTypes=[{"CFBundleURLSchemes": ["$(DEEP_LINK_SCHEME)"]}],
                                          UILaunchStoryboardName="LaunchScreen", UIMainStoryboardFile="Main"))
    f.write("ios/Runner/Runner-Bridging-Header.h", '#import "GeneratedPluginRegistrant.h"\n')
    f.write("ios/Runner/AppDelegate.swift", """import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
""")
    f.write("ios/RunnerTests/RunnerTests.swift", "import XCTest\n\nfinal class RunnerTests: XCTestCase {}\n")
    f.write("pubspec.yaml", "name: analog\ndescription: Coffee ordering.\nenvironment:\n  sdk: '>=3.0.0 <4.0.0'\n")
    f.write("lib/main.dart", "import 'package:flutter/material.dart';\n\nvoid main() => runApp(const MaterialApp());\n")


# Pre-scene apps and scene migrations (the UIKit scene life cycle, which the iOS 27 SDK requires).

def msal_objc_sample():
    f = Fixture("azuread-msal-objc-sample")
    p = Project("SampleAppiOS.xcodeproj", 50, {"IPHONEOS_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "iphoneos"},
                files=["SampleAppiOS/Info.plist", "SampleAppiOS/SampleAppDelegate.h", "SampleAppiOS/SampleMainViewController.h"])
    p.target("SampleAppiOS", settings={"INFOPLIST_FILE": "SampleAppiOS/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                       "PRODUCT_BUNDLE_IDENTIFIER": "com.example.msal.SampleAppiOS"},
             sources=["SampleAppiOS/main.m", "SampleAppiOS/SampleAppDelegate.m", "SampleAppiOS/SampleMainViewController.m"])
    f.project(p)
    f.plist("SampleAppiOS/Info.plist", info(None, CFBundleURLTypes=[{"CFBundleURLSchemes": ["msauth.$(PRODUCT_BUNDLE_IDENTIFIER)"]}],
                                            UILaunchStoryboardName="LaunchScreen"))
    f.write("SampleAppiOS/main.m", fill(OBJC_MAIN, delegate="SampleAppDelegate"))
    f.write("SampleAppiOS/SampleAppDelegate.h", fill(OBJC_DELEGATE_HEADER, delegate="SampleAppDelegate"))
    f.write("SampleAppiOS/SampleAppDelegate.m", """#import "SampleAppDelegate.h"
#import "SampleMainViewController.h"

@implementation SampleAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UIWindow *window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window = window;
    window.rootViewController = [SampleMainViewController new];
    [window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    return [SampleMainViewController handleSignInResponse:url];
}

@end
""")
    f.write("SampleAppiOS/SampleMainViewController.h", """#import <UIKit/UIKit.h>

@interface SampleMainViewController : UIViewController
+ (BOOL)handleSignInResponse:(NSURL *)url;
@end
""")
    f.write("SampleAppiOS/SampleMainViewController.m", """#import "SampleMainViewController.h"

@implementation SampleMainViewController

+ (BOOL)handleSignInResponse:(NSURL *)url {
    return url != nil;
}

@end
""")


def gamebookengine():
    f = Fixture("amiantos-gamebookengine")
    p = Project("GamebookEngine.xcodeproj", 52, {"IPHONEOS_DEPLOYMENT_TARGET": "13.6", "SDKROOT": "iphoneos"},
                files=["GamebookEngine/Info.plist"])
    p.target("GamebookEngine", settings={"INFOPLIST_FILE": "GamebookEngine/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                         "PRODUCT_BUNDLE_IDENTIFIER": "net.example.GamebookEngine"},
             sources=["GamebookEngine/AppDelegate.swift", "GamebookEngine/Views/GameListView.swift"])
    p.target("GamebookEngineTests", kind="test", settings={"INFOPLIST_FILE": "GamebookEngineTests/Info.plist"},
             sources=["GamebookEngineTests/GamebookEngineTests.swift"])
    f.project(p)
    f.plist("GamebookEngine/Info.plist", info(None, CFBundleDocumentTypes=[{"CFBundleTypeName": "Gamebook",
                                                                            "LSItemContentTypes": ["net.example.gamebook"]}],
                                              UILaunchStoryboardName="LaunchScreen"))
    f.plist("GamebookEngineTests/Info.plist", {"CFBundlePackageType": "BNDL"})
    f.write("GamebookEngine/AppDelegate.swift", """import SwiftUI
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _: UIApplication, didFinishLaunchingWithOptions _: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIHostingController(rootView: GameListView())
        window?.makeKeyAndVisible()
        return true
    }

    func application(_: UIApplication, open url: URL, options _: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        GameListView.importGame(from: url)
    }

    func applicationWillResignActive(_: UIApplication) {}

    func applicationDidEnterBackground(_: UIApplication) {}

    func applicationWillEnterForeground(_: UIApplication) {}

    func applicationDidBecomeActive(_: UIApplication) {}
}
""")
    f.write("GamebookEngine/Views/GameListView.swift", """import SwiftUI

struct GameListView: View {
    var body: some View {
        List { Text("Games") }
    }

    static func importGame(from url: URL) -> Bool {
        url.isFileURL
    }
}
""")
    f.write("GamebookEngineTests/GamebookEngineTests.swift", "import XCTest\n\nfinal class GamebookEngineTests: XCTestCase {}\n")


FLUTTER_IMPLICIT_ENGINE_DELEGATE = """import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
        GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
    }
}
"""


def mobile_nebula(after):
    f = Fixture("definednet-mobile_nebula-" + ("after" if after else "before"))
    p = Project("ios/Runner.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos"},
                files=["Runner/Info.plist", "Runner/GeneratedPluginRegistrant.h", "Runner/Runner-Bridging-Header.h"])
    p.target("Runner", settings={"INFOPLIST_FILE": "Runner/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                 "PRODUCT_BUNDLE_IDENTIFIER": "net.defined.mobileNebula",
                                 "SWIFT_OBJC_BRIDGING_HEADER": "Runner/Runner-Bridging-Header.h"},
             base={"Debug": "Flutter/Debug.xcconfig", "Release": "Flutter/Release.xcconfig"},
             sources=["Runner/AppDelegate.swift", "Runner/GeneratedPluginRegistrant.m"],
             phases=["Run Script", "sources", "frameworks", "resources", "Thin Binary"],
             scripts={"Run Script": ([], [], "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" build\n"),
                      "Thin Binary": (["${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"], [],
                                      "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" embed_and_thin\n")})
    f.project(p)
    for name in ("Debug", "Release"):
        f.write(f"ios/Flutter/{name}.xcconfig", f'#include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.{name.lower()}.xcconfig"\n'
                '#include "Generated.xcconfig"\n')
    configurations = {APPLICATION: [dict(entry("flutter", delegate="FlutterSceneDelegate", scene_class="UIWindowScene",
                                              storyboard="Main"))]} if after else {}
    f.plist("ios/Runner/Info.plist", info(configurations, multiple=False, CFBundleDisplayName="Nebula",
                                          UILaunchStoryboardName="LaunchScreen", UIMainStoryboardFile="Main"))
    f.write("ios/Runner/Runner-Bridging-Header.h", '#import "GeneratedPluginRegistrant.h"\n')
    f.write("ios/Runner/GeneratedPluginRegistrant.h", "#import <Flutter/Flutter.h>\n\n@interface GeneratedPluginRegistrant : NSObject\n"
            "+ (void)registerWithRegistry:(NSObject<FlutterPluginRegistry> *)registry;\n@end\n")
    f.write("ios/Runner/GeneratedPluginRegistrant.m", '#import "GeneratedPluginRegistrant.h"\n\n@implementation GeneratedPluginRegistrant\n'
            "+ (void)registerWithRegistry:(NSObject<FlutterPluginRegistry> *)registry {}\n@end\n")
    f.write("ios/Runner/AppDelegate.swift", FLUTTER_IMPLICIT_ENGINE_DELEGATE)
    f.write("pubspec.yaml", "name: mobile_nebula\ndescription: Nebula mesh VPN client.\n")
    f.write("lib/main.dart", "import 'package:flutter/material.dart';\n\nvoid main() => runApp(const MaterialApp());\n")


AAO_APP_DELEGATE = """import React
import React_RCTAppDelegate
import ReactAppDependencyProvider
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    var reactNativeDelegate: ReactNativeDelegate?
    var reactNativeFactory: RCTReactNativeFactory?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let delegate = ReactNativeDelegate()
        let factory = RCTReactNativeFactory(delegate: delegate)
        delegate.dependencyProvider = RCTAppDependencyProvider()
        reactNativeDelegate = delegate
        reactNativeFactory = factory

        window = UIWindow(frame: UIScreen.main.bounds)
        factory.startReactNative(withModuleName: "AllAboutOlaf", in: window, launchOptions: launchOptions)
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        RCTLinkingManager.application(app, open: url, options: options)
    }
}

class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
    override func bundleURL() -> URL? {
        Bundle.main.url(forResource: "main", withExtension: "jsbundle")
    }
}
"""

AAO_SCENE_DELEGATE = """
/// Adopts the window React Native's startup already built, instead of moving that startup here.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
            let window = (UIApplication.shared.delegate as? AppDelegate)?.window
        else { return }
        window.windowScene = windowScene
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            _ = RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
        }
    }
}
"""


def aao_react_native(after):
    f = Fixture("stodevx-aao-react-native-" + ("after" if after else "before"))
    p = Project("ios/AllAboutOlaf.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": "15.1", "SDKROOT": "iphoneos"},
                files=["AllAboutOlaf/Info.plist"])
    p.target("AllAboutOlaf", settings={"INFOPLIST_FILE": "AllAboutOlaf/Info.plist", "PRODUCT_NAME": "AllAboutOlaf",
                                       "PRODUCT_BUNDLE_IDENTIFIER": "NFMTHAZVS9.com.drewvolz.stolaf"},
             base={"Debug": "Pods/Target Support Files/Pods-AllAboutOlaf/Pods-AllAboutOlaf.debug.xcconfig",
                   "Release": "Pods/Target Support Files/Pods-AllAboutOlaf/Pods-AllAboutOlaf.release.xcconfig"},
             sources=["AllAboutOlaf/AppDelegate.swift"])
    f.project(p)
    manifest = {APPLICATION: [entry("Default Configuration", delegate="$(PRODUCT_MODULE_NAME).SceneDelegate")]} if after else None
    f.plist("ios/AllAboutOlaf/Info.plist", info(manifest, CFBundleDisplayName="All About Olaf",
                                                CFBundleURLTypes=[{"CFBundleURLSchemes": ["allaboutolaf"]}],
                                                UILaunchStoryboardName="LaunchScreen"))
    f.write("ios/AllAboutOlaf/AppDelegate.swift", AAO_APP_DELEGATE + (AAO_SCENE_DELEGATE if after else ""))
    f.write("package.json", '{\n  "name": "all-about-olaf",\n  "dependencies": { "react-native": "0.81.0" }\n}\n')
    f.write("index.js", "import { AppRegistry } from 'react-native';\n")


FLUTTER_PLUGIN_APP_DELEGATE = """import Flutter
import UIKit
import {module}

@main
@objc class AppDelegate: FlutterAppDelegate {{
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {{
    {plugin}.{hook} = registerPlugins
    GeneratedPluginRegistrant.register(with: self)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }}
}}

/// Gives the Flutter engine of each external screen the app's plugins too.
func registerPlugins(controller: FlutterViewController) {{
  GeneratedPluginRegistrant.register(with: controller)
}}
"""


def flutter_runner(f, deployment, plist_extra, delegate_source):
    p = Project("ios/Runner.xcodeproj", 54, {"IPHONEOS_DEPLOYMENT_TARGET": deployment, "SDKROOT": "iphoneos"},
                files=["Runner/Info.plist", "Runner/Runner-Bridging-Header.h"])
    p.target("Runner", settings={"INFOPLIST_FILE": "Runner/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                 "PRODUCT_BUNDLE_IDENTIFIER": "com.example.externalDisplayExample",
                                 "SWIFT_OBJC_BRIDGING_HEADER": "Runner/Runner-Bridging-Header.h"},
             base={"Debug": "Flutter/Debug.xcconfig", "Release": "Flutter/Release.xcconfig"},
             sources=["Runner/AppDelegate.swift"],
             phases=["Run Script", "sources", "frameworks", "resources", "Thin Binary"],
             scripts={"Run Script": ([], [], "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" build\n"),
                      "Thin Binary": (["${TARGET_BUILD_DIR}/${INFOPLIST_PATH}"], [],
                                      "/bin/sh \"$FLUTTER_ROOT/packages/flutter_tools/bin/xcode_backend.sh\" embed_and_thin\n")})
    f.project(p)
    for name in ("Debug", "Release"):
        f.write(f"ios/Flutter/{name}.xcconfig", f'#include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.{name.lower()}.xcconfig"\n'
                '#include "Generated.xcconfig"\n')
    f.plist("ios/Runner/Info.plist", info(None, UILaunchStoryboardName="LaunchScreen", UIMainStoryboardFile="Main",
                                          **plist_extra))
    f.write("ios/Runner/Runner-Bridging-Header.h", '#import "GeneratedPluginRegistrant.h"\n')
    f.write("ios/Runner/AppDelegate.swift", delegate_source)


def external_display_example():
    """A Flutter app whose delegate names the external_display plugin, which the repository itself is."""
    f = Fixture("gavinfu7-external-display-example")
    flutter_runner(f, "12.0", {"CFBundleDisplayName": "External Display"},
                   fill(FLUTTER_PLUGIN_APP_DELEGATE, module="external_display", plugin="ExternalDisplayPlugin",
                        hook="registerGeneratedPlugin"))
    f.write("pubspec.yaml", "name: external_display_example\ndescription: Shows a second view on a connected display.\n"
            "publish_to: 'none'\n\nenvironment:\n  sdk: '>=3.3.4 <4.0.0'\n\ndependencies:\n  flutter:\n    sdk: flutter\n\n"
            "  # the plugin is this repository\n  external_display:\n    path: ../\n\n  path_provider: ^2.1.4\n\n"
            "dev_dependencies:\n  flutter_test:\n    sdk: flutter\n")
    f.write("lib/main.dart", "import 'package:flutter/material.dart';\nimport 'package:external_display/external_display.dart';\n\n"
            "void main() => runApp(const MaterialApp());\n")


EXPO_APP_DELEGATE = """import Expo
import React
import ReactAppDependencyProvider

@main
class AppDelegate: ExpoAppDelegate {
  var window: UIWindow?

  var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
  var reactNativeFactory: RCTReactNativeFactory?

  public override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    let delegate = ReactNativeDelegate()
    let factory = ExpoReactNativeFactory(delegate: delegate)
    delegate.dependencyProvider = RCTAppDependencyProvider()
    reactNativeDelegate = delegate
    reactNativeFactory = factory

    window = UIWindow(frame: UIScreen.main.bounds)
    factory.startReactNative(withModuleName: "main", in: window, launchOptions: launchOptions)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

class ReactNativeDelegate: ExpoReactNativeFactoryDelegate {
  override func bundleURL() -> URL? {
    Bundle.main.url(forResource: "main", withExtension: "jsbundle")
  }
}
"""


def expo_external_display_example():
    """An Expo app whose external-display module is autolinked from the folder above: only Podfile.lock names it."""
    f = Fixture("gee1k-expo-external-display-example")
    p = Project("example/ios/ExternalDisplayExample.xcodeproj", 54,
                {"IPHONEOS_DEPLOYMENT_TARGET": "16.4", "SDKROOT": "iphoneos"},
                files=["ExternalDisplayExample/Info.plist"])
    p.target("ExternalDisplayExample",
             settings={"INFOPLIST_FILE": "ExternalDisplayExample/Info.plist", "PRODUCT_NAME": "ExternalDisplayExample",
                       "PRODUCT_BUNDLE_IDENTIFIER": "expo.modules.externaldisplay.example"},
             base={c: f"Pods/Target Support Files/Pods-ExternalDisplayExample/Pods-ExternalDisplayExample.{c.lower()}.xcconfig"
                   for c in ("Debug", "Release")},
             sources=["ExternalDisplayExample/AppDelegate.swift"])
    f.project(p)
    f.plist("example/ios/ExternalDisplayExample/Info.plist",
            info(None, CFBundleDisplayName="External Display Example", LSMinimumSystemVersion="12.0",
                 UILaunchStoryboardName="SplashScreen", UIRequiresFullScreen=False))
    f.write("example/ios/ExternalDisplayExample/AppDelegate.swift", EXPO_APP_DELEGATE)
    f.write("example/ios/Podfile.lock", "PODS:\n  - EXConstants (56.0.18):\n    - ExpoModulesCore\n"
            "  - Expo (56.0.11):\n    - ExpoModulesCore\n  - ExpoExternalDisplay (0.1.0):\n    - ExpoModulesCore\n"
            "  - ExpoModulesCore (56.0.16):\n    - React-Core\n  - React-Core (0.85.3)\n\n"
            "DEPENDENCIES:\n  - ExpoExternalDisplay (from `../../ios`)\n\nCOCOAPODS: 1.16.2\n")
    f.write("example/package.json", '{\n  "name": "expo-external-display-example",\n  "private": true,\n'
            '  "expo": {\n    "autolinking": {\n      "nativeModulesDir": ".."\n    }\n  },\n'
            '  "dependencies": {\n    "expo": "^56.0.11",\n    "react-native": "0.85.3"\n  }\n}\n')
    f.write("example/App.tsx", "import ExternalDisplay from 'expo-external-display';\n")
    f.write("package.json", '{\n  "name": "expo-external-display",\n  "version": "0.1.0"\n}\n')
    f.write("ios/ExpoExternalDisplayModule.swift", """import ExpoModulesCore
import UIKit

/// Puts a view on each screen that connects.
public class ExpoExternalDisplayModule: Module {
  public func definition() -> ModuleDefinition {
    Name("ExpoExternalDisplay")
    OnCreate {
      NotificationCenter.default.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: .main) { _ in }
    }
  }
}
""")


FIXTURES = [kabetsu, delta, vlc, icecubes, netnewswire, moonlight, swiftfin, dashparty, songprojector, palmin, yolo,
            ourfamilyphotos, utm, food_truck, backyard_birds, loop, markshown, multiscreen, celestia, epgplayer,
            mrhappyoi, gym_tracker, additional_screen, countout, analog, msal_objc_sample, gamebookengine,
            lambda: mobile_nebula(after=False), lambda: mobile_nebula(after=True),
            lambda: aao_react_native(after=False), lambda: aao_react_native(after=True),
            lambda: vlc(partial=True), external_display_example, expo_external_display_example]

if __name__ == "__main__":
    for make in FIXTURES:
        make()
