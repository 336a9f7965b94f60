import SwiftUI

@main
struct BackyardBirdsWatchApp: App {
    var body: some Scene {
        WindowGroup {
            Text("BackyardBirdsWatch")
        }
    }
}
