import SwiftUI

@main
struct LayeredApp: App {
    var body: some Scene {
        WindowGroup { Text("Layered") }
    }
}
