import CrossPlatformApp
import SwiftUI

@main
struct CrossPlatformRoot: App {
    var body: some Scene {
        WindowGroup {
            CrossPlatformRootView()
        }
    }
}
