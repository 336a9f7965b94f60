#!/usr/bin/env python3
"""Writes the Layouts corpus: reduced shapes of real public iOS projects, one folder per project.

Run from anywhere: python3 make_corpus.py. Each fixture folder keeps its hand-written expected.txt;
everything else in it is rewritten from the definitions below, so rerunning changes nothing unless
this script changed. The files are our own minimal stand-ins that keep what decides the verdict:
target types, build settings, Info.plist keys, file layout and the scene/screen code patterns.
"""
import os
import plistlib
import shutil

from pbxgen import Target, pbxproj

HERE = os.path.dirname(os.path.abspath(__file__))
APP_ROLE = "UIWindowSceneSessionRoleApplication"
EXTERNAL_ROLE = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
DEPRECATED_ROLE = "UIWindowSceneSessionRoleExternalDisplay"
RUNPATHS = ["$(inherited)", "@executable_path/Frameworks"]


def plist(value):
    return plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=False)


def app_plist(extra=None, executable=True):
    base = {
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
        "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": "$(PRODUCT_NAME)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleShortVersionString": "1.0",
        "CFBundleVersion": "1",
        "LSRequiresIPhoneOS": True,
    } if executable else {}
    base.update(extra or {})
    return plist(base)


def scene(name, delegate=None, storyboard=None, scene_class=None):
    entry = {"UISceneConfigurationName": name}
    if scene_class is not None:
        entry["UISceneClassName"] = scene_class
    if delegate:
        entry["UISceneDelegateClassName"] = delegate
    if storyboard:
        entry["UISceneStoryboardFile"] = storyboard
    return entry


def manifest(multiple, configurations=None):
    value = {"UIApplicationSupportsMultipleScenes": multiple}
    if configurations is not None:
        value["UISceneConfigurations"] = {role: entries for role, entries in configurations.items()}
    return {"UIApplicationSceneManifest": value}


def both(debug, release):
    return {"Debug": debug, "Release": release}


# MARK: - Shared source snippets (our own code, shaped like the projects')

SWIFT_SCENE_DELEGATE = """import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard scene is UIWindowScene else { return }
    }
}
"""

SWIFT_TEMPLATE_APP_DELEGATE = """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
"""

SWIFTUI_APP = """import SwiftUI

@main
struct {name}: App {{
    var body: some Scene {{
        WindowGroup {{
            ContentView()
        }}
    }}
}}
"""

CONTENT_VIEW = """import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello")
            .padding()
    }
}
"""

OBJC_MAIN = """#import <UIKit/UIKit.h>
#import "AppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
    }
}
"""

OBJC_APP_DELEGATE_H = """#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
"""

RN_APP_DELEGATE_H = """#import <RCTAppDelegate.h>
#import <UIKit/UIKit.h>

@interface AppDelegate : RCTAppDelegate
@end
"""


def swift_legacy_screen_observer(type_name):
    return f"""import UIKit

class {type_name}: UIViewController {{
    var secondWindow: UIWindow?

    override func viewDidLoad() {{
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(screenConnected), name: UIScreen.didConnectNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(screenDisconnected), name: UIScreen.didDisconnectNotification, object: nil)
        screenConnected()
    }}

    @objc func screenConnected() {{
        guard UIScreen.screens.count > 1 else {{ return }}
        let screen = UIScreen.screens[1]
        let window = UIWindow(frame: screen.bounds)
        window.rootViewController = UIViewController()
        window.screen = screen
        window.isHidden = false
        secondWindow = window
    }}

    @objc func screenDisconnected() {{
        secondWindow = nil
    }}
}}
"""


# MARK: - Fixtures

FIXTURES = {}


def fixture(slug):
    def register(function):
        FIXTURES[slug] = function
        return function
    return register


@fixture("apple-sample-code-enrichingyourtextintextviews")
def apple_sample():
    ios = "TextKitAndTextViewSampleApp-iOS"
    mac = "TextKitAndTextViewSampleApp"
    base = "Configuration/SampleCode.xcconfig"
    project = pbxproj(
        mac, ["Debug", "Release"],
        {"CLANG_ENABLE_MODULES": "YES", "SWIFT_VERSION": "5.0"},
        [
            Target(mac, settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_NSMainStoryboardFile": "Main",
                                  "INFOPLIST_KEY_NSPrincipalClass": "NSApplication", "MACOSX_DEPLOYMENT_TARGET": "13.0",
                                  "SDKROOT": "macosx", "PRODUCT_NAME": "$(TARGET_NAME)"},
                   sources=[f"{mac}/AppDelegate.swift", f"{mac}/ViewController.swift", "Shared/TextAttachment.swift"],
                   base=base),
            Target(ios, settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": f"{ios}/Info.plist",
                                  "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
                                  "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
                                  "INFOPLIST_KEY_UIMainStoryboardFile": "Main", "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
                                  "LD_RUNPATH_SEARCH_PATHS": RUNPATHS, "PRODUCT_NAME": "$(TARGET_NAME)",
                                  "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2"},
                   sources=[f"{ios}/AppDelegate.swift", f"{ios}/SceneDelegate.swift", f"{ios}/ListViewController.swift",
                            f"{ios}/Info.plist", "Shared/TextAttachment.swift"],
                   base=base),
        ],
        project_base=base)
    return {
        f"{mac}.xcodeproj/project.pbxproj": project,
        base: "//\n// See the LICENSE file for this sample's licensing information.\n//\n\nSAMPLE_CODE_DISAMBIGUATOR=${DEVELOPMENT_TEAM}\n",
        f"{ios}/Info.plist": app_plist(manifest(False, {APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", "Main")]}), executable=False),
        f"{ios}/AppDelegate.swift": SWIFT_TEMPLATE_APP_DELEGATE,
        f"{ios}/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        f"{ios}/ListViewController.swift": "import UIKit\n\nclass ListViewController: UIViewController {\n    @IBOutlet var textView: UITextView!\n}\n",
        f"{mac}/AppDelegate.swift": "import Cocoa\n\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n",
        f"{mac}/ViewController.swift": "import Cocoa\n\nclass ViewController: NSViewController {}\n",
        "Shared/TextAttachment.swift": "import Foundation\n\nstruct TextAttachmentSample {\n    let name = \"attachment\"\n}\n",
    }


@fixture("liampronan-now-playing")
def now_playing():
    settings = {
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "now-playing/Info.plist",
        "INFOPLIST_KEY_NSSpeechRecognitionUsageDescription": "Transcribes podcast audio.",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]": "YES",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphonesimulator*]": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphonesimulator*]": "YES",
        "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "MACOSX_DEPLOYMENT_TARGET": "12.3",
        "LD_RUNPATH_SEARCH_PATHS": "@executable_path/Frameworks",
        "LD_RUNPATH_SEARCH_PATHS[sdk=macosx*]": "@executable_path/../Frameworks",
        "PRODUCT_NAME": "$(TARGET_NAME)", "SDKROOT": "auto",
        "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx", "TARGETED_DEVICE_FAMILY": "1,2",
    }
    test = {"GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "SDKROOT": "auto",
            "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"}
    project = pbxproj("now-playing", ["Debug", "Release"], {"SWIFT_VERSION": "5.0"}, [
        Target("now-playing", settings=settings, sources=[
            "now-playing/now_playingApp.swift", "now-playing/AppDelegate.swift", "now-playing/Player.swift",
            "now-playing/ContentView.swift", "now-playing/Info.plist"]),
        Target("now-playingTests", "unit", test, ["now-playingTests/now_playingTests.swift"]),
        Target("now-playingUITests", "ui", test, ["now-playingUITests/now_playingUITests.swift"]),
    ])
    return {
        "now-playing.xcodeproj/project.pbxproj": project,
        "now-playing/Info.plist": plist({"NSSpeechRecognitionUsageDescription": "Transcribes podcast audio.",
                                         "UIBackgroundModes": ["audio"]}),
        "now-playing/now_playingApp.swift": """import MediaPlayer
import SwiftUI

@main
struct now_playingApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
""",
        "now-playing/AppDelegate.swift": """import MediaPlayer
import UIKit

class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.beginReceivingRemoteControlEvents()
        return true
    }
}
""",
        "now-playing/Player.swift": """import AVFoundation
import MediaPlayer

final class Player {
    private var player: AVPlayer?

    func load(_ url: URL) {
        let player = AVPlayer(playerItem: AVPlayerItem(url: url))
        player.allowsExternalPlayback = true
        self.player = player
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode"]
    }
}
""",
        "now-playing/ContentView.swift": CONTENT_VIEW,
        "now-playingTests/now_playingTests.swift": "import XCTest\n\nfinal class now_playingTests: XCTestCase {}\n",
        "now-playingUITests/now_playingUITests.swift": "import XCTest\n\nfinal class now_playingUITests: XCTestCase {}\n",
    }


@fixture("hues2-fittie")
def fittie():
    settings = {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Fittie/Info.plist",
                "INFOPLIST_KEY_CFBundleDisplayName": "Fittie",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
                "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
                "INFOPLIST_KEY_UILaunchScreen_Generation": "YES", "LD_RUNPATH_SEARCH_PATHS": RUNPATHS,
                "PRODUCT_NAME": "$(TARGET_NAME)", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator",
                "SUPPORTS_MACCATALYST": "NO", "TARGETED_DEVICE_FAMILY": "1"}
    project = pbxproj("Fittie", ["Debug", "Release"],
                      {"IPHONEOS_DEPLOYMENT_TARGET": "17.2", "SDKROOT": "iphoneos"},
                      [Target("Fittie", settings=settings, sources=[
                          "Fittie/App/FittieApp.swift", "Fittie/App/ContentView.swift",
                          "Fittie/Calendar/WorkoutsView.swift", "Fittie/Info.plist"])])
    return {
        "Fittie.xcodeproj/project.pbxproj": project,
        "Fittie/Info.plist": plist({}),
        "Fittie/App/FittieApp.swift": SWIFTUI_APP.format(name="FittieApp"),
        "Fittie/App/ContentView.swift": CONTENT_VIEW,
        "Fittie/Calendar/WorkoutsView.swift": "import SwiftUI\n\nstruct WorkoutsView: View {\n    var body: some View { List { Text(\"Workout\") } }\n}\n",
    }


@fixture("wsgehaishan520-webdriveragent")
def webdriveragent():
    app = "WebDriverAgentTests/IntegrationApp"
    project = pbxproj("WebDriverAgent", ["Debug", "Release"],
                      {"IPHONEOS_DEPLOYMENT_TARGET": "15.0", "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2",
                       "TVOS_DEPLOYMENT_TARGET": "15.0"},
                      [
                          Target("WebDriverAgentLib", "framework", {"INFOPLIST_FILE": "WebDriverAgentLib/Info.plist"},
                                 ["WebDriverAgentLib/FBWebServer.m"], base="Configurations/IOSSettings.xcconfig"),
                          Target("IntegrationApp", settings={"INFOPLIST_FILE": f"{app}/Info.plist",
                                                             "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
                                                             "PRODUCT_NAME": "$(TARGET_NAME)"},
                                 sources=[f"{app}/Classes/AppDelegate.h", f"{app}/Classes/AppDelegate.m",
                                          f"{app}/Classes/SceneDelegate.m", f"{app}/Classes/ViewController.m",
                                          f"{app}/main.m", f"{app}/Info.plist"],
                                 base="Configurations/IOSTestSettings.xcconfig"),
                          Target("IntegrationApp_tvOS", settings={"INFOPLIST_FILE": "WebDriverAgentTests/IntegrationApp_tvOS/Info.plist",
                                                                  "SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"},
                                 sources=["WebDriverAgentTests/IntegrationApp_tvOS/AppDelegate.m"],
                                 base="Configurations/TVOSTestSettings.xcconfig"),
                          Target("IntegrationApp_watchOS", settings={"GENERATE_INFOPLIST_FILE": "YES",
                                                                     "INFOPLIST_KEY_WKWatchOnly": "YES",
                                                                     "SDKROOT": "watchos", "TARGETED_DEVICE_FAMILY": "4",
                                                                     "WATCHOS_DEPLOYMENT_TARGET": "10.0"},
                                 sources=["WebDriverAgentTests/IntegrationApp_watchOS/IntegrationApp_watchOSApp.swift"]),
                          Target("IntegrationTests_1", "ui", {"INFOPLIST_FILE": "WebDriverAgentTests/IntegrationTests/Info.plist"},
                                 ["WebDriverAgentTests/IntegrationTests/FBTapTests.m"]),
                      ])
    return {
        "WebDriverAgent.xcodeproj/project.pbxproj": project,
        "Configurations/IOSSettings.xcconfig": "EXCLUDED_ARCHS = i386\nGCC_TREAT_WARNINGS_AS_ERRORS = YES\n",
        "Configurations/IOSTestSettings.xcconfig": "EXCLUDED_ARCHS = i386\n",
        "Configurations/TVOSTestSettings.xcconfig": "EXCLUDED_ARCHS = i386\n",
        "WebDriverAgentLib/Info.plist": plist({"CFBundlePackageType": "FMWK", "CFBundleExecutable": "$(EXECUTABLE_NAME)"}),
        "WebDriverAgentLib/FBWebServer.m": "#import <Foundation/Foundation.h>\n\n@interface FBWebServer : NSObject\n@end\n\n@implementation FBWebServer\n@end\n",
        f"{app}/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen",
                                       **manifest(False, {APP_ROLE: [scene("Default Configuration", storyboard="Main")]})}),
        f"{app}/Classes/AppDelegate.h": OBJC_APP_DELEGATE_H,
        f"{app}/Classes/AppDelegate.m": """#import "AppDelegate.h"
#import "SceneDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
  return YES;
}

- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options {
  UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@"Default Configuration" sessionRole:connectingSceneSession.role];
  configuration.delegateClass = [SceneDelegate class];
  return configuration;
}

@end
""",
        f"{app}/Classes/SceneDelegate.m": "#import <UIKit/UIKit.h>\n\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n\n@implementation SceneDelegate\n@end\n",
        f"{app}/Classes/ViewController.m": "#import <UIKit/UIKit.h>\n\n@interface ViewController : UIViewController\n@end\n\n@implementation ViewController\n@end\n",
        f"{app}/main.m": OBJC_MAIN,
        "WebDriverAgentTests/IntegrationApp_tvOS/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen"}),
        "WebDriverAgentTests/IntegrationApp_tvOS/AppDelegate.m": "#import <UIKit/UIKit.h>\n\n@interface TVAppDelegate : UIResponder <UIApplicationDelegate>\n@end\n\n@implementation TVAppDelegate\n@end\n",
        "WebDriverAgentTests/IntegrationApp_watchOS/IntegrationApp_watchOSApp.swift": "import SwiftUI\n\n@main\nstruct IntegrationApp_watchOSApp: App {\n    var body: some Scene { WindowGroup { Text(\"Watch\") } }\n}\n",
        "WebDriverAgentTests/IntegrationTests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "WebDriverAgentTests/IntegrationTests/FBTapTests.m": "#import <XCTest/XCTest.h>\n\n@interface FBTapTests : XCTestCase\n@end\n\n@implementation FBTapTests\n@end\n",
    }


