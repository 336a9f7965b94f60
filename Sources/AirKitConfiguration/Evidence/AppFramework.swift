/// The cross-platform framework an app is built with, when the doctor can tell: its native project is
/// generated or owned by the framework, which ships its own scene delegate and its own way onto the
/// UIKit scene life cycle (Documentation/PlatformFacts.md, "Frameworks and the scene life cycle").
public enum AppFramework: String, Sendable, Equatable, CaseIterable, Codable {
    case flutter
    case reactNative
    case unity
    case capacitor

    /// The framework's name as output shows it.
    public var name: String {
        switch self {
        case .flutter: "Flutter"
        case .reactNative: "React Native"
        case .unity: "Unity"
        case .capacitor: "Capacitor"
        }
    }

    /// The framework's way onto the scene life cycle, in a few words: what a one-line message names.
    public var sceneDelegateInBrief: String {
        switch self {
        case .flutter: "with FlutterSceneDelegate (Flutter 3.38 and later)"
        case .reactNative: "with a SceneDelegate that starts React Native (React Native 0.88 and later)"
        case .unity: "by exporting again from Unity 2022.3.72, 6000.0.68, 6000.3.8 or later"
        case .capacitor: "with Capacitor's SceneDelegate, which forwards to SceneDelegateProxy"
        }
    }

    /// How an app of this framework adopts the scene life cycle, naming the framework's own scene
    /// delegate: AK021's first way for such an app.
    public var sceneLifeCycleAdvice: String {
        switch self {
        case .flutter:
            "this is a Flutter app: adopt the scene life cycle the Flutter way. Flutter 3.38 and later ship "
                + "FlutterSceneDelegate; from 3.41 `flutter build ios` moves an app whose AppDelegate is not customized "
                + "onto it by itself. Otherwise name FlutterSceneDelegate as the UISceneDelegateClassName of the "
                + "manifest's UIWindowSceneSessionRoleApplication configuration, make the AppDelegate a "
                + "FlutterImplicitEngineDelegate and register plugins (GeneratedPluginRegistrant, and AirKit's plugin) in "
                + "didInitializeImplicitFlutterEngine(_:) (Flutter's \"UIScene adoption\" guide)"
        case .reactNative:
            "this is a React Native app: adopt the scene life cycle the React Native way. React Native 0.88 and later "
                + "start the app from a SceneDelegate of the app's own, which the Community Template now carries, named "
                + "as the UISceneDelegateClassName of the manifest's UIWindowSceneSessionRoleApplication configuration, "
                + "with the AppDelegate kept for process events (react-native pull request 57700, React Native's "
                + "\"Bootstrapping with SceneDelegate\"). On 0.87 and earlier, that SceneDelegate makes the window on its "
                + "scene and starts React Native with RCTReactNativeFactory's startReactNative(withModuleName:in:launchOptions:)"
        case .unity:
            "this is a Unity game: adopt the scene life cycle the Unity way. Unity 2022.3.72, 6000.0.68, 6000.3.8 and "
                + "later export an Xcode project that adopts it, with Unity's own scene delegate: update the editor and "
                + "build the Xcode project again, rather than editing the exported Info.plist, which Unity replaces at "
                + "every build"
        case .capacitor:
            "this is a Capacitor app: adopt the scene life cycle the Capacitor way. Capacitor's UIScene support "
                + "(ionic-team/capacitor pull request 8536) adds a SceneDelegate to the iOS template that forwards to "
                + "SceneDelegateProxy and puts CAPBridgeViewController on the scene's window: update Capacitor and "
                + "add that SceneDelegate, named as the UISceneDelegateClassName of the manifest's "
                + "UIWindowSceneSessionRoleApplication configuration"
        }
    }
}
