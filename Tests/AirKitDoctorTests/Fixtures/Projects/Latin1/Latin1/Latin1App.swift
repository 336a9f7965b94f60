import AirKit
import SwiftUI

@main
struct Latin1App: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
                .airPlaySource()
        }
    }
}
