import SwiftUI

@main
struct FittieApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
