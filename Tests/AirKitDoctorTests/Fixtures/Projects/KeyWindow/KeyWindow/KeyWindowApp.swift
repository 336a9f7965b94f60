import AirKit
import SwiftUI

@main
struct KeyWindowApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
                .airPlaySource()
        }
    }
}
