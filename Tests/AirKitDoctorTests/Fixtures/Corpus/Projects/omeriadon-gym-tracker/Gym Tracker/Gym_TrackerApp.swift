import SwiftUI

@main
struct Gym_TrackerApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("Gym_Tracker")
        }
    }
}