@fixture("saigontechnology-rn-base-project")
def rn_base():
    configs = ["Debug", "Release", "Staging"]
    pods = {c: f"Pods/Target Support Files/Pods-RNBaseProject/Pods-RNBaseProject.{c.lower()}.xcconfig" for c in configs}
    test_pods = {c: f"Pods/Target Support Files/Pods-RNBaseProject-RNBaseProjectTests/Pods-RNBaseProject-RNBaseProjectTests.{c.lower()}.xcconfig" for c in configs}
    project = pbxproj("RNBaseProject", configs, {"IPHONEOS_DEPLOYMENT_TARGET": "12.4", "SDKROOT": "iphoneos"}, [
        Target("RNBaseProject", settings={"INFOPLIST_FILE": "RNBaseProject/Info.plist",
                                          "INFOPLIST_KEY_CFBundleDisplayName": "Base${BUNDLE_ID_SUFFIX}",
                                          "LD_RUNPATH_SEARCH_PATHS": RUNPATHS, "PRODUCT_NAME": "RNBaseProject"},
               sources=["RNBaseProject/AppDelegate.h", "RNBaseProject/AppDelegate.mm", "RNBaseProject/main.m",
                        "RNBaseProject/Info.plist"], base=pods),
        Target("RNBaseProjectTests", "unit", {"INFOPLIST_FILE": "RNBaseProjectTests/Info.plist",
                                              "IPHONEOS_DEPLOYMENT_TARGET": "12.4"},
               ["RNBaseProjectTests/RNBaseProjectTests.m"], base=test_pods),
    ])
    return {
        "template/ios/RNBaseProject.xcodeproj/project.pbxproj": project,
        "template/ios/RNBaseProject/Info.plist": app_plist({"CFBundleDisplayName": "$(INFOPLIST_KEY_CFBundleDisplayName)",
                                                            "UILaunchStoryboardName": "LaunchScreen",
                                                            "NSAppTransportSecurity": {"NSAllowsArbitraryLoads": False}}),
        "template/ios/RNBaseProject/AppDelegate.h": RN_APP_DELEGATE_H,
        "template/ios/RNBaseProject/AppDelegate.mm": """#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"RNBaseProject";
  self.initialProps = @{};
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (NSURL *)sourceURLForBridge:(RCTBridge *)bridge
{
#if DEBUG
  return [[RCTBundleURLProvider sharedSettings] jsBundleURLForBundleRoot:@"index"];
#else
  return [[NSBundle mainBundle] URLForResource:@"main" withExtension:@"jsbundle"];
#endif
}

@end
""",
        "template/ios/RNBaseProject/main.m": OBJC_MAIN,
        "template/ios/RNBaseProjectTests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "template/ios/RNBaseProjectTests/RNBaseProjectTests.m": "#import <XCTest/XCTest.h>\n\n@interface RNBaseProjectTests : XCTestCase\n@end\n\n@implementation RNBaseProjectTests\n@end\n",
        "template/ios/Podfile": "platform :ios, '12.4'\n\ntarget 'RNBaseProject' do\n  use_react_native!\nend\n",
        "template/package.json": '{\n  "name": "RNBaseProject",\n  "dependencies": {\n    "react-native": "0.72.4"\n  }\n}\n',
    }


