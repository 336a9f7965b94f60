import AirKit
import SwiftUI

@main
struct MissingInfoPlistApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
                .airPlaySource()
        }
    }
}
