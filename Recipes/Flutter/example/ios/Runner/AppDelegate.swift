// The app's AppDelegate (Flutter 3.38 and later, in the scene life cycle: Info.plist names
// FlutterSceneDelegate for the application role). It hands the plugin a way to register every plugin
// with the TV's engine: GeneratedPluginRegistrant is generated into the app, so the plugin cannot call
// it itself.
import Flutter
import UIKit
import airkit_flutter

@main
@objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
    func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
        GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
        // The hook is main-actor state; this method runs on the main thread whether or not the Flutter
        // header marks it so.
        MainActor.assumeIsolated {
            AirKitFlutterPlugin.registerPlugins = { engine in GeneratedPluginRegistrant.register(with: engine) }
        }
    }
}
