import SwiftUI

@main
struct NoSourceApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
        }
    }
}
