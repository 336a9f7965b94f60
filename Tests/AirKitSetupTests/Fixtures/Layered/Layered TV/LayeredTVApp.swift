import SwiftUI

@main
struct LayeredTVApp: App {
    var body: some Scene {
        WindowGroup { Text("Layered TV") }
    }
}
