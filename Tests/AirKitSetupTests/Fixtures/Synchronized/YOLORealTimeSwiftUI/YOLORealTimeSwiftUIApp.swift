import SwiftUI

@main
struct YOLORealTimeSwiftUIApp: App {
    var body: some Scene {
        WindowGroup {
            Text("YOLORealTimeSwiftUI")
        }
    }
}
