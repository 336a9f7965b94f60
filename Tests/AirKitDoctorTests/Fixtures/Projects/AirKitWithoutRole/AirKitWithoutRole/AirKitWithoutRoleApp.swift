import AirKit
import SwiftUI

@main
struct AirKitWithoutRoleApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Hello")
                .airPlaySource()
        }
    }
}