@fixture("dannythi-kabetsu-project")
def kabetsu():
    project = pbxproj("Kabetsu", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "13.2", "SDKROOT": "iphoneos"}, [
        Target("Kabetsu", settings={"INFOPLIST_FILE": "Kabetsu/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)",
                                    "TARGETED_DEVICE_FAMILY": "1,2", "LD_RUNPATH_SEARCH_PATHS": RUNPATHS},
               sources=["Kabetsu/SupportingFiles/AppDelegate.swift", "Kabetsu/SupportingFiles/SceneDelegate.swift",
                        "Kabetsu/SupportingFiles/ExternalSceneDelegate.swift",
                        "Kabetsu/Managers/ExternalDisplayManager.swift", "Kabetsu/Info.plist"])])
    return {
        "Kabetsu.xcodeproj/project.pbxproj": project,
        "Kabetsu/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen", **manifest(True, {
            DEPRECATED_ROLE: [scene("External Configuration", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")],
            APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate")],
        })}),
        "Kabetsu/SupportingFiles/AppDelegate.swift": """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
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
""",
        "Kabetsu/SupportingFiles/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        "Kabetsu/SupportingFiles/ExternalSceneDelegate.swift": """import UIKit

class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window.windowScene = windowScene
        window.rootViewController = ExternalDisplayManager.shared
        window.isHidden = false
        self.window = window
    }
}
""",
        "Kabetsu/Managers/ExternalDisplayManager.swift": "import UIKit\n\nfinal class ExternalDisplayManager: UIViewController {\n    static let shared = ExternalDisplayManager()\n}\n",
    }


@fixture("hacknicity-externaldisplayandstagemanager")
def hacknicity():
    folder = "ExternalDisplayAndStageManager"
    project = pbxproj(folder, ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "13.0", "SDKROOT": "iphoneos"}, [
        Target(folder, settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": f"{folder}/Info.plist",
                                 "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
                                 "INFOPLIST_KEY_UIMainStoryboardFile": "Main", "PRODUCT_NAME": "$(TARGET_NAME)",
                                 "TARGETED_DEVICE_FAMILY": "1,2"},
               sources=[f"{folder}/Application Lifecycle/AppDelegate.swift",
                        f"{folder}/Application Lifecycle/SceneDelegate.swift",
                        f"{folder}/Application Support/Settings.swift",
                        f"{folder}/View Controllers/ExternalDisplayViewController.swift", f"{folder}/Info.plist"])])
    return {
        f"{folder}.xcodeproj/project.pbxproj": project,
        f"{folder}/Info.plist": app_plist(manifest(True, {
            APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", "Main")],
            DEPRECATED_ROLE: [scene("External Display Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", "ExternalDisplay")],
        }), executable=False),
        f"{folder}/Application Lifecycle/AppDelegate.swift": """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        guard connectingSceneSession.role == .windowExternalDisplay else {
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        let configuration = UISceneConfiguration(name: "External Display Configuration", sessionRole: connectingSceneSession.role)
        if !Settings.shared.externalDisplay {
            configuration.storyboard = nil
        }
        return configuration
    }
}
""",
        f"{folder}/Application Lifecycle/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        f"{folder}/Application Support/Settings.swift": "import Foundation\n\nfinal class Settings {\n    static let shared = Settings()\n    var externalDisplay = true\n}\n",
        f"{folder}/View Controllers/ExternalDisplayViewController.swift": "import UIKit\n\nclass ExternalDisplayViewController: UIViewController {}\n",
    }


@fixture("videolan-vlc-ios")
def vlc():
    configs = ["Debug", "Release", "Distribution"]
    ios_settings = {"INFOPLIST_FILE": "$(SRCROOT)/Resources/iOS/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
                    "PRODUCT_NAME": "VLC", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator",
                    "SUPPORTS_MACCATALYST": "NO", "TARGETED_DEVICE_FAMILY": "1,2"}
    ios_sources = ["Sources/App/iOS/VLCAppDelegate.h", "Sources/App/iOS/VLCAppDelegate.m",
                   "Sources/App/iOS/VLCAppSceneDelegate.m", "Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.m",
                   "Sources/App/iOS/main.m", "Resources/iOS/Info.plist"]
    project = pbxproj("VLC", configs, {"IPHONEOS_DEPLOYMENT_TARGET": "12.0", "SDKROOT": "iphoneos",
                                       "TARGETED_DEVICE_FAMILY": "1,2"}, [
        Target("VLC-iOS", settings=ios_settings, sources=ios_sources),
        Target("VLC-iOS-no-watch", settings=ios_settings, sources=ios_sources),
        Target("VLC-tvOS", settings={"INFOPLIST_FILE": "$(SRCROOT)/Resources/tvOS/Info.plist", "SDKROOT": "appletvos",
                                     "TARGETED_DEVICE_FAMILY": "3", "TVOS_DEPLOYMENT_TARGET": "13.0"},
               sources=["Sources/App/tvOS/AppleTVAppDelegate.m", "Resources/tvOS/Info.plist"]),
        Target("VLC-visionOS", settings={"INFOPLIST_FILE": "Resources/iOS/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
                                         "SUPPORTED_PLATFORMS": "xros xrsimulator", "SUPPORTS_MACCATALYST": "NO",
                                         "TARGETED_DEVICE_FAMILY": "7", "XROS_DEPLOYMENT_TARGET": "1.0"},
               sources=["Sources/App/iOS/VLCAppDelegate.m"]),
        Target("VLC-watchOS", settings={"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_CFBundleDisplayName": "VLC-watchOS",
                                        "INFOPLIST_KEY_WKCompanionAppBundleIdentifier": "${BUNDLE_IDENTIFIER_PREFIX}.vlc-ios",
                                        "SDKROOT": "watchos", "TARGETED_DEVICE_FAMILY": "4", "WATCHOS_DEPLOYMENT_TARGET": "9.0"},
               sources=["VLC-watchOS/VLCWatchApp.swift"]),
        Target("MediaLibraryWidgetExtension", "extension",
               {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "MediaLibraryWidget/Info.plist",
                "IPHONEOS_DEPLOYMENT_TARGET": "17.0"},
               ["MediaLibraryWidget/MediaLibraryWidget.swift", "MediaLibraryWidget/Info.plist"],
               base="Buildsystem/SharedConfig.xcconfig"),
        Target("TopShelf", "extension", {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Sources/TopShelf/Info.plist",
                                         "SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"},
               ["Sources/TopShelf/ContentProvider.swift", "Sources/TopShelf/Info.plist"],
               base="Buildsystem/SharedConfig.xcconfig"),
        Target("VLC-iOSTests", "unit", {"INFOPLIST_FILE": "Buildsystem/Testing/Unit/Info.plist",
                                        "IPHONEOS_DEPLOYMENT_TARGET": "12.0"},
               ["Buildsystem/Testing/Unit/VLCTests.swift"]),
    ], project_base="Buildsystem/SharedConfig.xcconfig")
    external_scene = scene("VLCNonInteractiveWindowScene", "VLCNonInteractiveWindowSceneDelegate", scene_class="UIWindowScene")
    return {
        "VLC.xcodeproj/project.pbxproj": project,
        "Buildsystem/SharedConfig.xcconfig": "// Replace with your own reverse DNS name before building.\nBUNDLE_IDENTIFIER_PREFIX=com.example\n\nGROUP_IDENTIFIER=group.$(BUNDLE_IDENTIFIER_PREFIX).vlc-ios\n",
        "Resources/iOS/Info.plist": app_plist({"UIBackgroundModes": ["audio"], **manifest(False, {
            "CPTemplateApplicationSceneSessionRoleApplication": [
                scene("VLCCarPlayScene", "VLCCarPlaySceneDelegate", scene_class="CPTemplateApplicationScene")],
            APP_ROLE: [scene("VLCDefaultAppScene", "VLCAppSceneDelegate")],
            DEPRECATED_ROLE: [external_scene],
            EXTERNAL_ROLE: [external_scene],
        })}),
        "Resources/tvOS/Info.plist": app_plist({"UIUserInterfaceStyle": "Automatic"}),
        "Sources/App/iOS/VLCAppDelegate.h": OBJC_APP_DELEGATE_H.replace("AppDelegate", "VLCAppDelegate"),
        "Sources/App/iOS/VLCAppDelegate.m": """#import "VLCAppDelegate.h"

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
""",
        "Sources/App/iOS/VLCAppSceneDelegate.m": "#import <UIKit/UIKit.h>\n\n@interface VLCAppSceneDelegate : UIResponder <UIWindowSceneDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n\n@implementation VLCAppSceneDelegate\n@end\n",
        "Sources/App/iOS/VLCNonInteractiveWindowSceneDelegate.m": """#import <UIKit/UIKit.h>

@interface VLCNonInteractiveWindowSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation VLCNonInteractiveWindowSceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions
{
    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
    self.window.rootViewController = [[UIViewController alloc] init];
    self.window.hidden = NO;
}

@end
""",
        "Sources/App/iOS/main.m": OBJC_MAIN.replace("AppDelegate", "VLCAppDelegate"),
        "Sources/App/tvOS/AppleTVAppDelegate.m": "#import <UIKit/UIKit.h>\n\n@interface AppleTVAppDelegate : UIResponder <UIApplicationDelegate>\n@end\n\n@implementation AppleTVAppDelegate\n@end\n",
        "VLC-watchOS/VLCWatchApp.swift": "import SwiftUI\n\n@main\nstruct VLCWatchApp: App {\n    var body: some Scene { WindowGroup { Text(\"VLC\") } }\n}\n",
        "MediaLibraryWidget/Info.plist": plist({"NSExtension": {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}}),
        "MediaLibraryWidget/MediaLibraryWidget.swift": "import WidgetKit\nimport SwiftUI\n\nstruct MediaLibraryWidgetView: View {\n    var body: some View { Text(\"VLC\") }\n}\n",
        "Sources/TopShelf/Info.plist": plist({"NSExtension": {"NSExtensionPointIdentifier": "com.apple.tv-top-shelf"}}),
        "Sources/TopShelf/ContentProvider.swift": "import TVServices\n\nclass ContentProvider: TVTopShelfContentProvider {}\n",
        "Buildsystem/Testing/Unit/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "Buildsystem/Testing/Unit/VLCTests.swift": "import XCTest\n\nfinal class VLCTests: XCTestCase {}\n",
    }


@fixture("mybigday-react-native-external-display")
def rn_external_display():
    example = "packages/RNExternalDisplayExample/ios"
    library = "packages/react-native-external-display/ios"
    pods = {c: f"Pods/Target Support Files/Pods-RNExternalDisplayExample/Pods-RNExternalDisplayExample.{c.lower()}.xcconfig"
            for c in ("Debug", "Release")}
    app = pbxproj("RNExternalDisplayExample", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "12.4", "SDKROOT": "iphoneos"}, [
        Target("RNExternalDisplayExample", settings={"INFOPLIST_FILE": "RNExternalDisplayExample/Info.plist",
                                                     "PRODUCT_NAME": "RNExternalDisplayExample"},
               sources=["RNExternalDisplayExample/AppDelegate.h", "RNExternalDisplayExample/AppDelegate.mm",
                        "RNExternalDisplayExample/main.m", "RNExternalDisplayExample/Info.plist"], base=pods),
        Target("RNExternalDisplayExampleTests", "unit", {"INFOPLIST_FILE": "RNExternalDisplayExampleTests/Info.plist",
                                                         "IPHONEOS_DEPLOYMENT_TARGET": "12.4"},
               ["RNExternalDisplayExampleTests/RNExternalDisplayExampleTests.m"]),
    ])
    lib = pbxproj("RNExternalDisplay", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "8.0", "SDKROOT": "iphoneos"}, [
        Target("RNExternalDisplay", "static", {}, ["RNExternalDisplay.mm", "RNExternalDisplayEvent.mm", "RNExternalDisplayUtils.mm"]),
    ])
    return {
        f"{example}/RNExternalDisplayExample.xcodeproj/project.pbxproj": app,
        f"{example}/RNExternalDisplayExample/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen",
                                                                     "UIRequiresFullScreen": False, **manifest(True)}),
        f"{example}/RNExternalDisplayExample/AppDelegate.h": RN_APP_DELEGATE_H,
        f"{example}/RNExternalDisplayExample/AppDelegate.mm": """#import "AppDelegate.h"

#import <React/RCTBundleURLProvider.h>
#import "RNExternalDisplayUtils.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  self.moduleName = @"RNExternalDisplayExample";
  self.initialProps = @{};
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options API_AVAILABLE(ios(13.0))
{
  return [RNExternalAppDelegateUtil application:application
         configurationForConnectingSceneSession:connectingSceneSession
                                        options:options
                                   sceneOptions:@{ @"headless": @NO }];
}

