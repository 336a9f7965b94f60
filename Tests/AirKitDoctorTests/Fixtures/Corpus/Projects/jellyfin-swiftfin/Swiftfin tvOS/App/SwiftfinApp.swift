import SwiftUI

@main
struct SwiftfinTVApp: App {
    var body: some Scene {
        WindowGroup {
            Text("SwiftfinTV")
        }
    }
}
