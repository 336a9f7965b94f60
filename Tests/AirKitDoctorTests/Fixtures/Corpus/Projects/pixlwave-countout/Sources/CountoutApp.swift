import SwiftUI

@main
struct CountoutApp: App {
    @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate

    var body: some Scene {
        WindowGroup {
            Text("Timers")
        }
    }
}
