import SwiftUI

@main
struct DashPartyApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("DashParty")
        }
    }
}