@end
""",
        f"{example}/RNExternalDisplayExample/main.m": OBJC_MAIN,
        f"{example}/RNExternalDisplayExampleTests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        f"{example}/RNExternalDisplayExampleTests/RNExternalDisplayExampleTests.m": "#import <XCTest/XCTest.h>\n\n@interface RNExternalDisplayExampleTests : XCTestCase\n@end\n\n@implementation RNExternalDisplayExampleTests\n@end\n",
        f"{example}/Podfile": "target 'RNExternalDisplayExample' do\n  use_react_native!\nend\n",
        "packages/RNExternalDisplayExample/package.json": '{\n  "name": "rnexternaldisplayexample",\n  "dependencies": {\n    "react-native-external-display": "^0.6.6"\n  }\n}\n',
        f"{library}/RNExternalDisplay.xcodeproj/project.pbxproj": lib,
        f"{library}/RNExternalDisplay.mm": "#import <React/RCTViewManager.h>\n\n@interface RNExternalDisplay : RCTViewManager\n@end\n\n@implementation RNExternalDisplay\n@end\n",
        f"{library}/RNExternalDisplayUtils.h": """#import <UIKit/UIKit.h>

@interface RNExternalAppDelegateUtil : NSObject
+ (UISceneConfiguration *)application:(UIApplication *)application
  configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                 options:(UISceneConnectionOptions *)options
                            sceneOptions:(NSDictionary *)sceneOptions;
@end
""",
        f"{library}/RNExternalDisplayUtils.mm": """#import "RNExternalDisplayUtils.h"

@interface RNExternalSceneMainDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation RNExternalSceneMainDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions
{
  self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
  self.window.rootViewController = UIApplication.sharedApplication.delegate.window.rootViewController;
  [self.window makeKeyAndVisible];
}

@end

@interface RNExternalSceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation RNExternalSceneDelegate

- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions
{
  self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
  self.window.rootViewController = [[UIViewController alloc] init];
  [self.window makeKeyAndVisible];
}

@end

@implementation RNExternalAppDelegateUtil

+ (UISceneConfiguration *)application:(UIApplication *)application
  configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                 options:(UISceneConnectionOptions *)options
                            sceneOptions:(NSDictionary *)sceneOptions
{
  if ([sceneOptions[@"headless"] isEqual:@YES] ||
      connectingSceneSession.role == UIWindowSceneSessionRoleExternalDisplay) {
    UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@"RNExternalSceneCreate" sessionRole:UIWindowSceneSessionRoleApplication];
    configuration.delegateClass = RNExternalSceneDelegate.class;
    return configuration;
  }
  UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@"RNExternalSceneMain" sessionRole:UIWindowSceneSessionRoleApplication];
  configuration.delegateClass = RNExternalSceneMainDelegate.class;
  return configuration;
}

@end
""",
        f"{library}/RNExternalDisplayEvent.mm": """#import <UIKit/UIKit.h>

@interface RNExternalDisplayEvent : NSObject
@end

@implementation RNExternalDisplayEvent

- (void)startObserving
{
  NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
  [center addObserver:self selector:@selector(screensChanged:) name:UIScreenDidConnectNotification object:nil];
  [center addObserver:self selector:@selector(screensChanged:) name:UIScreenDidDisconnectNotification object:nil];
}

- (void)screensChanged:(NSNotification *)notification
{
}

@end
""",
        "packages/react-native-external-display/package.json": '{\n  "name": "react-native-external-display",\n  "version": "0.6.6"\n}\n',
    }


@fixture("mttcrsp-fosdem")
def fosdem():
    return {
        "project.yml": """name: FOSDEM

options:
  bundleIdPrefix: com.example.fosdem
  createIntermediateGroups: true
  deploymentTarget:
    iOS: "14.0"

targets:
  FOSDEM:
    type: application
    platform: iOS
    sources:
      - App/Sources
      - App/Resources
    settings:
      INFOPLIST_FILE: App/Resources/Info.plist
      PRODUCT_BUNDLE_IDENTIFIER: com.example.fosdem
      PRODUCT_MODULE_NAME: Fosdem

  Tests:
    type: bundle.unit-test
    platform: iOS
    sources:
      - App/Tests
    dependencies:
      - target: FOSDEM

  UITests:
    type: bundle.ui-testing
    platform: iOS
    sources:
      - App/UITests
    dependencies:
      - target: FOSDEM
""",
        "App/Resources/Info.plist": app_plist({
            "CFBundlePackageType": "APPL",
            "UIBackgroundModes": ["audio"],
            "UILaunchStoryboardName": "LaunchScreen",
            "UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": False, "UISceneConfigurations": {}},
        }),
        "App/Sources/main.swift": """import UIKit

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(App.self), NSStringFromClass(AppDelegate.self))
""",
        "App/Sources/App.swift": "import UIKit\n\nfinal class App: UIApplication {}\n",
        "App/Sources/AppDelegate.swift": """import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
""",
        "App/Sources/SceneDelegate.swift": """import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ScheduleViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
""",
        "App/Sources/ScheduleViewController.swift": "import UIKit\n\nfinal class ScheduleViewController: UITableViewController {}\n",
        "App/Tests/ScheduleTests.swift": "import XCTest\n\nfinal class ScheduleTests: XCTestCase {}\n",
        "App/UITests/LaunchTests.swift": "import XCTest\n\nfinal class LaunchTests: XCTestCase {}\n",
    }


@fixture("zmije1kw-balloonbeachiosunitygame")
def unity_export():
    trampoline = ["Classes/UnityAppController.mm", "Classes/Unity/DisplayManager.mm", "Classes/UI/UnityView.mm",
                  "Classes/PluginBase/AppDelegateListener.mm"]
    il2cpp = [f"Il2CppOutputProject/Source/il2cppOutput/{name}.cpp"
              for name in ("Assembly-CSharp", "UnityEngine.CoreModule", "GenericMethods")]
    project = pbxproj("Unity-iPhone", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "13.0", "SDKROOT": "iphoneos"}, [
        Target("Unity-iPhone", settings={"INFOPLIST_FILE": "Info.plist", "PRODUCT_NAME": "$(PRODUCT_NAME_APP)",
                                         "PRODUCT_NAME_APP": "BalloonBeach"},
               sources=["MainApp/main.mm"], depends_on=["UnityFramework"]),
        Target("UnityFramework", "framework", {"INFOPLIST_FILE": "UnityFramework/Info.plist"}, trampoline,
               depends_on=["GameAssembly"]),
        Target("GameAssembly", "static", {}, il2cpp),
        Target("Unity-iPhone Tests", "unit", {"INFOPLIST_FILE": "Unity-iPhone Tests/Unity-iPhone Tests-Info.plist"},
               ["Unity-iPhone Tests/Unity_iPhone_Tests.m"], depends_on=["Unity-iPhone"]),
    ])
    return {
        "Unity-iPhone.xcodeproj/project.pbxproj": project,
        "Info.plist": app_plist({"CFBundlePackageType": "APPL", "UILaunchStoryboardName": "LaunchScreen-iPhone",
                                 "UIRequiresFullScreen": True, "UIStatusBarHidden": True}),
        "UnityFramework/Info.plist": plist({"CFBundlePackageType": "FMWK", "CFBundleExecutable": "UnityFramework"}),
        "UnityFramework/UnityFramework.h": "#import <UIKit/UIKit.h>\n\n@interface UnityFramework : NSObject\n@end\n",
        "MainApp/main.mm": """#include <UnityFramework/UnityFramework.h>

int main(int argc, char* argv[])
{
    @autoreleasepool
    {
        id ufw = [UnityFramework getInstance];
        [ufw runUIApplicationMainWithArgc: argc argv: argv];
        return 0;
    }
}
""",
        "Classes/UnityAppController.mm": """#import <UIKit/UIKit.h>

@interface UnityAppController : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation UnityAppController

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
""",
        "Classes/Unity/DisplayManager.mm": """#import <UIKit/UIKit.h>

@interface DisplayConnection : NSObject
@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) UIScreen *screen;
@end

@implementation DisplayConnection

- (void)createWindow
{
    // Not scene based yet: the window goes on the screen directly.
    self.window.screen = self.screen;
}

@end

@interface DisplayManager : NSObject
@end

@implementation DisplayManager

- (instancetype)init
{
    if ((self = [super init])) {
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(screenDidConnect:) name:UIScreenDidConnectNotification object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(screenDidDisconnect:) name:UIScreenDidDisconnectNotification object:nil];
    }
    return self;
}

- (void)screenDidConnect:(NSNotification *)notification
{
}

- (void)screenDidDisconnect:(NSNotification *)notification
{
}

