import SwiftUI

@main
struct VLCWatchApp: App {
    var body: some Scene {
        WindowGroup {
            Text("VLCWatch")
        }
    }
}
