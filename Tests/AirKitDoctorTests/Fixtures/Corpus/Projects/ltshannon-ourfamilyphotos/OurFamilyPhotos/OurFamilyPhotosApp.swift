import SwiftUI

@main
struct OurFamilyPhotosApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("OurFamilyPhotos")
        }
    }
}