@end
""",
        "Classes/UI/UnityView.mm": "#import <UIKit/UIKit.h>\n\n@interface UnityView : UIView\n@end\n\n@implementation UnityView\n@end\n",
        "Classes/PluginBase/AppDelegateListener.mm": "#import <UIKit/UIKit.h>\n\nvoid UnityRegisterAppDelegateListener(id listener) {}\n",
        "Unity-iPhone Tests/Unity-iPhone Tests-Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "Unity-iPhone Tests/Unity_iPhone_Tests.m": "#import <XCTest/XCTest.h>\n\n@interface Unity_iPhone_Tests : XCTestCase\n@end\n\n@implementation Unity_iPhone_Tests\n@end\n",
    }


@fixture("bighope99-daily-report")
def daily_report():
    # A Mach-O 64-bit arm64 header cut short: an executable the doctor cannot read.
    truncated_macho = bytes.fromhex("cffaedfe0c000001000000000200000010000000")
    return {
        "DailyReport.app/Contents/Info.plist": plist({
            "CFBundleIdentifier": "com.example.daily-report",
            "CFBundleName": "DailyReport",
            "CFBundleExecutable": "DailyReport",
            "CFBundlePackageType": "APPL",
            "LSUIElement": True,
            "NSScreenCaptureUsageDescription": "Capture the screen to log the day.",
        }),
        "DailyReport.app/Contents/MacOS/DailyReport": truncated_macho,
        "DailyReport.app/Contents/MacOS/run.sh": "#!/bin/bash\nHERE=\"$(cd \"$(dirname \"$0\")\" && pwd)\"\nexec /usr/bin/python3 \"$HERE/../../../logger.py\"\n",
        "DailyReport.app/Contents/MacOS/launcher.swift": "import Foundation\n\nlet task = Process()\ntask.launchPath = \"/bin/bash\"\ntask.launch()\n",
        "logger.py": "import time\n\nprint(time.time())\n",
        "start.sh": "#!/bin/bash\nopen DailyReport.app\n",
    }


@fixture("exialym-ios-learning")
def exialym():
    project = pbxproj("MultipleWindow", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "9.2", "SDKROOT": "iphoneos",
                                                              "TARGETED_DEVICE_FAMILY": "1,2"}, [
        Target("MultipleWindow", settings={"INFOPLIST_FILE": "MultipleWindow/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)"},
               sources=["MultipleWindow/AppDelegate.swift", "MultipleWindow/ViewController.swift", "MultipleWindow/Info.plist"]),
        Target("MultipleWindowTests", "unit", {"INFOPLIST_FILE": "MultipleWindowTests/Info.plist"},
               ["MultipleWindowTests/MultipleWindowTests.swift"]),
        Target("MultipleWindowUITests", "ui", {"INFOPLIST_FILE": "MultipleWindowUITests/Info.plist"},
               ["MultipleWindowUITests/MultipleWindowUITests.swift"]),
    ])
    root = "MultipleWindow"
    return {
        f"{root}/MultipleWindow.xcodeproj/project.pbxproj": project,
        f"{root}/MultipleWindow/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen", "UIMainStoryboardFile": "Main"}),
        f"{root}/MultipleWindow/AppDelegate.swift": """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var secondWindow: UIWindow?

    func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        let center = NSNotificationCenter.defaultCenter()
        center.addObserver(self, selector: Selector("screenDidConnect:"), name: UIScreenDidConnectNotification, object: nil)
        center.addObserver(self, selector: Selector("screenDidDisconnect:"), name: UIScreenDidDisconnectNotification, object: nil)
        if UIScreen.screens().count >= 2 {
            setupScreen(UIScreen.screens()[1])
        }
        return true
    }

    func setupScreen(screen: UIScreen) {
        guard secondWindow == nil else { return }
        secondWindow = UIWindow(frame: screen.bounds)
        secondWindow?.screen = screen
        secondWindow?.hidden = false
    }

    func screenDidConnect(notification: NSNotification) {
        setupScreen(notification.object as! UIScreen)
    }

    func screenDidDisconnect(notification: NSNotification) {
        secondWindow = nil
    }
}
""",
        f"{root}/MultipleWindow/ViewController.swift": "import UIKit\n\nclass ViewController: UIViewController {}\n",
        f"{root}/MultipleWindowTests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        f"{root}/MultipleWindowTests/MultipleWindowTests.swift": "import XCTest\n\nclass MultipleWindowTests: XCTestCase {}\n",
        f"{root}/MultipleWindowUITests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        f"{root}/MultipleWindowUITests/MultipleWindowUITests.swift": "import XCTest\n\nclass MultipleWindowUITests: XCTestCase {}\n",
    }


@fixture("podalakurprasanth-additionalscreenios")
def additional_screen():
    project = pbxproj("ExternalScreenDemo", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "12.1", "SDKROOT": "iphoneos"}, [
        Target("ExternalScreenDemo", settings={"INFOPLIST_FILE": "ExternalScreenDemo/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "13.0",
                                               "LD_RUNPATH_SEARCH_PATHS": RUNPATHS, "PRODUCT_NAME": "$(TARGET_NAME)",
                                               "SWIFT_VERSION": "4.2", "TARGETED_DEVICE_FAMILY": "1,2"},
               sources=["ExternalScreenDemo/AppDelegate.swift", "ExternalScreenDemo/ViewController.swift",
                        "ExternalScreenDemo/Info.plist"]),
    ], object_version="55")
    root = "ExternalScreeniOS"
    return {
        f"{root}/ExternalScreenDemo.xcodeproj/project.pbxproj": project,
        f"{root}/ExternalScreenDemo/Info.plist": app_plist({"UILaunchStoryboardName": "LaunchScreen", "UIMainStoryboardFile": "Main"}),
        f"{root}/ExternalScreenDemo/AppDelegate.swift": """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
""",
        f"{root}/ExternalScreenDemo/ViewController.swift": swift_legacy_screen_observer("ViewController"),
    }


@fixture("mmlemon-ipad-external-display-sample")
def mmlemon():
    project = pbxproj("VideoSample1", ["Debug", "Release"], {"SDKROOT": "iphoneos3.2", "TARGETED_DEVICE_FAMILY": "2"}, [
        Target("VideoSample1", settings={"INFOPLIST_FILE": "VideoSample1-Info.plist", "PRODUCT_NAME": "VideoSample1",
                                         "GCC_PREFIX_HEADER": "VideoSample1_Prefix.pch"},
               sources=["Classes/VideoSample1AppDelegate.h", "Classes/VideoSample1AppDelegate.m",
                        "Classes/VideoSample1ViewController.h", "Classes/VideoSample1ViewController.m", "main.m",
                        "VideoSample1-Info.plist"]),
    ], object_version="45")
    root = "VideoSample1"
    info = {"CFBundleDisplayName": "${PRODUCT_NAME}", "CFBundleExecutable": "${EXECUTABLE_NAME}",
            "CFBundleIdentifier": "com.yourcompany.${PRODUCT_NAME:rfc1034identifier}", "CFBundlePackageType": "APPL",
            "CFBundleVersion": "1.0", "LSRequiresIPhoneOS": True, "NSMainNibFile": "MainWindow"}
    return {
        f"{root}/VideoSample1.xcodeproj/project.pbxproj": project,
        f"{root}/VideoSample1-Info.plist": plist(info),
        f"{root}/Classes/VideoSample1AppDelegate.h": "#import <UIKit/UIKit.h>\n\n@interface VideoSample1AppDelegate : NSObject <UIApplicationDelegate>\n@property (nonatomic, retain) IBOutlet UIWindow *window;\n@end\n",
        f"{root}/Classes/VideoSample1AppDelegate.m": """#import "VideoSample1AppDelegate.h"

@implementation VideoSample1AppDelegate

@synthesize window;

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [window makeKeyAndVisible];
    return YES;
}

@end
""",
        f"{root}/Classes/VideoSample1ViewController.h": "#import <UIKit/UIKit.h>\n\n@interface VideoSample1ViewController : UIViewController\n@property (nonatomic, retain) UIViewController *uvc;\n@end\n",
        f"{root}/Classes/VideoSample1ViewController.m": """#import "VideoSample1ViewController.h"

@implementation VideoSample1ViewController

@synthesize uvc;

- (void)toFullScreen
{
    if ([[UIScreen screens] count] <= 1) {
        return;
    }
    UIScreen *another = [[UIScreen screens] objectAtIndex:1];
    UIScreenMode *best = [[another availableModes] lastObject];
    another.currentMode = best;
    uvc = [[UIViewController alloc] init];
    UIWindow *window = [[UIWindow alloc] initWithFrame:CGRectMake(0.0f, 0.0f, best.size.width, best.size.height)];
    [window addSubview:uvc.view];
    window.screen = another;
    [window makeKeyAndVisible];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self toFullScreen];
}

@end
""",
        f"{root}/main.m": "#import <UIKit/UIKit.h>\n\nint main(int argc, char *argv[]) {\n    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];\n    int retVal = UIApplicationMain(argc, argv, nil, nil);\n    [pool release];\n    return retVal;\n}\n",
        f"{root}/build/Debug-iphoneos/VideoSample1.app/Info.plist": plist({**info, "CFBundleExecutable": "VideoSample1",
                                                                            "CFBundleIdentifier": "com.yourcompany.VideoSample1",
                                                                            "DTSDKName": "iphoneos3.2"}),
    }


@fixture("cranoo3-external-display-sample")
def cranoo3():
    settings = {"GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "UIKitSample/Info.plist",
                "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
                "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
                "LD_RUNPATH_SEARCH_PATHS": RUNPATHS, "PRODUCT_NAME": "$(TARGET_NAME)", "TARGETED_DEVICE_FAMILY": "1,2"}
    project = pbxproj("UIKitSample", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "26.0", "SDKROOT": "iphoneos"},
                      [Target("UIKitSample", settings=settings, synced="UIKitSample")], object_version="77")
    return {
        "UIKitSample.xcodeproj/project.pbxproj": project,
        "ExternalDisplaySample.xcworkspace/contents.xcworkspacedata": '<?xml version="1.0" encoding="UTF-8"?>\n<Workspace\n   version = "1.0">\n   <FileRef\n      location = "group:UIKitSample.xcodeproj">\n   </FileRef>\n</Workspace>\n',
        "UIKitSample/Info.plist": plist(manifest(False, {
            EXTERNAL_ROLE: [scene("External Configuration", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate")],
            APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", "Main")],
        })),
        "UIKitSample/AppDelegate.swift": SWIFT_TEMPLATE_APP_DELEGATE,
        "UIKitSample/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        "UIKitSample/ExternalSceneDelegate.swift": """import UIKit

class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ExternalViewController()
        window.isHidden = false
        self.window = window
    }
}
""",
        "UIKitSample/ExternalViewController.swift": "import UIKit\n\nclass ExternalViewController: UIViewController {}\n",
    }


@fixture("provenance-emu-provenance")
def provenance():
    settings = {"INFOPLIST_FILE": "Provenance/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)", "TARGETED_DEVICE_FAMILY": "1,2",
                "LD_RUNPATH_SEARCH_PATHS": RUNPATHS}
    project = pbxproj("Provenance", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos"}, [
        Target("Provenance", settings=settings,
               sources=["Provenance/AppDelegate.swift", "Provenance/SceneDelegate.swift", "Provenance/GameLauncher.swift",
                        "Provenance/Info.plist"],
               local_packages=[("PVUI", "PVUIBase"), ("PVUI", "PVSwiftUI")]),
    ])
    return {
        "Provenance.xcodeproj/project.pbxproj": project,
        "Provenance/Info.plist": app_plist(manifest(False, {
            APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate")],
        })),
        "Provenance/AppDelegate.swift": SWIFT_TEMPLATE_APP_DELEGATE,
        "Provenance/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        "Provenance/GameLauncher.swift": """import PVUIBase
import UIKit

