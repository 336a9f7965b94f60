import SwiftUI

@main
struct UTMMacApp: App {
    var body: some Scene {
        WindowGroup {
            Text("UTMMac")
        }
    }
}
