import SwiftUI

@main
struct EPGPlayerApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("EPGPlayer")
        }
    }
}
