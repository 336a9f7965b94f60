import AirKit
import SwiftUI

@main
struct BannerApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
                .airPlaySource()
        }
    }
}
