import Flutter
import UIKit
import external_display

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    ExternalDisplayPlugin.registerGeneratedPlugin = registerPlugins
    GeneratedPluginRegistrant.register(with: self)
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}

/// Gives the Flutter engine of each external screen the app's plugins too.
func registerPlugins(controller: FlutterViewController) {
  GeneratedPluginRegistrant.register(with: controller)
}
