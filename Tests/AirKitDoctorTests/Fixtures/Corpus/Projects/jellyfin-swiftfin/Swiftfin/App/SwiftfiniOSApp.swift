import SwiftUI

@main
struct SwiftfiniOSApp: App {
    var body: some Scene {
        WindowGroup {
            Text("SwiftfiniOS")
        }
    }
}