enum GameLauncher {
    static func play(_ game: String, from presenter: UIViewController) {
        let emulator = EmulatorViewController(game: game)
        emulator.modalPresentationStyle = .fullScreen
        presenter.present(emulator, animated: true)
    }
}
""",
        "PVUI/Package.swift": """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PVUI",
    platforms: [.iOS(.v17), .tvOS(.v17)],
    products: [
        .library(name: "PVUIBase", targets: ["PVUIBase"]),
        .library(name: "PVSwiftUI", targets: ["PVSwiftUI"]),
    ],
    targets: [
        .target(name: "PVUIBase"),
        .target(name: "PVSwiftUI", dependencies: ["PVUIBase"]),
    ]
)
""",
        "PVUI/Sources/PVUIBase/EmulatorViewController.swift": """import UIKit

open class EmulatorViewController: UIViewController {
    let game: String
    var secondaryScreen: UIScreen?
    var secondaryWindow: UIWindow?

    public init(game: String) {
        self.game = game
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        observeScreens()
    }
}
""",
        "PVUI/Sources/PVUIBase/EmulatorViewController+DualScreen.swift": """import UIKit

extension EmulatorViewController {
    func observeScreens() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(screenDidConnect(_:)), name: UIScreen.didConnectNotification, object: nil)
        if UIScreen.screens.count > 1 {
            showOnSecondaryScreen(UIScreen.screens[1])
        }
    }

    @objc func screenDidConnect(_ notification: Notification) {
        guard let screen = notification.object as? UIScreen else { return }
        showOnSecondaryScreen(screen)
    }

    func showOnSecondaryScreen(_ screen: UIScreen) {
        secondaryScreen = screen
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = UIViewController()
        window.isHidden = false
        secondaryWindow = window
    }
}
""",
        "PVUI/Sources/PVSwiftUI/GameLibraryView.swift": """import PVUIBase
import SwiftUI

public struct GameLibraryView: View {
    public init() {}

    public var body: some View {
        List { Text("Games") }
    }
}
""",
    }


@fixture("sfomuseum-ios-multiscreen-starter")
def sfomuseum():
    project = pbxproj("MultiScreen", ["Debug", "Release"], {"IPHONEOS_DEPLOYMENT_TARGET": "16.0", "SDKROOT": "iphoneos"}, [
        Target("MultiScreen", settings={"INFOPLIST_FILE": "MultiScreen/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "14.1",
                                        "IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]": "13.6", "PRODUCT_NAME": "$(TARGET_NAME)",
                                        "SUPPORTS_MACCATALYST": "YES", "TARGETED_DEVICE_FAMILY": "1,2",
                                        "CODE_SIGN_ENTITLEMENTS": "MultiScreen/MultiScreen.entitlements"},
               sources=["MultiScreen/AppDelegate.swift", "MultiScreen/SceneDelegate.swift",
                        "MultiScreen/ExternalSceneDelegate.swift", "MultiScreen/ViewController.swift", "MultiScreen/Info.plist"]),
        Target("MultiScreenTests", "unit", {"INFOPLIST_FILE": "MultiScreenTests/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "14.1"},
               ["MultiScreenTests/MultiScreenTests.swift"]),
        Target("MultiScreenUITests", "ui", {"INFOPLIST_FILE": "MultiScreenUITests/Info.plist"},
               ["MultiScreenUITests/MultiScreenUITests.swift"]),
    ])
    return {
        "MultiScreen.xcodeproj/project.pbxproj": project,
        "MultiScreen/Info.plist": app_plist(manifest(False, {
            DEPRECATED_ROLE: [scene("Default", "$(PRODUCT_MODULE_NAME).ExternalSceneDelegate", "Main", scene_class="")],
            APP_ROLE: [scene("Default Configuration", "$(PRODUCT_MODULE_NAME).SceneDelegate", "Main")],
        })),
        "MultiScreen/MultiScreen.entitlements": plist({"com.apple.security.app-sandbox": True,
                                                       "com.apple.security.network.client": True}),
        "MultiScreen/AppDelegate.swift": """import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UserDefaults.standard.register(defaults: ["EnableRelay": false])
        return true
    }
}
""",
        "MultiScreen/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
        "MultiScreen/ExternalSceneDelegate.swift": """import UIKit
import WebKit

class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let controller = UIViewController()
        controller.view = WKWebView(frame: windowScene.coordinateSpace.bounds)
        window.rootViewController = controller
        window.isHidden = false
        self.window = window
    }
}
""",
        "MultiScreen/ViewController.swift": "import UIKit\nimport WebKit\n\nclass ViewController: UIViewController {\n    var webView: WKWebView?\n}\n",
        "MultiScreenTests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "MultiScreenTests/MultiScreenTests.swift": "import XCTest\n\nclass MultiScreenTests: XCTestCase {}\n",
        "MultiScreenUITests/Info.plist": plist({"CFBundlePackageType": "BNDL"}),
        "MultiScreenUITests/MultiScreenUITests.swift": "import XCTest\n\nclass MultiScreenUITests: XCTestCase {}\n",
    }


@fixture("yuseongchoi-matrixmaker")
def matrixmaker():
    settings = {"GENERATE_INFOPLIST_FILE": "YES",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]": "YES",
                "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphonesimulator*]": "YES",
                "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphoneos*]": "YES",
                "INFOPLIST_KEY_UILaunchScreen_Generation[sdk=iphonesimulator*]": "YES",
                "IPHONEOS_DEPLOYMENT_TARGET": "16.0", "MACOSX_DEPLOYMENT_TARGET": "13.5", "PRODUCT_NAME": "$(TARGET_NAME)",
                "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator", "SUPPORTS_MACCATALYST": "NO",
                "TARGETED_DEVICE_FAMILY": "1,2"}
    tests = {"GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "auto",
             "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"}
    app = "MatrixMaker/App"
    project = pbxproj("MatrixMaker", ["Debug", "Release"], {"ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES"}, [
        Target("MatrixMaker", settings=settings, sources=[f"{app}/MatrixMakerApp.swift", f"{app}/AppDelegate.swift",
                                                          f"{app}/WindowDelegate.swift", f"{app}/ContentView.swift",
                                                          "MatrixMaker/Model/Matrix.swift"]),
        Target("MatrixMakerTests", "unit", tests, ["MatrixMakerTests/MatrixMakerTests.swift"]),
        Target("MatrixMakerUITests", "ui", tests, ["MatrixMakerUITests/MatrixMakerUITests.swift"]),
    ])
    root = "MatrixMaker"
    return {
        f"{root}/MatrixMaker.xcodeproj/project.pbxproj": project,
        f"{root}/{app}/MatrixMakerApp.swift": """import SwiftUI

@main
struct MatrixMakerApp: App {
    @UIApplicationDelegateAdaptor var delegate: AppDelegate

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
""",
        f"{root}/{app}/AppDelegate.swift": """import UIKit

@MainActor
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = connectingSceneSession.configuration.copy() as! UISceneConfiguration
        switch connectingSceneSession.role {
        case .windowApplication:
            configuration.delegateClass = WindowDelegate.self
        case .windowExternalDisplayNonInteractive:
            fallthrough
        default:
            break
        }
        return configuration
    }
}
""",
        f"{root}/{app}/WindowDelegate.swift": "import UIKit\n\nfinal class WindowDelegate: NSObject, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
        f"{root}/{app}/ContentView.swift": CONTENT_VIEW,
        f"{root}/MatrixMaker/Model/Matrix.swift": "struct Matrix {\n    var rows: [[Int]] = []\n}\n",
        f"{root}/MatrixMakerTests/MatrixMakerTests.swift": "import XCTest\n\nfinal class MatrixMakerTests: XCTestCase {}\n",
        f"{root}/MatrixMakerUITests/MatrixMakerUITests.swift": "import XCTest\n\nfinal class MatrixMakerUITests: XCTestCase {}\n",
    }


@fixture("ra1028-swiftui-atom-properties")
def atom_properties():
    return {
        "Examples/project.yml": """name: App

deploymentTarget:
  iOS: 16.0
  macOS: 13.0
  tvOS: 16.0

options:
  bundleIdPrefix: com.example.atoms.examples
  createIntermediateGroups: true

settings:
  CODE_SIGNING_REQUIRED: NO
  CODE_SIGN_IDENTITY: "-"
  CODE_SIGN_STYLE: Manual

targetTemplates:
  App:
    type: application
    info:
      path: App/Info-${target_name}.plist
      properties:
        UILaunchScreen:
        UIRequiresFullScreen: true
        CFBundleDisplayName: Atoms
        NSLocationWhenInUseUsageDescription: Example Usage
        UISupportedInterfaceOrientations:
          - UIInterfaceOrientationPortrait

packages:
  iOSApp:
    path: Packages/iOS
  CrossPlatformApp:
    path: Packages/CrossPlatform

targets:
  iOS:
    templates:
      - App
    platform: iOS
    dependencies:
      - package: iOSApp
    sources:
      - App/iOS.swift

  CrossPlatform:
    templates:
      - App
    platform:
      - macOS
      - tvOS
    dependencies:
      - package: CrossPlatformApp
    sources:
      - App/CrossPlatform.swift
""",
        "Examples/App/Info-iOS.plist": app_plist({"CFBundleDisplayName": "Atoms", "NSLocationWhenInUseUsageDescription": "Example Usage",
                                                  "UILaunchScreen": {}, "UIRequiresFullScreen": True,
                                                  "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}),
        "Examples/App/iOS.swift": """import iOSApp
import SwiftUI

@main
struct iOSRoot: App {
    var body: some Scene {
        WindowGroup {
            iOSRootView()
        }
    }
}
""",
        "Examples/App/CrossPlatform.swift": """import CrossPlatformApp
import SwiftUI

@main
struct CrossPlatformRoot: App {
    var body: some Scene {
        WindowGroup {
            CrossPlatformRootView()
        }
    }
}
""",
        "Examples/Packages/iOS/Package.swift": """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "iOSApp",
    platforms: [.iOS(.v16)],
    products: [.library(name: "iOSApp", targets: ["iOSApp"])],
    targets: [.target(name: "iOSApp")]
)
""",
        "Examples/Packages/iOS/Sources/iOSApp/iOSRootView.swift": "import SwiftUI\n\npublic struct iOSRootView: View {\n    public init() {}\n    public var body: some View { Text(\"Atoms\") }\n}\n",
        "Package.swift": """// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "swiftui-atom-properties",
    platforms: [.iOS(.v14), .macOS(.v11), .tvOS(.v14)],
    products: [.library(name: "Atoms", targets: ["Atoms"])],
    targets: [.target(name: "Atoms")]
)
""",
        "Sources/Atoms/Atom.swift": "public protocol Atom {}\n",
    }


@fixture("element-hq-element-x-ios")
def element_x():
    return {
        "project.yml": """---
