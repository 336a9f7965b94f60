import SwiftUI

/// The banner app from "SwiftUI Supporting External Screens", rebuilt on AirKit: type a message on
/// the device, show it as a large banner on the external display.
@main
struct BannerApp: App {
    @State private var store = MessageStore()

    var body: some Scene {
        WindowGroup {
            ContentView(store: store)
        }
    }
}
