import SwiftUI

@main
struct IntegrationApp_watchOSApp: App {
    var body: some Scene { WindowGroup { Text("Watch") } }
}