name: ElementX
attributes:
  ORGANIZATIONNAME: Element

options:
  createIntermediateGroups: true
  deploymentTarget:
    iOS: '17.6'
    macOS: '14.6'

settings:
  APP_GROUP_IDENTIFIER: group.$(BASE_APP_GROUP_IDENTIFIER)
  APP_NAME: ElementX
  MARKETING_VERSION: 1.9.8
  CURRENT_PROJECT_VERSION: 1
  SUPPORTS_MACCATALYST: false

include:
- path: ElementX/SupportingFiles/target.yml
- path: NSE/SupportingFiles/target.yml

packages:
  KeychainAccess:
    url: https://github.com/kishikawakatsumi/KeychainAccess
    minorVersion: 4.2.0
""",
        "ElementX/SupportingFiles/target.yml": """name: ElementX

targets:
  ElementX:
    type: application
    platform: iOS

    info:
      path: ../SupportingFiles/Info.plist
      properties:
        UILaunchStoryboardName: LaunchScreen
        CFBundleShortVersionString: $(MARKETING_VERSION)
        CFBundleVersion: $(CURRENT_PROJECT_VERSION)
        UISupportedInterfaceOrientations: [
          UIInterfaceOrientationPortrait,
          UIInterfaceOrientationLandscapeLeft,
          UIInterfaceOrientationLandscapeRight
        ]

    settings:
      base:
        PRODUCT_NAME: ElementX
        PRODUCT_BUNDLE_IDENTIFIER: io.element.elementx
        CODE_SIGN_ENTITLEMENTS: ElementX/SupportingFiles/ElementX.entitlements

    dependencies:
    - package: KeychainAccess

    sources:
    - path: ../Sources
    - path: ../SupportingFiles
""",
        "ElementX/SupportingFiles/Info.plist": app_plist({"CFBundleShortVersionString": "$(MARKETING_VERSION)",
                                                         "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
                                                         "UILaunchStoryboardName": "LaunchScreen",
                                                         "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
                                                                                              "UIInterfaceOrientationLandscapeLeft",
                                                                                              "UIInterfaceOrientationLandscapeRight"]}),
        "ElementX/SupportingFiles/GoogleService-Info.plist": plist({"API_KEY": "placeholder", "BUNDLE_ID": "io.element.elementx",
                                                                    "IS_ANALYTICS_ENABLED": False}),
        "ElementX/SupportingFiles/ElementX.entitlements": plist({"com.apple.security.application-groups": ["group.io.element"]}),
        "ElementX/Sources/Application/Application.swift": """import SwiftUI

@main
struct Application: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("Element X")
        }
    }
}
""",
        "ElementX/Sources/Application/AppDelegate.swift": "import UIKit\n\nclass AppDelegate: NSObject, UIApplicationDelegate {}\n",
        "NSE/SupportingFiles/target.yml": """name: NSE

targets:
  NSE:
    type: app-extension
    platform: iOS

    info:
      path: ../SupportingFiles/Info.plist
      properties:
        NSExtension:
          NSExtensionPointIdentifier: com.apple.usernotifications.service
          NSExtensionPrincipalClass: $(PRODUCT_MODULE_NAME).NotificationServiceExtension

    sources:
    - path: ../Sources
    - path: ../SupportingFiles
""",
        "NSE/SupportingFiles/Info.plist": plist({"CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
                                                 "NSExtension": {"NSExtensionPointIdentifier": "com.apple.usernotifications.service",
                                                                 "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationServiceExtension"}}),
        "NSE/Sources/NotificationServiceExtension.swift": "import UserNotifications\n\nclass NotificationServiceExtension: UNNotificationServiceExtension {}\n",
    }


@fixture("firstdo-tuistexample")
def tuist_example():
    def project(name):
        return f"""import ProjectDescription

let project = Project(
  name: "{name}",
  targets: [
    Target(
      name: "{name}",
      platform: .iOS,
      product: .app,
      bundleId: "com.example.{name}",
      deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone),
      infoPlist: .extendingDefault(with: [
        "CFBundleShortVersionString": "1.0",
        "CFBundleVersion": "1",
        "UILaunchStoryboardName": "LaunchScreen",
        "UIApplicationSceneManifest": [
          "UIApplicationSupportsMultipleScenes": false,
          "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
              [
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"
              ],
            ]
          ]
        ],
      ]),
      sources: ["Sources/**"],
      resources: ["Resources/**"],
      dependencies: []
    )
  ]
)
"""
    files = {}
    for name in ("MyApp", "MyApp2"):
        files[f"Projects/{name}/Project.swift"] = project(name)
        files[f"Projects/{name}/Sources/AppDelegate.swift"] = SWIFT_TEMPLATE_APP_DELEGATE
        files[f"Projects/{name}/Sources/SceneDelegate.swift"] = SWIFT_SCENE_DELEGATE
    files["Tuist/Dependencies.swift"] = "import ProjectDescription\n\nlet dependencies = Dependencies(swiftPackageManager: [], platforms: [.iOS])\n"
    files["Tuist/Templates/app/app.swift"] = 'import ProjectDescription\n\nlet template = Template(description: "App template", attributes: [.required("name")], items: [])\n'
    files["Workspace.swift"] = 'import ProjectDescription\n\nlet workspace = Workspace(name: "Sample", projects: ["Projects/**"])\n'
    return files


@fixture("jieun0330-macc-team-1010")
def macc_team():
    files = {
        "Projects/App/Project.swift": """import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
\tname: "App",
\tplatform: .iOS,
\tproduct: .app,
\tdependencies: [
\t\t.Project.Feature
\t],
\tsources: ["Sources/**"],
\tresources: ["Resources/**"],
\tinfoPlist: .file(path: "Support/Info.plist"),
\tsettings: .settings(
\t\tbase: [:],
\t\tconfigurations: [
\t\t\t.debug(name: .debug, xcconfig: "./Resources/Secrets.xcconfig"),
\t\t\t.release(name: .release, xcconfig: "./Resources/Secrets.xcconfig")
\t\t], defaultSettings: .recommended)
)
""",
        "Projects/App/Support/Info.plist": app_plist({"UILaunchScreen": {}, **manifest(False, {
            APP_ROLE: [scene("Default Configuration")]})}),
        "Projects/App/Resources/GoogleService-Info.plist": plist({"API_KEY": "placeholder", "BUNDLE_ID": "com.example.app",
                                                                  "IS_GCM_ENABLED": True}),
        "Projects/App/Resources/Secrets.xcconfig": "API_HOST = example.invalid\n",
        "Projects/App/Sources/App.swift": SWIFTUI_APP.format(name="MainApp"),
        "Projects/App/Sources/ContentView.swift": CONTENT_VIEW,
        "Projects/Feature/Project.swift": """import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
\tname: "Feature",
\tproduct: .staticFramework,
\tdependencies: [.Project.Core],
\tsources: ["Sources/**"]
)
""",
        "Projects/Feature/Sources/FeatureView.swift": "import SwiftUI\n\npublic struct FeatureView: View {\n    public var body: some View { Text(\"Feature\") }\n}\n",
        "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """import ProjectDescription

public extension Project {
    static func makeModule(
        name: String,
        platform: Platform = .iOS,
        product: Product,
        dependencies: [TargetDependency] = [],
        sources: SourceFilesList = ["Sources/**"],
        resources: ResourceFileElements? = nil,
        infoPlist: InfoPlist = .default,
        settings: Settings? = nil
    ) -> Project {
        let target = Target(name: name, platform: platform, product: product, bundleId: "com.example.\\(name)",
                            deploymentTarget: .iOS(targetVersion: "16.0", devices: [.iphone]),
                            infoPlist: infoPlist, sources: sources, resources: resources, dependencies: dependencies)
        return Project(name: name, settings: settings, targets: [target])
    }
}
""",
        "Workspace.swift": 'import ProjectDescription\n\nlet workspace = Workspace(name: "MacC", projects: ["Projects/App"])\n',
    }
    return files


@fixture("jonfir-jfiosapp")
def jonfir():
    return {
        "Project.swift": """import ProjectDescription
import ProjectDescriptionHelpers

let settings: Settings = Settings.settings(
    base: [
        "SWIFT_VERSION": "6.2",
        "OTHER_LDFLAGS": "$(inherited) -ObjC",
    ],
    configurations: [
        .debug(name: .debug, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"]),
        .release(name: Constants.qaConfigurationName, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "QA"]),
        .release(name: .release, settings: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "RELEASE"]),
    ]
)

let appTarget: Target = Target.target(
    name: Constants.appName,
    destinations: .iOS,
    product: .app,
    bundleId: Constants.bundleId,
    infoPlist: .extendingDefault(
        with: [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        [
                            "UISceneConfigurationName": "Default Configuration",
                            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                        ],
                    ],
                ],
            ],
            "UILaunchStoryboardName": "LaunchScreen",
        ]
    ),
    buildableFolders: [
        BuildableFolder(stringLiteral: "\\(Constants.modulesFolder)/App/Sources"),
        BuildableFolder(stringLiteral: "\\(Constants.modulesFolder)/App/Resources"),
    ],
    dependencies: []
)

let project = Project(name: Constants.appName, settings: settings, targets: [appTarget])
""",
        "Tuist.swift": "import ProjectDescription\n\nlet tuist = Tuist(project: .tuist())\n",
        "Tuist/ProjectDescriptionHelpers/Constants.swift": """import ProjectDescription

public enum Constants {
    public static let appName = "LLIos"
    public static let modulesFolder = "\\(appName)"
    public static let bundleId = "academy.example" + ".\\(appName)"
    public static let qaConfigurationName = ConfigurationName(stringLiteral: "QA")
}
""",
        "LLIos/App/Sources/main.swift": """import UIKit

_ = autoreleasepool {
    UIApplicationMain(
        CommandLine.argc,
        CommandLine.unsafeArgv,
        NSStringFromClass(Application.self),
        NSStringFromClass(ApplicationDelegate.self)
    )
}
""",
        "LLIos/App/Sources/Application/Application.swift": "import UIKit\n\nfinal class Application: UIApplication {}\n",
        "LLIos/App/Sources/Application/ApplicationDelegate.swift": """import UIKit

class ApplicationDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        SceneConfiguration(session: connectingSceneSession, options: options)
    }
}
""",
        "LLIos/App/Sources/Scene/SceneConfiguration.swift": """import UIKit

final class SceneConfiguration: UISceneConfiguration {
    init(session: UISceneSession, options: UIScene.ConnectionOptions) {
        super.init(name: "Default Configuration", sessionRole: session.role)
        if session.role == .windowApplication {
            delegateClass = SceneDelegate.self
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
""",
        "LLIos/App/Sources/Scene/SceneDelegate.swift": SWIFT_SCENE_DELEGATE,
    }


@fixture("sheldonth-ios-cmake")
def ios_cmake():
    info = {"CFBundleDevelopmentRegion": "en", "CFBundleDisplayName": "${PRODUCT_NAME}",
            "CFBundleExecutable": "${EXECUTABLE_NAME}", "CFBundleIdentifier": "${MACOSX_BUNDLE_GUI_IDENTIFIER}",
            "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": "${MACOSX_BUNDLE_BUNDLE_NAME}",
            "CFBundlePackageType": "APPL", "CFBundleShortVersionString": "${MACOSX_BUNDLE_SHORT_VERSION_STRING}",
            "CFBundleVersion": "${MACOSX_BUNDLE_BUNDLE_VERSION}", "LSRequiresIPhoneOS": True,
            "UILaunchStoryboardName": "LaunchScreen", "UIMainStoryboardFile": "Main",
            "UIRequiredDeviceCapabilities": ["armv7"]}
    return {
        "CMakeLists.txt": """cmake_minimum_required (VERSION 3.3.2)

project(your_project)

set(DEPLOYMENT_TARGET 8.0)
set(APP_NAME "YOURAPP")
set(MACOSX_BUNDLE_GUI_IDENTIFIER "com.company.yourcompany")
set(MACOSX_BUNDLE_BUNDLE_NAME "com.company.yourcompany")
set(MACOSX_BUNDLE_SHORT_VERSION_STRING "1.0")
set(MACOSX_BUNDLE_BUNDLE_VERSION "1.0")

set(APP_HEADER_FILES ./AppDelegate.h ./ViewController.h)
set(APP_SOURCE_FILES ./AppDelegate.m ./ViewController.m ./main.m)
set(RESOURCES ./Main.storyboard ./LaunchScreen.storyboard)

add_executable(${APP_NAME} MACOSX_BUNDLE ${APP_HEADER_FILES} ${APP_SOURCE_FILES} ${RESOURCES})

find_library(UIKIT UIKit)
target_link_libraries(${APP_NAME} ${UIKIT})

set_target_properties(${APP_NAME} PROPERTIES
                      RESOURCE "${RESOURCES}"
                      XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET ${DEPLOYMENT_TARGET}
                      MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/plist.in
                      XCODE_ATTRIBUTE_TARGETED_DEVICE_FAMILY "1")

add_subdirectory(cppframework)
""",
        "ios.cmake": "set(CMAKE_SYSTEM_NAME Darwin)\nset(IOS True)\nset(CMAKE_OSX_SYSROOT iphoneos)\n",
        "plist.in": plist(info),
        "AppDelegate.h": OBJC_APP_DELEGATE_H,
        "AppDelegate.m": "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    return YES;\n}\n\n@end\n",
        "ViewController.h": "#import <UIKit/UIKit.h>\n\n@interface ViewController : UIViewController\n@end\n",
        "ViewController.m": "#import \"ViewController.h\"\n\n@implementation ViewController\n@end\n",
        "main.m": OBJC_MAIN,
        "cppframework/CMakeLists.txt": "add_library(cppframework SHARED Foo.cpp)\nset_target_properties(cppframework PROPERTIES FRAMEWORK TRUE MACOSX_FRAMEWORK_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/framework.plist.in)\n",
        "cppframework/Foo.cpp": "int foo() { return 42; }\n",
        "cppframework/framework.plist.in": plist({"CFBundleExecutable": "${EXECUTABLE_NAME}", "CFBundlePackageType": "FMWK"}),
    }


@fixture("noppefoxwolf-swiftdatauikit")
def swiftdatauikit():
    return {
        "Package.swift": """// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "SwiftDataUIKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SwiftDataUIKit", targets: ["SwiftDataUIKit"])],
    targets: [.target(name: "SwiftDataUIKit")]
)
""",
        "Sources/SwiftDataUIKit/FetchedResultsController.swift": "import UIKit\n\npublic final class FetchedResultsController {}\n",
        "Playground.swiftpm/Package.swift": """// swift-tools-version: 5.10

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "Playground",
    platforms: [
        .iOS(.v17)
    ],
    products: [
        .iOSApplication(
            name: "Playground",
            targets: ["AppModule"],
            bundleIdentifier: "00000000-0000-0000-0000-000000000001",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    dependencies: [
        .package(path: "../")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "SwiftDataUIKit", package: "SwiftDataUIKit")],
            path: "."
        )
    ]
)
""",
        "Playground.swiftpm/App.swift": SWIFTUI_APP.format(name="MyApp"),
        "Playground.swiftpm/ContentView.swift": CONTENT_VIEW,
        "Playground.swiftpm/UIKitView.swift": "import SwiftUI\nimport UIKit\n\nstruct UIKitView: UIViewControllerRepresentable {\n    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }\n    func updateUIViewController(_ controller: UIViewController, context: Context) {}\n}\n",
    }


@fixture("kazukishimada20000304-wq-app1.swiftpm")
def app1_swiftpm():
    return {
        "Package.swift": """// swift-tools-version: 5.5
import PackageDescription
import AppleProductTypes

let package = Package(
    name: "app1",
    platforms: [
        .iOS(.v15)
    ],
    products: [
        .iOSApplication(
            name: "app1",
            targets: ["app1"],
            bundleIdentifier: "com.example.app1",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .flamingo),
            accentColor: .presetColor(.pink),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    targets: [
        .executableTarget(
            name: "app1",
            path: "Sources"
        )
    ]
)
""",
        "Sources/App.swift": SWIFTUI_APP.format(name="BabyLogApp"),
        "Sources/ContentView.swift": CONTENT_VIEW,
        "Sources/EventStore.swift": "import Foundation\n\nfinal class EventStore: ObservableObject {\n    @Published var events: [String] = []\n}\n",
        ".swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata": '<?xml version="1.0" encoding="UTF-8"?>\n<Workspace\n   version = "1.0">\n   <FileRef\n      location = "self:">\n   </FileRef>\n</Workspace>\n',
    }


MAUI_PLIST_IOS = {
    "LSRequiresIPhoneOS": True,
    "UIDeviceFamily": [1, 2],
    "UIRequiredDeviceCapabilities": ["arm64"],
    "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                                         "UIInterfaceOrientationLandscapeRight"],
    "XSAppIconAssets": "Assets.xcassets/appicon.appiconset",
}

MAUI_PLIST_CATALYST = {
    "UIDeviceFamily": [2],
    "LSApplicationCategoryType": "public.app-category.lifestyle",
    "UIRequiredDeviceCapabilities": ["arm64"],
    "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                                         "UIInterfaceOrientationLandscapeRight"],
    "XSAppIconAssets": "Assets.xcassets/appicon.appiconset",
}


def maui_template(after):
    """A .NET MAUI app as its template writes it: no .xcodeproj, one Info.plist per Apple platform."""
    def info(base):
        value = dict(base)
        if after:
            value.update(manifest(False, {APP_ROLE: [scene("__MAUI_DEFAULT_SCENE_CONFIGURATION__", "SceneDelegate")]}))
        return plist(value)

    files = {
        "MauiApp.csproj": """<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFrameworks>net10.0-android;net10.0-ios;net10.0-maccatalyst</TargetFrameworks>
    <OutputType>Exe</OutputType>
    <UseMaui>true</UseMaui>
    <SupportedOSPlatformVersion Condition="$([MSBuild]::GetTargetPlatformIdentifier('$(TargetFramework)')) == 'ios'">15.0</SupportedOSPlatformVersion>
  </PropertyGroup>
</Project>
""",
        "MauiProgram.cs": "namespace MauiApp;\n\npublic static class MauiProgram\n{\n    public static MauiApp CreateMauiApp() => MauiApp.CreateBuilder().Build();\n}\n",
        "Platforms/iOS/Info.plist": info(MAUI_PLIST_IOS),
        "Platforms/iOS/AppDelegate.cs": """using Foundation;

namespace MauiApp;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();
}
""",
        "Platforms/iOS/Program.cs": "using UIKit;\n\nnamespace MauiApp;\n\npublic class Program\n{\n    static void Main(string[] args) => UIApplication.Main(args, null, typeof(AppDelegate));\n}\n",
        "Platforms/MacCatalyst/Info.plist": info(MAUI_PLIST_CATALYST),
        "Platforms/MacCatalyst/AppDelegate.cs": """using Foundation;

namespace MauiApp;

[Register("AppDelegate")]
public class AppDelegate : MauiUIApplicationDelegate
{
    protected override MauiApp CreateMauiApp() => MauiProgram.CreateMauiApp();
}
""",
    }
    if after:
        for platform in ("iOS", "MacCatalyst"):
            files[f"Platforms/{platform}/SceneDelegate.cs"] = """using Foundation;

namespace MauiApp;

[Register("SceneDelegate")]
public class SceneDelegate : MauiUISceneDelegate
{
}
"""
    return files


@fixture("dotnet-maui-template-before")
def maui_before():
    return maui_template(after=False)


@fixture("dotnet-maui-template-after")
def maui_after():
    return maui_template(after=True)


def write_fixture(slug, files):
    root = os.path.join(HERE, slug)
    os.makedirs(root, exist_ok=True)
    for entry in os.listdir(root):
        if entry != "expected.txt":
            path = os.path.join(root, entry)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    for relative, content in sorted(files.items()):
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = content if isinstance(content, bytes) else content.encode()
        with open(path, "wb") as handle:
            handle.write(data)


def main():
    for slug, build in FIXTURES.items():
        if not os.path.exists(os.path.join(HERE, slug, "expected.txt")):
            raise SystemExit(f"{slug}: write expected.txt before generating the fixture")
        write_fixture(slug, build())
    print(f"wrote {len(FIXTURES)} fixtures")


if __name__ == "__main__":
    main()
