import SwiftUI

@main
struct BackyardBirdsApp: App {
    var body: some Scene {
        WindowGroup {
            Text("BackyardBirds")
        }
    }
}
