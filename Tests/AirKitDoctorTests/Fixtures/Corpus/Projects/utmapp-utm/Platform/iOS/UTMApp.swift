import SwiftUI

@main
struct UTMApp: App {
    var body: some Scene {
        WindowGroup {
            Text("UTM")
        }
    }
}
