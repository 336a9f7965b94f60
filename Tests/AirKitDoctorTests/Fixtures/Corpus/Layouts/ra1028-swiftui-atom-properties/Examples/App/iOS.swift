import iOSApp
import SwiftUI

@main
struct iOSRoot: App {
    var body: some Scene {
        WindowGroup {
            iOSRootView()
        }
    }
}
